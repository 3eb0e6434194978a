import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Migration } from '../migrations/types';
import { type SchemaShape, schemaAfter } from './describe-schema';
import { RELEASED_THROUGH, REVIEWED_REMOVALS, type ReviewedRemoval } from './reviewed-exceptions';

/**
 * The additive-only schema guard. For each migration a snapshot is checked in
 * (`main/store/migrations/snapshots/NNN-name.json`): the SHA-256 of its source file and the
 * schema after it. A released migration whose file changed, a schema that differs from its
 * snapshot, and a table or column that disappears without a reviewed exception all fail.
 */
export const MIGRATIONS_DIR = path.join('main', 'store', 'migrations');
export const SNAPSHOTS_DIR = path.join(MIGRATIONS_DIR, 'snapshots');
export const SNAPSHOT_COMMAND = 'npm run schema:snapshot --';

export interface Snapshot {
  version: number;
  name: string;
  sourceSha256: string;
  schema: SchemaShape;
}

export const fileStem = (m: Pick<Migration, 'version' | 'name'>) => `${String(m.version).padStart(3, '0')}-${m.name}`;

/** Line endings folded, so a Windows checkout hashes as a Linux one. */
export function sourceHash(root: string, migration: Pick<Migration, 'version' | 'name'>): string {
  const text = fs.readFileSync(path.join(root, MIGRATIONS_DIR, `${fileStem(migration)}.ts`), 'utf8').replace(/\r\n/g, '\n');
  return createHash('sha256').update(text).digest('hex');
}

export function makeSnapshot(root: string, migrations: readonly Migration[], version: number): Snapshot {
  const migration = migrations[version - 1]!;
  return {
    version,
    name: migration.name,
    sourceSha256: sourceHash(root, migration),
    schema: schemaAfter(migrations.slice(0, version)),
  };
}

export function readSnapshots(root: string): Snapshot[] {
  const dir = path.join(root, SNAPSHOTS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Snapshot);
}

/** What the guard compares: the migrations as they are now (name, source hash, schema after). */
export interface MigrationNow {
  version: number;
  name: string;
  sourceSha256: string;
  schema: SchemaShape;
}

const regenerate = (version: number) => `${SNAPSHOT_COMMAND} ${version}`;

function editedMessage(now: MigrationNow, what: string, released: number): string {
  const label = `Migration ${fileStem(now)}`;
  if (now.version <= released)
    return (
      `${label} is released and ${what}. Released migrations never change: revert the edit ` +
      `(git checkout main -- ${MIGRATIONS_DIR}/${fileStem(now)}.ts) and put the change in a new migration.`
    );
  return (
    `${label} ${what}. If it is a NEW migration of yours, not yet on main, regenerate its snapshot: ${regenerate(now.version)} ` +
    `(and commit main/store/migrations/snapshots/). If it was already on main, do not edit it: revert it and add a new migration.`
  );
}

/** Every way the migrations break the guard, as sentences that say what to do. Empty when all is well. */
export function guardFailures(
  current: readonly MigrationNow[],
  snapshots: readonly Snapshot[],
  options: { released?: number; removals?: readonly ReviewedRemoval[] } = {},
): string[] {
  const released = options.released ?? RELEASED_THROUGH;
  const removals = options.removals ?? REVIEWED_REMOVALS;
  const failures: string[] = [];
  const byVersion = new Map(snapshots.map((s) => [s.version, s]));
  for (const now of current) {
    const snapshot = byVersion.get(now.version);
    if (snapshot === undefined || snapshot.name !== now.name) {
      failures.push(
        `Migration ${fileStem(now)} has no schema snapshot${snapshot ? ` (the snapshot of version ${now.version} is of "${snapshot.name}")` : ''}. ` +
          `For a NEW migration, write it with: ${regenerate(now.version)} (and commit main/store/migrations/snapshots/).`,
      );
      continue;
    }
    if (snapshot.sourceSha256 !== now.sourceSha256) failures.push(editedMessage(now, 'was edited after its snapshot was taken', released));
    else if (JSON.stringify(snapshot.schema) !== JSON.stringify(now.schema))
      failures.push(editedMessage(now, 'now makes a schema different from its snapshot', released));
  }
  for (const snapshot of snapshots)
    if (!current.some((m) => m.version === snapshot.version))
      failures.push(
        `The snapshot ${fileStem(snapshot)}.json has no migration: delete it (a renumbered migration gets its own with ${SNAPSHOT_COMMAND} <new version>).`,
      );
  for (let i = 1; i < current.length; i++) failures.push(...removalFailures(current[i - 1]!, current[i]!, removals));
  return failures;
}

/** Tables and columns of `before` missing after `after`, unless a reviewed exception allows them. */
function removalFailures(before: MigrationNow, after: MigrationNow, removals: readonly ReviewedRemoval[]): string[] {
  const allowed = removals.filter((r) => r.version === after.version);
  const failures: string[] = [];
  for (const [table, shape] of Object.entries(before.schema.tables)) {
    const next = after.schema.tables[table];
    if (next === undefined) {
      if (!allowed.some((r) => r.tables.includes(table)))
        failures.push(
          `Migration ${fileStem(after)} drops or renames the table ${table}. Migrations are additive: keep it, or add a reviewed exception in main/store/schema-guard/reviewed-exceptions.ts.`,
        );
      continue;
    }
    for (const column of shape.columns) {
      if (next.columns.some((c) => c.name === column.name)) continue;
      if (!allowed.some((r) => r.columns.includes(`${table}.${column.name}`)))
        failures.push(
          `Migration ${fileStem(after)} drops or renames the column ${table}.${column.name}. Migrations are additive: keep it, or add a reviewed exception in main/store/schema-guard/reviewed-exceptions.ts.`,
        );
    }
  }
  return failures;
}

/** The guard's inputs from the working tree. */
export function migrationsNow(root: string, migrations: readonly Migration[]): MigrationNow[] {
  return migrations.map((m, index) => ({
    version: m.version,
    name: m.name,
    sourceSha256: sourceHash(root, m),
    schema: schemaAfter(migrations.slice(0, index + 1)),
  }));
}
