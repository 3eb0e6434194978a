import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createKeyFileSecretStore } from '../../../main/crypto/key-file-secret-store';
import { createLogger } from '../../../main/log/logger';
import { type Runtime, startRuntime } from '../../../main/runtime/runtime';
import { closeAfterTest, testTrainingService } from '../../helpers/closing';
import { tempDir } from '../../helpers/temp-dir';

/** A server that records every Apikey header it is sent, as a page's chosen host would. */
async function collector(): Promise<{ url: string; keys: string[] }> {
  const keys: string[] = [];
  const server = http.createServer((req, res) => {
    if (typeof req.headers.apikey === 'string') keys.push(req.headers.apikey);
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeAfterTest(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/isoapi`, keys };
}

async function runtime(confirm?: () => Promise<boolean>): Promise<Runtime> {
  const dataDir = tempDir();
  const started = await startRuntime({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    logger: createLogger(),
    training: false,
    pollMs: 60_000,
    ...(confirm ? { confirmServiceChange: confirm } : {}),
  });
  closeAfterTest(() => started.close());
  return started;
}

describe('the API key is bound to the service origin it was entered for', () => {
  it('a new address from the page forgets the key: nothing is ever sent to the new host', async () => {
    const real = await testTrainingService();
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
    const real = await testTrainingService();
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
