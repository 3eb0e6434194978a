import { afterAll, afterEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { tempDir } from '../../helpers/temp-dir';
import { type AppProcess, startApp } from './app-process';
import { launchBrowser } from './browser';
import { type TestService, serviceArgs } from './service';
import { WAIT_MS } from './wait';

export interface Opened {
  app: AppProcess;
  page: Page;
}

let browser: Browser | undefined;
let context: BrowserContext | undefined;
const extraContexts: BrowserContext[] = [];
let app: AppProcess | undefined;
let services: TestService[] = [];
let pageErrors: string[] = [];

/**
 * One test's own app: a fresh data folder (unless given), its own browser-host process, and a
 * fresh browser context on its address. Talking to `service` when given, otherwise in training
 * mode. Everything is stopped after the test; an uncaught error in the page fails it.
 */
export async function openApp(
  options: { service?: TestService; dataDir?: string; args?: string[]; firstStart?: boolean } = {},
): Promise<Opened> {
  const named = options.service ? serviceArgs(options.service) : { args: [], env: {} };
  if (options.service) services.push(options.service);
  app = await startApp({
    dataDir: options.dataDir ?? tempDir('fieldboard-e2e-app-'),
    args: [...named.args, ...(options.args ?? [])],
    env: named.env,
    firstStart: options.firstStart === true,
  });
  browser ??= await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(app.url);
  return { app, page };
}

/**
 * Another browser tab on the running app, in a context of its own (its own session storage, so
 * no token carried over), with the browser's language set to `locale`.
 */
export async function openTab(url: string, options: { locale?: string } = {}): Promise<Page> {
  browser ??= await launchBrowser();
  const extra = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...(options.locale ? { locale: options.locale } : {}) });
  extraContexts.push(extra);
  const page = await extra.newPage();
  page.setDefaultTimeout(WAIT_MS);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(url);
  return page;
}

afterEach(async () => {
  const errors = pageErrors;
  pageErrors = [];
  for (const extra of extraContexts.splice(0)) await extra.close();
  await context?.close();
  // The service first: a send it holds would otherwise keep the app from stopping cleanly.
  for (const service of services) await service.stop();
  await app?.stop();
  context = app = undefined;
  services = [];
  expect(errors, 'uncaught errors in the page').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});
