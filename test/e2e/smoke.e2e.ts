import { afterEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type AppProcess, startApp } from './support/app-process';
import { launchBrowser, screenshot } from './support/browser';
import { tempDir } from '../helpers/temp-dir';
import { eventually } from './support/wait';

let app: AppProcess | undefined;
let browser: Browser | undefined;

afterEach(async () => {
  await browser?.close();
  await app?.stop();
  app = browser = undefined;
});

describe('the app in the browser host', () => {
  it('opens in training mode with no key configured, and the token leaves the address bar', async () => {
    app = await startApp({ dataDir: tempDir() });
    browser = await launchBrowser();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(app.url);
    // The first screen's heading, not network silence: the status bar polls main for ever.
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).not.toContain('token=');
    await eventually(async () => (await page.evaluate(() => window.api.invoke('status:get', {}))).ok).toBe(true);
    await screenshot(page, 'smoke-first-screen');
    expect(errors).toEqual([]);
  });
});
