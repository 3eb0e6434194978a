import { describe, expect, it } from 'vitest';
import { queueApplication } from '../../../main/core/applications';
import { importApplication } from '../../../main/core/import-application';
import { startScheduler } from '../../../main/core/scheduler';
import { getApplication, latestSettingsSnapshot, apiKeyFingerprint } from '../../../main/store';
import { startTrainingService } from '../../../main/training-service/training-service';
import { completeApplication } from '../../fixtures/applications';
import { openTestCore, startService } from '../../helpers/core-fixture';
import { tempDir } from '../../helpers/temp-dir';

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('scheduler', () => {
  it('syncs settings at start without being asked', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const scheduler = startScheduler(core, { pollMs: 50 });
    try {
      await until(() => latestSettingsSnapshot(core.store, apiKeyFingerprint('training')) !== undefined);
      expect(service.stats().requests.settings).toBeGreaterThanOrEqual(1);
      expect(scheduler.online()).toBe(true);
    } finally {
      await scheduler.stop();
    }
  });

  it('resumes sending by itself when the service comes back', async () => {
    const first = await startService();
    const core = await openTestCore(first.baseUrl);
    expect((await core.syncSettings()).ok).toBe(true);
    const { record } = await importApplication(core.store, 'soletrader', completeApplication('soletrader'), core.currentSnapshot(), 'cli');
    expect(queueApplication({ store: core.store, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: record.id }).problems).toEqual(
      [],
    );
    const port = first.port;
    await first.close();

    const scheduler = startScheduler(core, { pollMs: 50, offlineBackoff: { baseMs: 50, capMs: 200 } });
    try {
      await until(() => scheduler.online() === false);
      expect(getApplication(core.store, record.id)!.status).toBe('queued');
      const back = await startTrainingService({ port, dataDir: tempDir(), onError: () => {} });
      try {
        await until(() => getApplication(core.store, record.id)!.status === 'submitted');
        expect(back.stats().merchantsTotal).toBe(1);
        expect(scheduler.online()).toBe(true);
      } finally {
        await scheduler.stop();
        await back.close();
      }
    } finally {
      await scheduler.stop();
    }
  });

  it('tells its listeners it is online again in the run that sent, after an outage that began after a good sync', async () => {
    const first = await startService();
    const core = await openTestCore(first.baseUrl);
    // What the status bar is told after each run: "offline" must not outlive a successful send.
    const published: (boolean | undefined)[] = [];
    const scheduler = startScheduler(core, {
      pollMs: 50,
      offlineBackoff: { baseMs: 50, capMs: 200 },
      onRun: () => published.push(scheduler.online()),
    });
    try {
      await until(() => scheduler.online() === true);
      const port = first.port;
      await first.close();
      const { record } = await importApplication(
        core.store,
        'soletrader',
        completeApplication('soletrader'),
        core.currentSnapshot(),
        'cli',
      );
      queueApplication({ store: core.store, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: record.id });
      scheduler.nudge();
      await until(() => published.at(-1) === false);
      const back = await startTrainingService({ port, dataDir: tempDir(), onError: () => {} });
      try {
        await until(() => getApplication(core.store, record.id)!.status === 'submitted');
        await until(() => published.at(-1) === true);
      } finally {
        await scheduler.stop();
        await back.close();
      }
    } finally {
      await scheduler.stop();
    }
  });
});
