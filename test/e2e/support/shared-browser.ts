import { type Browser, type BrowserServer, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the one Chromium the run's end-to-end files share, when the global setup started it. */
    chromiumEndpoint?: string;
  }
}

/**
 * One Chromium for the whole end-to-end run: starting a browser costs more than most tests'
 * own work, and each test still gets a new context of its own (cookies, storage, permissions).
 */
export function startSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** The run's shared Chromium, or undefined when the file runs outside the e2e project's setup. */
export function connectSharedBrowser(): Promise<Browser> | undefined {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : undefined;
}
