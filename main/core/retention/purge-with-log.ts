import type { Actor } from '$main/database';
import { logFileOf } from '$main/log/logger';
import { scrubLog } from '$main/log/scrub-log';
import type { Core } from '../core';
import { type PurgeReport, purgeExpired } from './retention';

/**
 * Every purge, however it is started, also brings the data folder's log to the retention period
 * and to today's redaction (decision L10): lines written before the redaction knew a form, or
 * before file names were left out, would otherwise outlive the data they were about.
 */
export function purgeWithLog(core: Pick<Core, 'database' | 'logger'>, actor: Actor): PurgeReport {
  const report = purgeExpired(core.database, actor);
  report.log = scrubLog(logFileOf(core.database.dataDir), { before: new Date(report.cutoff), redactor: core.logger.redactor });
  return report;
}
