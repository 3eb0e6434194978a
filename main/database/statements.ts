import type Database from 'better-sqlite3';

type Statements = Map<string, Database.Statement>;

const byDatabase = new WeakMap<Database.Database, Statements>();

/**
 * The prepared statement for `sql` on `db`, compiled once per connection. Preparing costs tens of
 * microseconds per call, a tenth of an autosave. Keyed by the SQL text, so a statement built
 * from fixed fragments (writeStatus) is cached per variant. A schema change made later through
 * the same connection is fine: SQLite re-prepares a statement whose schema changed when it is
 * next run. Only for statements run with run/get/all: an `iterate()` left open would make the
 * shared statement busy for the next caller.
 */
export function cachedStatement(db: Database.Database, sql: string): Database.Statement {
  let statements = byDatabase.get(db);
  if (statements === undefined) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(sql);
  if (statement === undefined) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
