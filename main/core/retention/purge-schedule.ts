import type { Core } from '../core';
import { purgeWithLog } from './purge-with-log';
import type { PurgeReport } from './retention';

export const PURGE_EVERY_MS = 24 * 60 * 60_000;

export interface PurgeSchedule {
  stop(): void;
}

/**
 * Retention purges while the app is open (decision L5): one just after start (on the next turn of
 * the event loop, so the window is not held up) and then once a day. A failing purge is logged
 * and tried again at the next turn; it never stops the app.
 */
export function startPurgeSchedule(core: Core, options: { everyMs?: number; onPurge?: (report: PurgeReport) => void } = {}): PurgeSchedule {
  const run = () => {
    try {
      const report = purgeWithLog(core, 'system');
      if (report.purged.length > 0 || report.skipped.length > 0 || (report.log?.dropped ?? 0) > 0) {
        core.logger.info('retention purge', {
          purged: report.purged.length,
          documents: report.purged.reduce((sum, p) => sum + p.documentsRemoved, 0),
          bytes: report.purged.reduce((sum, p) => sum + p.bytesRemoved, 0),
          skipped: report.skipped.length,
          logLinesDropped: report.log?.dropped ?? 0,
          logLinesRewritten: report.log?.rewritten ?? 0,
        });
      }
      options.onPurge?.(report);
    } catch (error) {
      core.logger.error('retention purge failed', { error });
    }
  };
  const first = setTimeout(run, 0);
  const daily = setInterval(run, options.everyMs ?? PURGE_EVERY_MS);
  daily.unref?.();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}
