import { execFileSync } from 'node:child_process';

/** The command-line tests run the real bundle, as a user would: build it once per run. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-node.js', 'cli', '--quiet'], { stdio: 'inherit' });
}
