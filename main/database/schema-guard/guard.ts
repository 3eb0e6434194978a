import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Migration } from '../migrations/types';
import { type SchemaShape, schemaAfter } from './describe-schema';

/**
 * The additive-only schema guard. One checked-in file holds the schema after the last migration,
 * the SHA-256 of every migration's source, and the names retired on purpose. A migration edited
 * after it was recorded, a table or column that disappears without being retired, a retired name
 * used again, and a schema that differs from the file all fail, each saying what to do.
 */
export const MIGRATIONS_DIR = path.join('main', 'database', 'migrations');
export const SNAPSHOT_FILE = path.join('main', 'database', 'schema-guard', 'schema.json');
export const SNAPSHOT_COMMAND = 'npm run schema:snapshot';

/** Tables and columns (`table.column`) removed after review: they may be missing, and may never come back. */
export interface RetiredNames {
  tables: string[];
  columns: string[];
}

export interface SchemaSnapshot {
  /** Each migration's source SHA-256, by file stem (`001-initial`). */
  migrations: Record<string, string>;
  retired: RetiredNames;
  schema: SchemaShape;
}

/** What the migrations in the working tree make. */
export interface SchemaNow {
  migrations: Record<string, string>;
  schema: SchemaShape;
}

export const fileStem = (m: Pick<Migration, 'version' | 'name'>) => `${String(m.version).padStart(3, '0')}-${m.name}`;

/** Line endings folded, so a Windows checkout hashes as a Linux one. */
function sourceHash(root: string, migration: Pick<Migration, 'version' | 'name'>): string {
  const text = fs.readFileSync(path.join(root, MIGRATIONS_DIR, `${fileStem(migration)}.ts`), 'utf8').replace(/\r\n/g, '\n');
  return createHash('sha256').update(text).digest('hex');
}

export function schemaNow(root: string, migrations: readonly Migration[]): SchemaNow {
  return {
    migrations: Object.fromEntries(migrations.map((m) => [fileStem(m), sourceHash(root, m)])),
    schema: schemaAfter(migrations),
  };
}

export function readSnapshot(root: string): SchemaSnapshot {
  return JSON.parse(fs.readFileSync(path.join(root, SNAPSHOT_FILE), 'utf8')) as SchemaSnapshot;
}

export function serializeSnapshot(snapshot: SchemaSnapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

/** Tables and columns of `before` that `after` lacks (a rename counts as a removal of the old name). */
export function removedNames(before: SchemaShape, after: SchemaShape): RetiredNames {
  const removed: RetiredNames = { tables: [], columns: [] };
  for (const [table, shape] of Object.entries(before.tables)) {
    const next = after.tables[table];
    if (next === undefined) removed.tables.push(table);
    else
      for (const column of shape.columns)
        if (!next.columns.some((c) => c.name === column.name)) removed.columns.push(`${table}.${column.name}`);
  }
  return removed;
}

export function mergeRetired(existing: RetiredNames, added: RetiredNames): RetiredNames {
  return {
    tables: [...new Set([...existing.tables, ...added.tables])].sort(),
    columns: [...new Set([...existing.columns, ...added.columns])].sort(),
  };
}

/** Every way the migrations break the guard, as sentences that say what to do. Empty when all is well. */
export function guardFailures(now: SchemaNow, snapshot: SchemaSnapshot): string[] {
  const failures: string[] = [];
  for (const [stem, hash] of Object.entries(now.migrations)) {
    const recorded = snapshot.migrations[stem];
    if (recorded === undefined)
      failures.push(
        `Migration ${stem} is not in the schema snapshot. For a NEW migration, run: ${SNAPSHOT_COMMAND} (and commit ${SNAPSHOT_FILE}).`,
      );
    else if (recorded !== hash)
      failures.push(
        `Migration ${stem} was edited after it was recorded. If it is a NEW migration of yours, not yet on main, run: ${SNAPSHOT_COMMAND}. ` +
          `If it is on main, agents may have run it: revert it (git checkout main -- ${MIGRATIONS_DIR}/${stem}.ts) and put the change in a new migration.`,
      );
  }
  for (const stem of Object.keys(snapshot.migrations))
    if (now.migrations[stem] === undefined)
      failures.push(`The schema snapshot records ${stem}, which is no migration now (renumbered or removed): run ${SNAPSHOT_COMMAND}.`);
  const removed = removedNames(snapshot.schema, now.schema);
  for (const table of removed.tables.filter((t) => !snapshot.retired.tables.includes(t)))
    failures.push(
      `The migrations drop or rename the table ${table}. Migrations are additive: keep it, or after review retire it with: ${SNAPSHOT_COMMAND} -- --retire`,
    );
  for (const column of removed.columns.filter((c) => !snapshot.retired.columns.includes(c)))
    failures.push(
      `The migrations drop or rename the column ${column}. Migrations are additive: keep it, or after review retire it with: ${SNAPSHOT_COMMAND} -- --retire`,
    );
  for (const table of snapshot.retired.tables.filter((t) => now.schema.tables[t] !== undefined))
    failures.push(`The table ${table} is retired and its name is never used again: choose another.`);
  for (const column of snapshot.retired.columns) {
    const [table, name] = column.split('.');
    if (now.schema.tables[table!]?.columns.some((c) => c.name === name))
      failures.push(`The column ${column} is retired and its name is never used again: choose another.`);
  }
  if (failures.length === 0 && JSON.stringify(now.schema) !== JSON.stringify(snapshot.schema))
    failures.push(
      `The schema differs from its snapshot: run ${SNAPSHOT_COMMAND} and commit ${SNAPSHOT_FILE}, so the review shows the change.`,
    );
  return failures;
}
