import type SQLite from 'better-sqlite3';
import type { Database } from '../database';

/**
 * The one way personal data leaves the database file (decision L3). secure_delete=ON (pragmas.ts)
 * zeroes a deleted row's bytes inside its page; what is left after a deletion is
 * - the freed pages (a 2 MB ID scan is ~500 overflow pages), which incremental auto_vacuum cuts
 *   off the end of the file, moving live pages down into the gaps, and
 * - the WAL, which still holds the pages as they were before the deletion until a checkpoint
 *   copies the new versions into the file and TRUNCATE empties it.
 * Call `eraseDeleted` after every transaction that deleted sealed data (a draft, a document, a
 * purge), outside the transaction. Pages other connections are still reading keep the WAL alive;
 * then `checkpointed` is false and the next erase finishes the job.
 */

export interface EraseReport {
  /** Free pages the file had after the deletion. */
  freePages: number;
  /** How they left the file: moved over in place, a full rebuild (large purges), or none to remove. */
  method: 'none' | 'incremental' | 'vacuum';
  /** Whether the WAL was emptied (false when another connection was reading). */
  checkpointed: boolean;
  /** Set when the rebuild failed (a full disk) and the in-place way was used instead. */
  vacuumError?: string;
}

/**
 * Above this many free pages (64 MB at SQLite's 4 kB pages) a full VACUUM is faster than
 * incremental_vacuum: the rebuild costs the live data, while incremental_vacuum takes each free
 * page off the free list one at a time (decision L3).
 */
export const VACUUM_ABOVE_FREE_PAGES = 16_384;

export function eraseDeleted(database: Pick<Database, 'db'>, options: { rebuild?: boolean } = {}): EraseReport {
  return eraseFreePages(database.db, options);
}

export function eraseFreePages(db: SQLite.Database, options: { rebuild?: boolean } = {}): EraseReport {
  if (db.inTransaction) throw new Error('eraseDeleted runs after the deleting transaction has committed, not inside it');
  const freePages = db.pragma('freelist_count', { simple: true }) as number;
  let method: EraseReport['method'] = 'none';
  let vacuumError: string | undefined;
  if (freePages > 0 || options.rebuild) {
    method = options.rebuild || freePages > VACUUM_ABOVE_FREE_PAGES ? 'vacuum' : 'incremental';
    if (method === 'vacuum') {
      try {
        db.exec('VACUUM');
      } catch (error) {
        // VACUUM needs room for a copy of the live data; incremental_vacuum works in place.
        vacuumError = (error as Error).message;
        method = 'incremental';
      }
    }
    if (method === 'incremental') db.pragma('incremental_vacuum');
  }
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number; checkpointed: number }[];
  return { freePages, method, checkpointed: result !== undefined && result.busy === 0, vacuumError };
}

/**
 * Runs a deletion of many documents at once (a retention purge) with secure_delete=FAST: zeroing
 * gigabytes of freed pages only to cut them off the file moments later costs seconds of writes; the
 * rebuild that follows removes them just as surely. Rows still are zeroed within the pages that
 * stay. A crash between the two leaves free pages that the next start erases (maintenance.ts).
 */
export function bulkDelete<T>(database: Pick<Database, 'db'>, body: () => T): { value: T; erase: EraseReport } {
  const { db } = database;
  db.pragma('secure_delete = FAST');
  let value: T;
  try {
    value = body();
  } finally {
    db.pragma('secure_delete = ON');
  }
  return { value, erase: eraseFreePages(db) };
}
