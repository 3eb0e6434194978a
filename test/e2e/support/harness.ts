import { afterAll, afterEach, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { tempDir } from '../../helpers/temp-dir';
import { type App, AppHost, type AppStart } from './app-host';
import { type AppProcess, answerFirstStart, startApp } from './app-process';
import { launchBrowser } from './browser';
import { type TestService, TRAINING_KEY } from './service';
import { WAIT_MS } from './wait';

/** The window the screenshots are taken at: what an agent's laptop shows. */
export const VIEWPORT = { width: 1280, height: 800 } as const;

export interface AppOptions {
  /** A training service of the test's own to talk to (`--base-url` and its key), not training mode. */
  service?: TestService;
  /** The address of a service the test started another way (a recording proxy), with the training key. */
  baseUrl?: string;
  /** A data folder the test prepared; a fresh one otherwise. */
  dataDir?: string;
  /** Training mode forced on or off (off with no service: an app that reaches nothing). */
  training?: boolean;
  /** The app's environment (SANE_CONFIG_DIR). */
  env?: Record<string, string>;
  /** Leave the first-start question (language and agent name) unanswered, for the tests of it. */
  firstStart?: boolean;
}

export interface Opened<A extends App = App> {
  app: A;
  page: Page;
}

let browser: Browser | undefined;
let host: AppHost | undefined;
const contexts: BrowserContext[] = [];
let apps: App[] = [];
let services: TestService[] = [];
let cleanups: (() => Promise<void>)[] = [];
let pageErrors: string[] = [];

function startOf(options: AppOptions): AppStart {
  if (options.service) services.push(options.service);
  return {
    dataDir: options.dataDir ?? tempDir('fieldboard-e2e-app-'),
    ...(options.service || options.baseUrl
      ? { training: false, baseUrl: options.service?.baseUrl ?? options.baseUrl, apiKey: TRAINING_KEY }
      : {}),
    ...(options.training !== undefined ? { training: options.training } : {}),
    ...(options.env ? { env: options.env } : {}),
  };
}

/**
 * A test's own app, stopped after the test: a fresh data folder (unless given) and a fresh
 * runtime in the file's app process, on a port and token no other test had. Talking to
 * `service` when given, otherwise in training mode; the first-start question answered unless
 * `firstStart`.
 */
export async function launchApp(options: AppOptions = {}): Promise<App> {
  const renderer = process.env.FIELDBOARD_E2E_RENDERER;
  host ??= new AppHost(...(renderer ? [renderer] : []));
  const app = await host.open(startOf(options));
  apps.push(app);
  if (!options.firstStart) await answerFirstStart(app.url);
  return app;
}

/**
 * The app as its own process, `npm run start:browser`'s bundle exactly as an agent runs it, for
 * the tests that kill it or freeze it.
 */
export async function launchOwnApp(options: AppOptions = {}): Promise<AppProcess> {
  const start = startOf(options);
  const app = await startApp({
    dataDir: start.dataDir,
    args: [
      ...(start.training !== undefined ? ['--training', start.training ? 'on' : 'off'] : []),
      ...(start.baseUrl ? ['--base-url', start.baseUrl] : []),
    ],
    env: { ...start.env, ...(start.apiKey ? { FIELDBOARD_API_KEY: start.apiKey } : {}) },
    firstStart: options.firstStart === true,
  });
  apps.push(app);
  return app;
}

/**
 * A new browser context (its own storage, permissions and session) at the screenshots' size,
 * closed after the test; an uncaught error in any of its pages fails the test.
 */
export async function newContext(options: BrowserContextOptions = {}, on?: Browser): Promise<BrowserContext> {
  browser ??= await launchBrowser();
  const context = await (on ?? browser).newContext({ viewport: VIEWPORT, ...options });
  contexts.push(context);
  context.on('page', (page) => {
    page.setDefaultTimeout(WAIT_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  return context;
}

async function openOn(app: App): Promise<Page> {
  const page = await (await newContext()).newPage();
  await page.goto(app.url);
  return page;
}

/** A test's own app (see `launchApp`) in a fresh browser context on its address. */
export async function openApp(options: AppOptions = {}): Promise<Opened> {
  const app = await launchApp(options);
  return { app, page: await openOn(app) };
}

/** `openApp` with the app as its own process, which the test may kill or freeze. */
export async function openOwnApp(options: AppOptions = {}): Promise<Opened<AppProcess>> {
  const app = await launchOwnApp(options);
  return { app, page: await openOn(app) };
}

/**
 * Another browser tab on the running app, in a context of its own (its own session storage, so
 * no token carried over), with the browser's language set to `locale`.
 */
export async function openTab(url: string, options: { locale?: string } = {}): Promise<Page> {
  const page = await (await newContext(options.locale ? { locale: options.locale } : {})).newPage();
  await page.goto(url);
  return page;
}

/** Something else the test started (a service, a proxy), stopped after its app. */
export function stopAfterTest(stop: () => Promise<void>): void {
  cleanups.push(stop);
}

afterEach(async () => {
  const errors = pageErrors;
  pageErrors = [];
  for (const context of contexts.splice(0)) await context.close();
  // The services first: a send one holds would otherwise keep its app from closing cleanly.
  for (const service of services) await service.stop();
  for (const app of apps) await app.stop();
  for (const stop of cleanups.reverse()) await stop();
  apps = [];
  services = [];
  cleanups = [];
  expect(errors, 'uncaught errors in the page').toEqual([]);
});

afterAll(async () => {
  await host?.close();
  host = undefined;
  await browser?.close();
  browser = undefined;
});
