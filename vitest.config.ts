import { svelte } from '@sveltejs/vite-plugin-svelte';
import { playwright } from '@vitest/browser-playwright';
import fs from 'node:fs';
import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { viteAliases } from './path-aliases.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/e2e/support/chromium';
import { TEST_BUILD_DIR } from './test/helpers/test-build';

// Code under test that starts a built bundle from its sources (the limited child) finds the
// tests' build through this; the workers inherit it.
process.env.FIELDBOARD_BUILD_DIR ??= TEST_BUILD_DIR;

// Binds the helpers' cleanups (temp folders, cores, processes) to every test of every file.
const setupFiles = ['test/helpers/after-each-test-setup.ts'];
// Unit files share their worker's modules: a fresh module graph per file cost more CPU than most
// files' tests, and no unit file patches a module or a global it does not restore. Integration
// files stay isolated: they hold processes, kept children and module-level state (the OCR child,
// the scheduler) that one file must not hand to the next; except the files that read documents.
const unitIsolate = false;

// The files that read documents share their worker's modules (the integration-documents
// project): isolated, each loaded sharp, pdf.js, @napi-rs/canvas and tesseract's set-up again and
// started its own kept OCR child; shared, the kept child one file started reads the next file's
// documents. They leave no module-level state behind: the helpers close runtimes, temp folders
// and processes after each test, and the two files that swap the child launcher (tiny-images,
// intake-during-reading) put it back after each test. The files that push one-off children
// against their limits (limited-child, the bombs) share too: a one-off child is theirs alone, and
// a kept child a limit ends is replaced by the next document's, as in the app. The kept child,
// idle, never holds a worker open (it is unref'd) and ends with its worker (it exits when its
// channel closes).
const DOCUMENTS = 'test/integration/documents';
// Stays isolated (in `integration`): it starts, ends and kills the kept child itself with its own
// settings and needs none running when it begins, so no other file's kept child may be there.
const documentsIsolated = new Set([`${DOCUMENTS}/mrz-kept-child.test.ts`]);
const documentsShared = fs
  .readdirSync(DOCUMENTS, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `${DOCUMENTS}/${name}`)
  .filter((file) => !documentsIsolated.has(file));

const integration = {
  setupFiles,
  // Builds the command-line and browser-host bundles that some files run as real processes.
  globalSetup: ['test/integration/global-setup.ts'],
  environment: 'node',
  // A limit only ever costs time when a test hangs; files that start real processes take
  // close to half a minute when two run at once on a busy machine.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // One worker per core (vitest's default leaves one core idle): files spend much of their time
    // waiting on child processes, sockets and disk, and each has its own data folder and ports.
    maxWorkers: os.availableParallelism(),
    // `npm run test:coverage`: what the unit and integration tests run of the product's code, by
    // V8's own counters (no instrumented copy to build). The e2e tests run built bundles in other
    // processes, which V8 coverage of the workers does not see.
    coverage: {
      provider: 'v8',
      include: ['main/**/*.ts', 'shared/**/*.ts', 'renderer/src/lib/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
    projects: [
      // Property tests run thousands of cases: on two busy cores they need more than the 5 s default.
      {
        resolve: { alias: viteAliases },
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          setupFiles,
          isolate: unitIsolate,
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      // The renderer's rune modules (*.svelte.ts), compiled by Svelte for the browser as the app
      // compiles them, run in Node against a real window.api (no DOM needed: they hold state).
      {
        plugins: [svelte({ configFile: 'svelte.config.js' })],
        resolve: { conditions: ['browser'], alias: viteAliases },
        test: {
          name: 'unit-svelte',
          include: ['test/unit-svelte/**/*.test.ts'],
          setupFiles,
          // Sessions against the real main parse documents in the limited child, which runs from the build.
          globalSetup: ['test/integration/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      // The Svelte components, compiled as the app compiles them, mounted alone in Debian's
      // Chromium (vitest's browser mode through playwright-core's launcher, never a downloaded
      // browser): real layout, focus, <dialog> and accessible names, at a fraction of an app's cost.
      {
        plugins: [svelte({ configFile: 'svelte.config.js' })],
        resolve: { alias: viteAliases },
        // Bundled before the first file runs: one found later reloads the page under a running test.
        optimizeDeps: { include: ['zod', 'ibantools', 'libphonenumber-js/core', 'libphonenumber-js/metadata.max.json'] },
        test: {
          name: 'component',
          include: ['test/component/**/*.test.ts', 'test/component/**/*.test.svelte.ts'],
          setupFiles: ['test/component/support/setup.ts'],
          // expect.element waits for what a component draws; a second is too short on a busy machine.
          expect: { poll: { timeout: 10_000 } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            screenshotFailures: false,
          },
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: viteAliases },
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: [...documentsShared, ...configDefaults.exclude],
          ...integration,
        },
      },
      {
        resolve: { alias: viteAliases },
        test: { name: 'integration-documents', include: documentsShared, isolate: false, ...integration },
      },
      {
        resolve: { alias: viteAliases },
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          setupFiles,
          // Builds the browser host and the renderer it serves.
          globalSetup: ['test/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // One Chromium at a time: two cores, and every test starts its own app process.
          fileParallelism: false,
        },
      },
    ],
  },
});
