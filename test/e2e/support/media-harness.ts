import { afterAll, afterEach, expect } from 'vitest';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { tempDir } from '../../helpers/temp-dir';
import { type AppProcess, startApp } from './app-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { WAIT_MS } from './wait';

export interface MediaApp {
  app: AppProcess;
  page: Page;
  context: BrowserContext;
  /** Every console message of the page and its frames, as `type: text`. */
  logs: string[];
}

export interface MediaAppOptions {
  /** Arguments for the app (a service's base URL, `--training off`). */
  args?: string[];
  /** Environment of the app process (SANE_CONFIG_DIR, FIELDBOARD_API_KEY). */
  env?: Record<string, string>;
  /** A Y4M or MJPEG file Chromium's fake camera plays. */
  cameraFile?: string;
  /**
   * The browser decides about the camera from its permission settings, as for a person who
   * answered its prompt, instead of Chromium's fake prompt that accepts everything.
   */
  cameraPermission?: 'granted' | 'denied';
}

let browser: Browser | undefined;
let browserKey: string | undefined;
let opened: MediaApp | undefined;
let cleanups: (() => Promise<void>)[] = [];
let pageErrors: string[] = [];

/**
 * Like `openApp` (its own data folder, its own browser-host process, a fresh context), for tests
 * of the camera, the scanner and the clipboard: the browser plays a file as its camera, the app
 * process gets its own environment, and the context may use the camera and the clipboard.
 */
export async function openMediaApp(options: MediaAppOptions = {}): Promise<MediaApp> {
  // The renderer built by `npm run test:e2e`; a folder of one's own while others rebuild the shared one.
  const renderer = process.env.FIELDBOARD_E2E_RENDERER ? ['--renderer', process.env.FIELDBOARD_E2E_RENDERER] : [];
  const app = await startApp({
    dataDir: tempDir('fieldboard-e2e-media-'),
    args: [...renderer, ...(options.args ?? [])],
    env: options.env ?? {},
  });
  const key = JSON.stringify([options.cameraFile, options.cameraPermission]);
  if (browser === undefined || browserKey !== key) {
    await browser?.close();
    const args = CHROMIUM_ARGS.filter((arg) => options.cameraPermission === undefined || arg !== '--use-fake-ui-for-media-stream');
    if (options.cameraFile) args.push(`--use-file-for-fake-video-capture=${options.cameraFile}`);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
    browserKey = key;
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const origin = new URL(app.url).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write', ...(options.cameraPermission === 'denied' ? [] : ['camera'])], {
    origin,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (options.cameraPermission === 'denied') {
    // As the browser keeps it after the person said no: Playwright can only grant, so ask Chromium itself.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'camera' },
      setting: 'denied',
      origin,
      ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
    });
  }
  await page.goto(app.url);
  opened = { app, page, context, logs };
  return opened;
}

/** Something else the test started (a service, a proxy), stopped after the app. */
export function stopAfterTest(stop: () => Promise<void>): void {
  cleanups.push(stop);
}

afterEach(async () => {
  const errors = pageErrors;
  pageErrors = [];
  await opened?.context.close();
  await opened?.app.stop();
  opened = undefined;
  for (const stop of cleanups.reverse()) await stop();
  cleanups = [];
  expect(errors, 'uncaught errors in the page').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});
