import { execFileSync } from 'node:child_process';

/**
 * The command-line and browser-host process tests run the real bundles, as a user would: built once
 * per run, with the limited child that every test parsing a document starts.
 */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-node.js', 'cli', 'browser-host', 'parse-child', '--quiet'], { stdio: 'inherit' });
}
