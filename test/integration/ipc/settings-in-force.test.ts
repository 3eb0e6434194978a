import { describe, expect, it } from 'vitest';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { type Runtime, startRuntime } from '$main/runtime/runtime';
import { apiKeyFingerprint } from '$main/database';
import { closeAfterTest } from '../../helpers/closing';
import { startService } from '../../helpers/training-service';
import { tempDir } from '../../helpers/temp-dir';
import { eventually } from '../../helpers/wait';

async function runtime(options: { training?: boolean; baseUrl?: string; apiKey?: string } = {}): Promise<Runtime> {
  const dataDir = tempDir();
  const started = await startRuntime({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    logger: createLogger(),
    pollMs: 60_000,
    ...options,
  });
  closeAfterTest(() => started.close());
  return started;
}

async function call(app: Runtime, channel: string, request: unknown): Promise<{ ok: boolean; value?: any; error?: any }> {
  return (await app.dispatch(channel, request)) as { ok: boolean; value?: any; error?: any };
}

describe('Settings shows the values in force and refuses settings that could submit nothing', () => {
  it('marks the address and key given at start-up as such, the stored ones beside them, never the key', async () => {
    const real = await startService();
    const app = await runtime({ training: false, baseUrl: real.baseUrl, apiKey: 'training' });
    await call(app, 'settings:update', { baseUrl: 'https://stored.example/isoapi' });
    const view = (await call(app, 'settings:get', {})).value;
    expect(view.baseUrl).toBe('https://stored.example/isoapi');
    expect(view.inForce).toEqual({
      baseUrl: real.baseUrl,
      baseUrlFrom: 'startup',
      apiKeyFingerprint: apiKeyFingerprint('training'),
      apiKeyFrom: 'startup',
      startupKey: { boundTo: real.baseUrl },
    });
    expect(view.missing).toBeNull();
    expect(JSON.stringify(view)).not.toContain('"training"');
  });

  it('says training is in force in training mode, and what is missing with it off', async () => {
    const trainingApp = await runtime({ training: true });
    const inTraining = (await call(trainingApp, 'settings:get', {})).value;
    expect(inTraining.inForce).toMatchObject({ baseUrlFrom: 'training', apiKeyFrom: 'training' });
    expect(inTraining.missing).toBeNull();

    const off = await runtime({ training: false });
    const view = (await call(off, 'settings:get', {})).value;
    expect(view.inForce).toEqual({ baseUrl: null, baseUrlFrom: 'none', apiKeyFingerprint: null, apiKeyFrom: 'none', startupKey: null });
    expect(view.missing).toBe('address_and_key');
  });

  it('refuses turning training mode off without an address or a key, saying which; stores nothing then', async () => {
    const real = await startService();
    const app = await runtime({ training: true });
    const neither = await call(app, 'settings:update', { baseUrl: null, trainingMode: false });
    expect(neither.error).toMatchObject({ code: 'cannot_submit', params: { missing: 'address_and_key' } });
    const noKey = await call(app, 'settings:update', { baseUrl: real.baseUrl, trainingMode: false });
    expect(noKey.error).toMatchObject({ code: 'cannot_submit', params: { missing: 'key' } });
    // Nothing of a refused update is kept: still training, no address stored.
    expect((await call(app, 'settings:get', {})).value).toMatchObject({ trainingMode: true, baseUrl: null });

    await call(app, 'settings:update', { baseUrl: real.baseUrl });
    await call(app, 'settings:setApiKey', { apiKey: 'training' });
    // A key entered for one address does not go to another: off with a new address is refused.
    const elsewhere = await call(app, 'settings:update', { baseUrl: 'https://elsewhere.example/isoapi', trainingMode: false });
    expect(elsewhere.error).toMatchObject({ code: 'cannot_submit', params: { missing: 'key' } });
    const live = await call(app, 'settings:update', { baseUrl: real.baseUrl, trainingMode: false });
    expect(live.ok).toBe(true);
    expect(live.value).toMatchObject({
      trainingMode: false,
      missing: null,
      inForce: { baseUrl: real.baseUrl, baseUrlFrom: 'stored', apiKeyFrom: 'stored' },
    });
  });

  it('is online only once the service answered with this key: a refused key is not online', async () => {
    const real = await startService();
    const app = await runtime({ training: false, baseUrl: real.baseUrl, apiKey: 'not-a-key' });
    await eventually(() => app.scheduler.online()).toBe(false);
    expect(app.core.currentSnapshot()).toBeUndefined();
    expect((await call(app, 'status:get', {})).value.online).toBe(false);

    const good = await runtime({ training: false, baseUrl: real.baseUrl, apiKey: 'training' });
    await eventually(() => good.scheduler.online()).toBe(true);
    expect((await call(good, 'status:get', {})).value.online).toBe(true);
  });
});
