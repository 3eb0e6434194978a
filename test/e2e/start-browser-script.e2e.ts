import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp-dir';
import { TEST_BUILD_DIR } from '../helpers/test-build';
import { eventually } from './support/wait';

const ROOT = path.resolve(import.meta.dirname, '../..');
const started: ChildProcess[] = [];
/** Processes of a run under test: whatever survives a failed test is ended so it holds nothing. */
let spawnedTree: number[] = [];

/** Every process descended from `pid`, read from /proc (Linux): the tree as it is now. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces; the parent pid follows it.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while the table was read.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A zombie is already dead: only its entry waits for its parent.
    return !/^\S+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of spawnedTree.splice(0).filter(alive)) process.kill(pid, 'SIGKILL');
});

describe.runIf(process.platform === 'linux')('npm run start:browser', () => {
  it('prints the address, opens no browser with --no-open, and stops with no process left behind on SIGTERM', async () => {
    const dataDir = tempDir('fieldboard-start-');
    // The real script, as an agent runs it; DISPLAY is cleared too, so no browser could open anyway.
    const npm = spawn('npm', ['run', 'start:browser', '--', '--no-open', '--port', '0', '--data', dataDir], {
      cwd: ROOT,
      env: { ...process.env, DISPLAY: '', WAYLAND_DISPLAY: '', FIELDBOARD_BUILD_DIR: TEST_BUILD_DIR },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(npm);
    let output = '';
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await new Promise<void>((resolve, reject) => {
      npm.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (/Open http:\/\/127\.0\.0\.1:\d+\/#token=\S+\n/.test(output) && output.includes('Ctrl-C stops it.')) resolve();
      });
      npm.once('exit', (code) => reject(new Error(`npm exited with ${code} before the host started: ${output}`)));
    });
    expect(output).not.toContain('Opened in your default browser');

    const tree = descendants(npm.pid!);
    spawnedTree = tree;
    // The host itself is in the tree: exec put it where the shell was.
    expect(tree.some((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`${TEST_BUILD_DIR}/node/browser-host.js`))).toBe(
      true,
    );
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    npm.kill('SIGTERM');
    await exited;
    // The host closes its database and exits on the forwarded TERM.
    await eventually(() => tree.filter(alive), 'the host outlived its TERM').toEqual([]);
  });
});
