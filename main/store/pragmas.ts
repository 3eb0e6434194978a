import type Database from 'better-sqlite3';

export const BUSY_TIMEOUT_MS = 5000;

/**
 * Per-connection settings; none of them is stored in the file, so every open applies them.
 * - WAL: the dashboard can read while the outbox writes.
 * - synchronous=FULL: under WAL, better-sqlite3's NORMAL may lose the last commits on power loss,
 *   and a lost "sending" or "submitted" row is how a merchant gets boarded twice.
 * - foreign_keys: SQLite leaves them off unless asked, per connection.
 * - busy_timeout: the CLI and the app may share the folder; wait for the lock rather than fail.
 */
export function applyPragmas(db: Database.Database): void {
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') {
    throw new Error(
      `SQLite could not use write-ahead logging for ${db.name} (got "${String(mode)}"); ` +
        'the data folder may be on a network share. Choose a local folder.',
    );
  }
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}
