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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the map holds transactions of every signature
type AnyBody = (...args: any[]) => unknown;

const transactionsByDatabase = new WeakMap<Database.Database, Map<AnyBody, Database.Transaction<AnyBody>>>();

/**
 * `db.transaction(body)`, built once per connection: building one wraps five functions, a few
 * microseconds an autosave need not spend. `body` must be a function defined once (at module
 * level), taking what varies as arguments, since it is the cache key.
 */
export function cachedTransaction<F extends AnyBody>(db: Database.Database, body: F): Database.Transaction<F> {
  let transactions = transactionsByDatabase.get(db);
  if (transactions === undefined) {
    transactions = new Map();
    transactionsByDatabase.set(db, transactions);
  }
  let transaction = transactions.get(body);
  if (transaction === undefined) {
    transaction = db.transaction(body);
    transactions.set(body, transaction);
  }
  return transaction as Database.Transaction<F>;
}
