import { execFileSync } from 'node:child_process';

/**
 * The command-line and browser-host process tests run the real bundles, as a user would, with the
 * limited child that every test parsing a document starts: built once per run into the tests' own
 * folder. `npm test` builds before vitest starts and says so.
 */
export default function setup(): void {
  if (process.env.FIELDBOARD_TEST_BUILT === '1') return;
  execFileSync(process.execPath, ['scripts/test/build.js', 'node'], { stdio: 'inherit' });
}
