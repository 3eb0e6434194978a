import type Database from 'better-sqlite3';
import { cachedStatement } from './statements';

/**
 * Where a connection stands in the writes made to its database: the rows it has inserted,
 * updated or deleted itself so far (`total_changes()`, which never goes back, a rollback
 * included) and a number SQLite moves whenever another connection commits (`PRAGMA
 * data_version`, per connection). Two marks read on one connection are equal only if nothing
 * wrote a row of the database in between, through this connection or any other.
 *
 * Read it inside a write transaction: both are then a fraction of a microsecond (outside one,
 * data_version takes the WAL's read lock, about 3 µs), and no other connection can commit until
 * the transaction ends, so a mark read at its end still holds after it commits.
 */
export interface WriteMark {
  changes: number;
  version: number;
}

export function writeMark(db: Database.Database): WriteMark {
  return {
    changes: cachedStatement(db, 'SELECT total_changes()').pluck().get() as number,
    version: cachedStatement(db, 'PRAGMA data_version').pluck().get() as number,
  };
}

export function sameMark(a: WriteMark, b: WriteMark): boolean {
  return a.changes === b.changes && a.version === b.version;
}
