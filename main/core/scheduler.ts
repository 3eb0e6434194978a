import { listIdsByStatus } from '$main/database/applications/ids-by-status';
import { type BackoffPolicy, backoffDelayMs } from './outbox/backoff';
import type { Core } from './core';
import type { RunReport } from './outbox/outbox';
import type { SyncResult } from './settings/settings-sync';

export interface SchedulerOptions {
  /** Settings are synced at start and then this often (15 minutes by default). */
  syncEveryMs?: number;
  /** How often to look for due applications while online. */
  pollMs?: number;
  /** Waiting while the service cannot be reached grows by this policy. */
  offlineBackoff?: BackoffPolicy;
  random?: () => number;
  onSync?: (result: SyncResult) => void;
  onRun?: (report: RunReport) => void;
}

export interface Scheduler {
  /** Look now: connectivity came back, a key was entered, or the agent queued something. */
  nudge(): void;
  /** Another address, key or training mode: what was known about the service no longer holds; sync now. */
  reconfigured(): void;
  /**
   * Whether the service last answered with this key (a settings sync or a submission it took);
   * undefined before the first answer since the last change of address, key or training mode.
   */
  online(): boolean | undefined;
  stop(): Promise<void>;
}

/**
 * Keeps settings fresh and the outbox moving without anyone pressing a button: syncs at start and
 * every 15 minutes, sends due applications, and while the service is unreachable waits longer
 * and longer (capped, with jitter) until it answers again. Never two runs at once.
 */
export function startScheduler(core: Core, options: SchedulerOptions = {}): Scheduler {
  const syncEveryMs = options.syncEveryMs ?? 15 * 60_000;
  const pollMs = options.pollMs ?? 5_000;
  const backoff = options.offlineBackoff ?? { baseMs: 5_000, capMs: 5 * 60_000 };
  const random = options.random ?? Math.random;
  let lastSyncAt = -Infinity;
  let offlineRuns = 0;
  let online: boolean | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function tick(): Promise<void> {
    if (core.connection() === undefined) return;
    const now = Date.now();
    if (now - lastSyncAt >= syncEveryMs) {
      const result = await core.syncSettings();
      if (result.ok) lastSyncAt = now;
      // Online means the service answered with this key: a refused key or a broken answer is not.
      online = result.ok;
      // After `online` is updated: the callbacks publish the status bar from it.
      options.onSync?.(result);
    }
    if (listIdsByStatus(core.database, ['queued']).length > 0) {
      const report = await core.submitDue();
      if (report.stopped === 'offline') online = false;
      else if (report.results.length > 0) online = true;
      options.onRun?.(report);
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref?.();
  }

  function run() {
    if (running || stopped) return;
    running = tick()
      .catch((error) => core.logger.error('scheduler tick failed', { error }))
      .finally(() => {
        running = undefined;
        offlineRuns = online === false ? offlineRuns + 1 : 0;
        schedule(online === false ? backoffDelayMs(offlineRuns, backoff, random) : pollMs);
      });
  }

  schedule(0);
  return {
    nudge: () => {
      lastSyncAt = online === false ? -Infinity : lastSyncAt;
      schedule(0);
    },
    reconfigured: () => {
      online = undefined;
      offlineRuns = 0;
      lastSyncAt = -Infinity;
      schedule(0);
    },
    online: () => online,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
