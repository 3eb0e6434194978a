import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { type Runtime, startRuntime } from '$main/runtime/runtime';
import { closeAfterTest } from '../../helpers/closing';
import { startService } from '../../helpers/training-service';
import { startHostProcess } from '../../helpers/host-process';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

/** A server that records every request and Apikey header it is sent, as a page's chosen host would. */
async function collector(): Promise<{ url: string; keys: string[]; requests: string[] }> {
  const keys: string[] = [];
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (typeof req.headers.apikey === 'string') keys.push(req.headers.apikey);
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeAfterTest(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/isoapi`, keys, requests };
}

async function runtime(
  confirm?: () => Promise<boolean>,
  options: { dataDir?: string; baseUrl?: string; apiKey?: string } = {},
): Promise<Runtime> {
  const dataDir = options.dataDir ?? tempDir();
  const started = await startRuntime({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    logger: createLogger(),
    training: false,
    pollMs: 60_000,
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    ...(confirm ? { confirmServiceChange: confirm } : {}),
  });
  // Closed once, by the test when it reopens the folder or after it.
  const close = started.close.bind(started);
  let closed: Promise<void> | undefined;
  started.close = () => (closed ??= close());
  closeAfterTest(() => started.close());
  return started;
}

/** A data folder whose stored service address is `baseUrl`, as a page (or an agent) left it. */
async function folderStoring(baseUrl: string): Promise<string> {
  const dataDir = tempDir();
  const app = await runtime(undefined, { dataDir });
  expect((await app.dispatch('settings:update', { baseUrl })).ok).toBe(true);
  await app.close();
  return dataDir;
}

const ENV_KEY = 'env-key-not-for-strangers-0123';

describe('the API key is bound to the service origin it was entered for', () => {
  it('a new address from the page forgets the key: nothing is ever sent to the new host', async () => {
    const real = await startService();
    const attacker = await collector();
    const app = await runtime();
    await app.dispatch('settings:update', { baseUrl: real.baseUrl });
    await app.dispatch('settings:setApiKey', { apiKey: 'training' });
    expect(((await app.dispatch('settings:sync', {})) as { ok: boolean; value: { ok: boolean } }).value.ok).toBe(true);

    await app.dispatch('settings:update', { baseUrl: attacker.url });
    const sync = await app.dispatch('settings:sync', {});
    expect(sync.ok).toBe(false);
    expect(app.core.connection()).toBeUndefined();
    expect(attacker.keys).toEqual([]);
    // Back to the real address: the key is gone and must be entered again, for that address.
    await app.dispatch('settings:update', { baseUrl: real.baseUrl });
    expect(app.core.connection()).toBeUndefined();
  });

  it('the same origin keeps the key; main’s dialog saying no leaves address and key as they were', async () => {
    const real = await startService();
    const attacker = await collector();
    const app = await runtime(async () => false);
    await app.dispatch('settings:update', { baseUrl: real.baseUrl });
    await app.dispatch('settings:setApiKey', { apiKey: 'training' });
    await app.dispatch('settings:update', { baseUrl: `${real.baseUrl}/` });
    expect(app.core.connection()).toBeDefined();
    const refused = await app.dispatch('settings:update', { baseUrl: attacker.url });
    expect(refused.ok).toBe(false);
    expect(((await app.dispatch('settings:sync', {})) as { value: { ok: boolean } }).value.ok).toBe(true);
    expect(attacker.keys).toEqual([]);
  });
});

describe('a key given at start is bound to the address given with it', () => {
  it('FIELDBOARD_API_KEY at start, an address from the page, a sync: the key never reaches that address', async () => {
    const attacker = await collector();
    const host = await startHostProcess({ env: { FIELDBOARD_API_KEY: ENV_KEY } });
    expect((await host.invoke('settings:update', { baseUrl: attacker.url })).body.ok).toBe(true);
    const sync = await host.invoke('settings:sync', {});
    expect(sync.body.ok).toBe(false);
    expect(sync.body.error.code).toBe('no_service_configured');
    expect(attacker.keys).toEqual([]);
    expect(attacker.requests).toEqual([]);
    // Settings say why the key is idle.
    expect((await host.invoke('settings:get', {})).body.value.inForce).toMatchObject({ apiKeyFrom: 'none', startupKey: { boundTo: null } });
  });

  it('given with its address, the key goes there only; a page’s address never carries it along', async () => {
    const real = await startService();
    const attacker = await collector();
    const host = await startHostProcess({ env: { FIELDBOARD_API_KEY: 'training', FIELDBOARD_BASE_URL: real.baseUrl } });
    expect((await host.invoke('settings:sync', {})).body.value.ok).toBe(true);
    await host.invoke('settings:update', { baseUrl: attacker.url });
    expect((await host.invoke('settings:sync', {})).body.value.ok).toBe(true);
    expect(attacker.requests).toEqual([]);
    expect((await host.invoke('settings:get', {})).body.value.inForce).toMatchObject({
      apiKeyFrom: 'startup',
      startupKey: { boundTo: real.baseUrl },
    });
  });

  it('the command line without --base-url never sends the environment’s key to the stored address', async () => {
    const real = await startService();
    const attacker = await collector();
    const dataDir = await folderStoring(attacker.url);
    for (const command of [['sync-settings'], ['submit', '--all']]) {
      const run = await runCli(['--data', dataDir, ...command], { FIELDBOARD_API_KEY: ENV_KEY });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('FIELDBOARD_API_KEY is sent only to the address given with it');
    }
    expect(attacker.requests).toEqual([]);
    // With its address, from the same environment, the key works: the refusal above was the binding.
    const bound = await runCli(['--data', dataDir, 'sync-settings'], { FIELDBOARD_API_KEY: 'training', FIELDBOARD_BASE_URL: real.baseUrl });
    expect(bound.status).toBe(0);
    expect(real.stats().requests.settings).toBe(1);
  });

  it('a stored key goes to its own origin only, also when another address is given at start', async () => {
    const real = await startService();
    const attacker = await collector();
    const dataDir = tempDir();
    const first = await runtime(undefined, { dataDir });
    await first.dispatch('settings:update', { baseUrl: real.baseUrl });
    await first.dispatch('settings:setApiKey', { apiKey: 'training' });
    await first.close();

    const elsewhere = await runtime(undefined, { dataDir, baseUrl: attacker.url });
    expect(elsewhere.core.connection()).toBeUndefined();
    expect((await elsewhere.dispatch('settings:sync', {})).ok).toBe(false);
    expect(attacker.requests).toEqual([]);
    await elsewhere.close();

    const home = await runtime(undefined, { dataDir, baseUrl: real.baseUrl });
    expect(((await home.dispatch('settings:sync', {})) as { value: { ok: boolean } }).value.ok).toBe(true);
  });
});
