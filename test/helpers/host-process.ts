import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEachTest } from './after-each-test';
import { tempDir } from './temp-dir';
import { testBuild } from './test-build';

export const HOST_TOKEN = 'host-process-token-0123456789';

export interface HostProcess {
  port: number;
  /** The host's data folder (its database is `fieldboard.sqlite` in it). */
  dataDir: string;
  child: ChildProcess;
  /** Sends `raw` bytes on a fresh connection and resolves with everything answered until it closes. */
  raw(raw: string | Buffer): Promise<string>;
  invoke(channel: string, request: unknown): Promise<{ status: number; body: any }>;
  exited(): boolean;
  /** Everything the host has logged so far. */
  log(): string;
}

const running: ChildProcess[] = [];

afterEachTest(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }
});

/**
 * The tests' build of the browser host (made by the global setup) as its own process; `args` and
 * `env` are added to its command line and environment.
 */
export async function startHostProcess(options: { args?: string[]; env?: Record<string, string> } = {}): Promise<HostProcess> {
  const rendererDir = tempDir('fieldboard-renderer-');
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Fieldboard</title>');
  const dataDir = path.join(tempDir('fieldboard-host-'), 'data');
  const args = [testBuild('node', 'browser-host.js'), '--port', '0', '--data', dataDir, '--renderer', rendererDir, ...(options.args ?? [])];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, FIELDBOARD_HOST_TOKEN: HOST_TOKEN, FIELDBOARD_LOG_STDERR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /Open http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the host exited (${code}) before listening:\n${stderr}`)));
  });
  return {
    port,
    dataDir,
    child,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    log: () => stderr,
    raw: (raw) =>
      new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let answer = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(answer));
        socket.end(raw);
      }),
    invoke: async (channel, request) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/invoke/${channel}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Fieldboard-Token': HOST_TOKEN },
        body: JSON.stringify(request),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}
