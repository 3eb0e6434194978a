import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';

const CLI = path.resolve(import.meta.dirname, '../../../dist/node/cli.js');

/**
 * Runs the command line with stdout on a pipe whose reader is already gone, as after
 * `fieldboard … | head` has read its lines: every write meets EPIPE, with no race to win.
 */
async function runIntoClosedPipe(args: string[]): Promise<{ status: number | null; stderr: string }> {
  const fifo = path.join(tempDir('fieldboard-pipe-'), 'out');
  execFileSync('mkfifo', [fifo]);
  const reader = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  const writer = fs.openSync(fifo, fs.constants.O_WRONLY);
  fs.closeSync(reader);
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', writer, 'pipe'] });
  fs.closeSync(writer);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { status, stderr };
}

describe('a closed stdout', () => {
  it('ends the command quietly with the closed pipe’s exit code, the data folder released', async () => {
    const data = tempDir();
    for (const args of [['--data', data, 'list'], ['--data', data, 'audit', '--json'], ['--help']]) {
      const run = await runIntoClosedPipe(args);
      expect(run.stderr, args.join(' ')).toBe('');
      expect(run.status, args.join(' ')).toBe(141);
    }
    expect(fs.existsSync(path.join(data, 'fieldboard.lock'))).toBe(false);
  });
});
