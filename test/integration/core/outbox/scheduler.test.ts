import { describe, expect, it } from 'vitest';
import { startScheduler } from '$main/core/scheduler';
import { getApplication, latestSettingsSnapshot, apiKeyFingerprint } from '$main/database';
import { queuedIn } from '$test/helpers/application-in-state';
import { openTestCore } from '$test/helpers/core-fixture';
import { startService } from '$test/helpers/training-service';
import { eventually } from '$test/helpers/wait';

describe('scheduler', () => {
  it('syncs settings at start without being asked', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const scheduler = startScheduler(core, { pollMs: 50 });
    try {
      await eventually(() => latestSettingsSnapshot(core.database, apiKeyFingerprint('training')) !== undefined).toBe(true);
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
    const id = await queuedIn(core, { type: 'soletrader' });
    const port = first.port;
    await first.close();

    const scheduler = startScheduler(core, { pollMs: 50, offlineBackoff: { baseMs: 50, capMs: 200 } });
    try {
      await eventually(() => scheduler.online() === false).toBe(true);
      expect(getApplication(core.database, id)!.status).toBe('queued');
      const back = await startService({ port });
      await eventually(() => getApplication(core.database, id)!.status === 'submitted').toBe(true);
      expect(back.stats().merchantsTotal).toBe(1);
      expect(scheduler.online()).toBe(true);
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
      await eventually(() => scheduler.online() === true).toBe(true);
      const port = first.port;
      await first.close();
      const id = await queuedIn(core, { type: 'soletrader' });
      scheduler.nudge();
      await eventually(() => published.at(-1) === false).toBe(true);
      await startService({ port });
      await eventually(() => getApplication(core.database, id)!.status === 'submitted').toBe(true);
      await eventually(() => published.at(-1) === true).toBe(true);
    } finally {
      await scheduler.stop();
    }
  });
});
