import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Core, openCore } from '$main/core/core';
import { coreFor } from '$main/core/requests';
import { serviceInForce } from '$main/core/views/service-in-force';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { DEFAULT_TRAINING_KEY } from '$main/training-service/default-settings';
import { startEmbeddedTraining } from '$main/training-service/embedded';
import { apiKeyFingerprint } from '$main/database';
import { namedApplication } from '../../fixtures/applications';
import { closeAfterTest } from '../../helpers/closing';
import { tempDir } from '../../helpers/temp-dir';

/** A core in training mode as the app, the browser host and `--training` run it. */
async function trainingCore(dataDir = tempDir()): Promise<Core> {
  const core = await openCore({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    logger: createLogger({ file: path.join(dataDir, 'logs', 'fieldboard.log') }),
    training: true,
    startTraining: startEmbeddedTraining,
  });
  closeAfterTest(() => core.close());
  return core;
}

async function settingsStatus(baseUrl: string, apiKey: string): Promise<number> {
  const response = await fetch(`${baseUrl}/settings`, { headers: { Apikey: apiKey, 'api-version': '2.0' } });
  await response.arrayBuffer();
  return response.status;
}

describe('the embedded training service accepts only the key made for this run', () => {
  it('refuses the public training key, so another local user cannot create merchants in the agent’s training data', async () => {
    const core = await trainingCore();
    const { baseUrl, apiKey } = core.training!;
    expect(await settingsStatus(baseUrl, DEFAULT_TRAINING_KEY)).toBe(401);
    expect(apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await settingsStatus(baseUrl, 'training-north')).toBe(401);
    const posted = await fetch(`${baseUrl}/soletrader`, {
      method: 'POST',
      headers: { Apikey: DEFAULT_TRAINING_KEY, 'api-version': '2.0', 'Content-Type': 'application/json' },
      body: JSON.stringify(namedApplication('soletrader', 'Einhver annar')),
    });
    expect(posted.status).toBe(401);

    // The agent's own requests carry the run's key: settings sync and a submission go through.
    expect((await core.syncSettings()).ok).toBe(true);
    const requests = coreFor(core, 'agent');
    const imported = await requests.applications.import({ entityType: 'soletrader', wire: namedApplication('soletrader', 'Æfing ehf.') });
    expect(requests.applications.queue({ id: imported.record.id }).unconfirmed).toEqual([]);
    expect((await core.submitDue()).results).toEqual([expect.objectContaining({ status: 'submitted' })]);
  });

  it('makes a new key at every start; the settings synced under one are found after a restart, filed under one name', async () => {
    const dataDir = tempDir();
    const first = await trainingCore(dataDir);
    const firstKey = first.training!.apiKey;
    expect((await first.syncSettings()).ok).toBe(true);
    const synced = first.currentSnapshot()!.id;
    await first.close();

    const again = await trainingCore(dataDir);
    expect(again.training!.apiKey).not.toBe(firstKey);
    expect(await settingsStatus(again.training!.baseUrl, firstKey)).toBe(401);
    expect(again.currentSnapshot()?.id).toBe(synced);
    expect(serviceInForce(again).inForce).toMatchObject({
      apiKeyFrom: 'training',
      apiKeyFingerprint: apiKeyFingerprint(DEFAULT_TRAINING_KEY),
    });
    expect((await again.syncSettings()).ok).toBe(true);
    expect(again.currentSnapshot()?.id).toBe(synced);
  });
});
