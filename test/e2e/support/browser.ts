import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { connectSharedBrowser } from './shared-browser';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/**
 * The run's shared Chromium (closing it only disconnects), or a browser of the test's own when it
 * needs other flags or runs outside the e2e project's setup.
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const shared = extraArgs.length === 0 ? connectSharedBrowser() : undefined;
  if (shared) return shared;
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../../../test-results/e2e');

/** Saves a full-page screenshot as a test artifact, named for the screen it shows. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  // The status bar sticks to the bottom of the window; in a picture of the whole page it would
  // sit across the middle, so it is drawn where the page ends instead.
  await page.screenshot({ path: file, fullPage: true, style: 'footer { position: static !important; }' });
  return file;
}

/** Saves what the agent sees in the window, not the whole page, as a test artifact. */
export async function windowScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}
