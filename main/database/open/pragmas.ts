import type Database from 'better-sqlite3';

export const BUSY_TIMEOUT_MS = 5000;

/**
 * Per-connection settings; none of them but auto_vacuum is stored in the file, so every open
 * applies them.
 * - auto_vacuum=INCREMENTAL: takes effect only on a file with no tables yet (a new data folder);
 *   an older file is converted once by a VACUUM after the migrations (maintenance.ts).
 * - WAL: the dashboard can read while the outbox writes.
 * - synchronous=FULL: under WAL, better-sqlite3's NORMAL may lose the last commits on power loss,
 *   and a lost "sending" or "submitted" row is how a merchant gets boarded twice.
 * - secure_delete=ON: deleted rows are overwritten with zeros in their pages and freed pages are
 *   zeroed, so a deleted ID scan's sealed bytes do not linger in the file (secure-delete.ts
 *   removes freed pages from the file and empties the WAL after a deletion).
 * - foreign_keys: SQLite leaves them off unless asked, per connection.
 * - busy_timeout: the app and the command line never have a folder open at once (the folder lock,
 *   core/data-folder-lock.ts), but one process holds several connections (the database, a backup, the
 *   training service's own file in tests) and SQLite's checkpointer can hold a lock briefly: wait
 *   for it rather than fail.
 */
export function applyPragmas(db: Database.Database): void {
  db.pragma('auto_vacuum = INCREMENTAL');
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') {
    throw new Error(
      `SQLite could not use write-ahead logging for ${db.name} (got "${String(mode)}"); ` +
        'the data folder may be on a network share. Choose a local folder.',
    );
  }
  applyConnectionPragmas(db);
}

/**
 * The settings above that belong to the connection alone: what a command opening a folder the app
 * holds sets (open-database-beside.ts), since the file's own (auto_vacuum, WAL) are the opener's.
 */
export function applyConnectionPragmas(db: Database.Database): void {
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}
