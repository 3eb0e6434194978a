import { execFileSync } from 'node:child_process';

/**
 * The end-to-end tests run the real browser host serving the real renderer, built once per run
 * into the tests' own folder. `npm test` builds before vitest starts and says so.
 */
export default function setup(): void {
  if (process.env.FIELDBOARD_TEST_BUILT === '1') return;
  execFileSync(process.execPath, ['scripts/test/build.js', 'node', 'renderer'], { stdio: 'inherit' });
}
