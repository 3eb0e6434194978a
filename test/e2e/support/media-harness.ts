import { afterAll } from 'vitest';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import type { App } from './app-host';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { type AppOptions, launchApp, newContext } from './harness';

export interface MediaApp {
  app: App;
  page: Page;
  context: BrowserContext;
  /** Every console message of the page and its frames, as `type: text`. */
  logs: string[];
}

export interface MediaAppOptions extends AppOptions {
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

/**
 * Like `openApp` (a test's own app in the file's app process, a fresh context), for tests of the
 * camera, the scanner and the clipboard: the browser plays a file as its camera, the app gets its
 * own environment, and the context may use the camera and the clipboard.
 */
export async function openMediaApp(options: MediaAppOptions = {}): Promise<MediaApp> {
  const app = await launchApp(options);
  const key = JSON.stringify([options.cameraFile, options.cameraPermission]);
  if (browser === undefined || browserKey !== key) {
    await browser?.close();
    const args = CHROMIUM_ARGS.filter((arg) => options.cameraPermission === undefined || arg !== '--use-fake-ui-for-media-stream');
    if (options.cameraFile) args.push(`--use-file-for-fake-video-capture=${options.cameraFile}`);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
    browserKey = key;
  }
  const context = await newContext({}, browser);
  const origin = new URL(app.url).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write', ...(options.cameraPermission === 'denied' ? [] : ['camera'])], {
    origin,
  });
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
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
  return { app, page, context, logs };
}

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});
export { stopAfterTest } from './harness';
