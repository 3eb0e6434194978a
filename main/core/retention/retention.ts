import type { Actor, Database } from '$main/database';
import { bulkDelete, getConfig, listPurgeable, purgeApplication, setConfig, DatabaseError, type EraseReport } from '$main/database';
import type { LogScrub } from '$main/log/scrub-log';
import type { ReceiptData } from '$main/receipts/receipt-data';
import { loadReceiptData } from '../receipts/load-receipt-data';
import { APP_CONFIG } from '../settings/config-keys';
import { receiptContext } from '../receipts/prepare-receipt';

/** Days after submission an application's documents and personal details are kept (decision L4). */
export const DEFAULT_RETENTION_DAYS = 30;
/** Ten years: longer is not a retention period, and a typo of 30000 should be refused, not obeyed. */
export const MAX_RETENTION_DAYS = 3650;
const DAY_MS = 86_400_000;

export function getRetentionDays(database: Database): number {
  const stored = getConfig<number>(database, APP_CONFIG.retentionDays);
  return isRetentionDays(stored) ? stored : DEFAULT_RETENTION_DAYS;
}

export function isRetentionDays(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_RETENTION_DAYS;
}

export function setRetentionDays(database: Database, days: number): void {
  if (!isRetentionDays(days))
    throw new DatabaseError('invalid_input', `retention must be a whole number of days from 0 to ${MAX_RETENTION_DAYS}`);
  setConfig(database, APP_CONFIG.retentionDays, days);
}

/** Applications submitted on or before this are due under `retentionDays`. */
function purgeCutoff(database: Database, retentionDays: number): string {
  return new Date(database.now().getTime() - retentionDays * DAY_MS).toISOString();
}

/** The applications a purge under `retentionDays` would take now. */
export function dueForPurge(database: Database, retentionDays: number): string[] {
  return listPurgeable(database, purgeCutoff(database, retentionDays)).map((application) => application.id);
}

/** What a purged application keeps: the receipt's own data (masked already), without the names printed at print time. */
export type RetainedReceiptData = Omit<ReceiptData, 'operatorName' | 'agentName' | 'retainedSince'>;

export interface PurgeReport {
  retentionDays: number;
  /** Applications submitted on or before this were due. */
  cutoff: string;
  purged: { id: string; businessName: string; submittedAt: string; documentsRemoved: number; bytesRemoved: number }[];
  /** Due but left alone: the receipt data could not be read (reason, no personal data). */
  skipped: { id: string; reason: string }[];
  erase: EraseReport | null;
  /** Time spent removing rows, and then erasing the freed pages and the WAL (for the bench and the log). */
  timings: { deleteMs: number; eraseMs: number };
  /** What the same purge did to the data folder's log (`purgeWithLog`). */
  log?: LogScrub;
}

/** Applications are purged in batches: one transaction per batch keeps fsyncs few and the write lock short. */
const BATCH = 50;

/**
 * Purges every submitted application older than the retention period: documents and sealed
 * personal details go; what the receipt and support need stays (retention-repo.ts). Then the
 * freed pages leave the file and the WAL (secure-delete.ts). Safe to run any time, and again.
 */
export function purgeExpired(database: Database, actor: Actor, options: { retentionDays?: number } = {}): PurgeReport {
  const retentionDays = options.retentionDays ?? getRetentionDays(database);
  const cutoff = purgeCutoff(database, retentionDays);
  const due = listPurgeable(database, cutoff);
  const report: PurgeReport = { retentionDays, cutoff, purged: [], skipped: [], erase: null, timings: { deleteMs: 0, eraseMs: 0 } };
  if (due.length === 0) return report;
  const started = performance.now();
  const { erase } = bulkDelete(database, () => {
    for (let start = 0; start < due.length; start += BATCH) {
      database.db
        .transaction(() => {
          for (const application of due.slice(start, start + BATCH)) purgeOne(database, application, actor, retentionDays, report);
        })
        .immediate();
    }
    report.timings.deleteMs = performance.now() - started;
  });
  report.timings.eraseMs = performance.now() - started - report.timings.deleteMs;
  report.erase = erase;
  return report;
}

function purgeOne(
  database: Database,
  { id, businessName, submittedAt }: { id: string; businessName: string; submittedAt: string },
  actor: Actor,
  retentionDays: number,
  report: PurgeReport,
): void {
  let retained: RetainedReceiptData;
  try {
    const {
      operatorName: _operator,
      agentName: _agent,
      retainedSince: _since,
      ...receipt
    } = loadReceiptData(database, id, receiptContext(database));
    retained = receipt;
  } catch (error) {
    // Without its receipt data the application would lose what the merchant's paper refers to.
    report.skipped.push({ id, reason: error instanceof Error ? error.name : 'unreadable' });
    return;
  }
  const purged = purgeApplication(database, id, retained, { actor, retentionDays, now: database.now().toISOString() });
  if (purged) report.purged.push({ ...purged, businessName, submittedAt });
}
