import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startSharedBrowser } from './support/shared-browser';

/**
 * The end-to-end tests run the real browser host serving the real renderer, built once per run
 * into the tests' own folder (`npm test` builds before vitest starts and says so), and drive one
 * Chromium shared by every file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.FIELDBOARD_TEST_BUILT !== '1') {
    execFileSync(process.execPath, ['scripts/test/build.js', 'node', 'renderer'], { stdio: 'inherit' });
  }
  const server = await startSharedBrowser();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
