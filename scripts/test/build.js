// Builds what the integration and end-to-end tests run (the command line, the browser host and
// the renderer) into dist/test, the two builds side by side. `npm test` builds once before its
// vitest runs; a vitest run on its own builds through the global setup.
import { spawn } from 'node:child_process';

export const TEST_BUILD_DIR = 'dist/test';

const BUILDS = {
  node: [process.execPath, ['scripts/build-node.js', 'cli', 'browser-host', 'e2e-host', '--quiet']],
  renderer: [process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn']],
};

/** Runs the named builds at once; rejects with the output of any that failed. */
export async function buildForTests(names = Object.keys(BUILDS)) {
  await Promise.all(
    names.map(
      (name) =>
        new Promise((resolve, reject) => {
          const [command, args] = BUILDS[name];
          const child = spawn(command, args, {
            env: { ...process.env, FIELDBOARD_BUILD_DIR: TEST_BUILD_DIR },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.once('error', reject);
          child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the ${name} build for the tests failed:\n${output}`))));
        }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`)
  await buildForTests(process.argv.slice(2).length > 0 ? process.argv.slice(2) : undefined);
