import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication } from '../../fixtures/applications';
import { northSettings } from '$main/training-service';
import { TRAINING_HEADERS } from './helpers';
import { fileTempDir, tempDir } from '../../helpers/temp-dir';

/**
 * The command line runs as the bundle `npm run training-service` runs, built with the options of
 * scripts/build-node.js. It goes to a temporary folder whose node_modules links to the project's,
 * so better-sqlite3 (external, native) resolves as it does from dist/.
 */
let buildDir: string;
let bundle: string;

beforeAll(async () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  buildDir = fileTempDir('fieldboard-training-cli-');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(buildDir, 'node_modules'), 'dir');
  bundle = path.join(buildDir, 'training-service.js');
  await build({
    entryPoints: [path.join(root, 'main/training-service/cli.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['better-sqlite3', 'electron'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'silent',
  });
  fs.writeFileSync(path.join(buildDir, 'package.json'), '{"type":"module"}');
});

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exit: Promise<number | null>;
}

function run(args: string[]): Running & { started: Promise<void> } {
  const child = spawn(process.execPath, [bundle, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const running = { child, baseUrl: '', output: () => output, exit } as Running & { started: Promise<void> };
  running.started = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on (\S+)/.exec(output);
      if (match && /Data: .*\n/.test(output)) {
        running.baseUrl = match[1]!;
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exit.then((code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
  });
  return running;
}

describe('training-service command line', () => {
  it('prints its base URL and keys, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir('fieldboard-training-test-');
    const service = run(['--port', '0', '--data', dataDir]);
    await service.started;
    expect(service.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/isoapi$/);
    expect(service.output()).toContain('Accepted API keys: training, training-north');

    const settings = await fetch(`${service.baseUrl}/settings`, { headers: { Apikey: 'training-north' } });
    expect(await settings.json()).toEqual(northSettings());
    const created = await fetch(`${service.baseUrl}/soletrader`, {
      method: 'POST',
      headers: TRAINING_HEADERS,
      body: JSON.stringify(completeApplication('soletrader')),
    });
    expect(created.status).toBe(201);

    service.child.kill('SIGTERM');
    expect(await service.exit).toBe(0);
    expect(service.output()).toContain('SIGTERM: shutting down');
    expect(fs.existsSync(path.join(dataDir, 'training-service.sqlite'))).toBe(true);
  });

  it('stops cleanly on SIGINT with a connection still open', async () => {
    const service = run(['--port', '0', '--data', tempDir('fieldboard-training-test-')]);
    await service.started;
    // A keep-alive connection stays open after this; shutdown must not wait for it.
    expect((await fetch(`${service.baseUrl}/settings`, { headers: { Apikey: 'training' } })).status).toBe(200);
    service.child.kill('SIGINT');
    expect(await service.exit).toBe(0);
  });

  it('takes its keys from --keys and prints only their names', async () => {
    const folder = tempDir('fieldboard-training-test-');
    const keysFile = path.join(folder, 'keys.json');
    fs.writeFileSync(keysFile, JSON.stringify({ 'north-only': northSettings() }));
    const service = run(['--port', '0', '--data', folder, '--keys', keysFile]);
    await service.started;
    expect(service.output()).toContain('Accepted API keys: north-only\n');
    expect(service.output()).not.toContain('training-north');
    expect((await fetch(`${service.baseUrl}/settings`, { headers: { Apikey: 'north-only' } })).status).toBe(200);
    expect((await fetch(`${service.baseUrl}/settings`, { headers: { Apikey: 'training' } })).status).toBe(401);
    service.child.kill('SIGTERM');
    expect(await service.exit).toBe(0);
  });

  it.each([
    [['--port', 'eighty'], /--port must be a number/],
    [['--port', '70000'], /--port must be a number/],
    [['--colour', 'red'], /Unknown option/],
    [['--keys', '/nonexistent/keys.json'], /cannot read keys file/],
  ])('refuses %j with exit code 2 and the usage', async (args, message) => {
    const service = run(['--data', tempDir('fieldboard-training-test-'), ...args]);
    service.started.catch(() => undefined);
    expect(await service.exit).toBe(2);
    expect(service.output()).toMatch(message);
    expect(service.output()).toContain('Usage: training-service');
  });

  it('reports a port already in use and exits 1', async () => {
    const first = run(['--port', '0', '--data', tempDir('fieldboard-training-test-')]);
    await first.started;
    const port = new URL(first.baseUrl).port;
    const second = run(['--port', port, '--data', tempDir('fieldboard-training-test-')]);
    second.started.catch(() => undefined);
    expect(await second.exit).toBe(1);
    expect(second.output()).toMatch(/EADDRINUSE/);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
  });
});
