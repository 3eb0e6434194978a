// `npm test`: the checks (lint, types, the security gate) and the tests' build run side by side,
// as many at once as there are cores, each reported with its time and every failure listed at
// the end; then the unit, component and integration tests, then the end-to-end tests, on that one build.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { CHECKS } from './checks.js';

const env = { ...process.env, FIELDBOARD_TEST_BUILT: '1' };

function run(command, { quiet }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${seconds.padStart(6)} s  ${command}`);
      if (code !== 0 && output) console.log(output);
      resolve({ command, ok: code === 0 });
    });
  });
}

async function parallel(commands, limit) {
  const queue = [...commands];
  const results = [];
  const worker = async () => {
    while (queue.length > 0) results.push(await run(queue.shift(), { quiet: true }));
  };
  await Promise.all(Array.from({ length: Math.min(limit, commands.length) }, worker));
  return results;
}

const started = Date.now();
const failed = (await parallel(CHECKS, os.availableParallelism())).filter((result) => !result.ok);
// Tests run only on a build that succeeded; the checks' failures are reported with theirs.
if (!failed.some((result) => result.command.includes('scripts/test/build.js'))) {
  for (const command of [
    'vitest run --project unit --project unit-svelte --project component --project integration --project integration-documents',
    'vitest run --project e2e',
  ]) {
    const result = await run(command, { quiet: false });
    if (!result.ok) failed.push(result);
  }
}
console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failed.length > 0) {
  console.log(`failed:\n${failed.map((result) => `  ${result.command}`).join('\n')}`);
  process.exit(1);
}
