import { execFileSync } from 'node:child_process';

/** The command-line and browser-host process tests run the real bundles, as a user would: built once per run. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-node.js', 'cli', 'browser-host', '--quiet'], { stdio: 'inherit' });
}
