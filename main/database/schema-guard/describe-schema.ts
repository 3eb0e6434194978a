import Database from 'better-sqlite3';
import type { Migration } from '../migrations/types';

export interface ColumnShape {
  name: string;
  type: string;
  notNull: boolean;
  primaryKey: number;
  defaultValue: string | null;
}

/** What a release promises about the database: every table with its columns, and every other schema object's SQL. */
export interface SchemaShape {
  tables: Record<string, { strict: boolean; columns: ColumnShape[] }>;
  /** Indexes, triggers and views by `type:name`, their SQL with whitespace folded. */
  objects: Record<string, string>;
}

/** The schema of a fresh in-memory database after `migrations`, in a stable order. */
export function schemaAfter(migrations: readonly Migration[]): SchemaShape {
  const db = new Database(':memory:');
  try {
    db.pragma('foreign_keys = ON');
    for (const migration of migrations) {
      db.transaction(() => migration.up(db))();
      db.pragma(`user_version = ${Math.trunc(migration.version)}`);
    }
    return describeSchema(db);
  } finally {
    db.close();
  }
}

export function describeSchema(db: Database.Database): SchemaShape {
  const rows = db.prepare("SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as {
    type: string;
    name: string;
    sql: string | null;
  }[];
  const strict = new Map(
    (db.prepare("SELECT name, strict FROM pragma_table_list WHERE schema = 'main'").all() as { name: string; strict: number }[]).map(
      (row) => [row.name, row.strict === 1],
    ),
  );
  const shape: SchemaShape = { tables: {}, objects: {} };
  for (const row of rows) {
    if (row.type === 'table') {
      const columns = db.prepare('SELECT name, type, "notnull", pk, dflt_value FROM pragma_table_info(?) ORDER BY cid').all(row.name) as {
        name: string;
        type: string;
        notnull: number;
        pk: number;
        dflt_value: string | null;
      }[];
      shape.tables[row.name] = {
        strict: strict.get(row.name) ?? false,
        columns: columns.map((c) => ({
          name: c.name,
          type: c.type,
          notNull: c.notnull === 1,
          primaryKey: c.pk,
          defaultValue: c.dflt_value,
        })),
      };
    } else if (row.sql !== null) {
      shape.objects[`${row.type}:${row.name}`] = row.sql.replace(/\s+/g, ' ').trim();
    }
  }
  return shape;
}
