import type Database from 'better-sqlite3';

/** What each connection makes once and keeps, by key: its prepared statements, its transaction wrappers. */
type Kept<K, V> = WeakMap<Database.Database, Map<K, V>>;

function keptFor<K, V>(kept: Kept<K, V>, db: Database.Database, key: K, make: () => V): V {
  let values = kept.get(db);
  if (values === undefined) {
    values = new Map();
    kept.set(db, values);
  }
  let value = values.get(key);
  if (value === undefined) {
    value = make();
    values.set(key, value);
  }
  return value;
}

const statements: Kept<string, Database.Statement> = new WeakMap();

/**
 * The prepared statement for `sql` on `db`, compiled once per connection. Preparing costs tens of
 * microseconds per call, a tenth of an autosave. Keyed by the SQL text, so a statement built
 * from fixed fragments (writeStatus) is cached per variant. A schema change made later through
 * the same connection is fine: SQLite re-prepares a statement whose schema changed when it is
 * next run. Only for statements run with run/get/all: an `iterate()` left open would make the
 * shared statement busy for the next caller.
 */
export function cachedStatement(db: Database.Database, sql: string): Database.Statement {
  return keptFor(statements, db, sql, () => db.prepare(sql));
}

const transactions: Kept<(...args: never[]) => unknown, Database.Transaction> = new WeakMap();

/**
 * `db.transaction(fn)`, wrapped once per connection and function: better-sqlite3 builds four
 * wrappers with their properties on every call, a few microseconds an autosave need not pay.
 * Only for a module-level `fn` (a closure made per call would fill the map).
 */
export function cachedTransaction<F extends (...args: never[]) => unknown>(db: Database.Database, fn: F): Database.Transaction<F> {
  return keptFor(transactions, db, fn, () => db.transaction(fn)) as Database.Transaction<F>;
}

/** A keyed table of one value per key with its time of change: `config` and `secrets`. */
export interface KeyedTable {
  readonly table: 'config' | 'secrets';
  readonly key: 'key' | 'name';
  readonly value: 'value_json' | 'wrapped_value';
}

/**
 * Writes `value` under `key`, or deletes the row when `value` is null: one statement pair for every
 * key-value table, so none of them drifts on how an absent value is stored (it is no row).
 */
export function upsertOrDelete(
  db: Database.Database,
  table: KeyedTable,
  key: string,
  value: string | Buffer | null,
  updatedAt: string,
): void {
  if (value === null) {
    cachedStatement(db, `DELETE FROM ${table.table} WHERE ${table.key} = ?`).run(key);
    return;
  }
  cachedStatement(
    db,
    `INSERT INTO ${table.table} (${table.key}, ${table.value}, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (${table.key}) DO UPDATE SET ${table.value} = excluded.${table.value}, updated_at = excluded.updated_at`,
  ).run(key, value, updatedAt);
}

const rowBuilders = new WeakMap<Database.Statement, (values: unknown[]) => unknown>();

/**
 * `statement.get(...params)`, its row built by one object literal of the statement's columns.
 * better-sqlite3 makes each row a dictionary-mode object, property by property, which for the
 * autosave's read of 31 columns cost a third of that SELECT; a literal gives a plain object at
 * once. The literal is compiled once per statement from the column names SQLite reports (names
 * from our own SQL, each quoted as a JSON string), so it cannot drift from the SELECT.
 */
export function getRow<Row>(statement: Database.Statement, ...params: unknown[]): Row | undefined {
  let build = rowBuilders.get(statement);
  if (build === undefined) {
    const fields = statement.columns().map((column, index) => `${JSON.stringify(column.name)}: values[${index}]`);
    build = new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => unknown;
    rowBuilders.set(statement, build);
  }
  const values = statement.raw(true).get(...params) as unknown[] | undefined;
  // Left as found: a cached statement is shared by every caller of its SQL.
  statement.raw(false);
  return values === undefined ? undefined : (build(values) as Row);
}
