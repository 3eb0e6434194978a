import type Database from 'better-sqlite3';
import { DatabaseTooNewError } from './database-too-new-error';
import type { Migration } from './migration';

// The schema runner every SQLite file of the app shares: the database's and the training service's own.

function checkMigrationList(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migration list is broken: position ${index + 1} holds version ${migration.version} (${migration.name}); ` +
          `versions must run 1, 2, 3… with no gap or repeat.`,
      );
    }
  });
}

export function readUserVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Throws before anything is written when the file comes from a newer release. */
export function assertNotTooNew(db: Database.Database, migrations: readonly Migration[]): void {
  const current = readUserVersion(db);
  if (current > migrations.length) throw new DatabaseTooNewError(db.name, current, migrations.length);
}

/**
 * Brings the schema up to the last migration. Each step and its `user_version` commit together,
 * so a crash leaves the database at a version whose schema it really has. Steps take the write
 * lock first (IMMEDIATE) and re-read the version inside it, so two processes starting at once
 * do not both run the same step.
 *
 * Returns the versions applied.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[]): number[] {
  checkMigrationList(migrations);
  assertNotTooNew(db, migrations);
  const applied: number[] = [];
  for (const migration of migrations) {
    const step = db.transaction(() => {
      const current = readUserVersion(db);
      if (current > migrations.length) throw new DatabaseTooNewError(db.name, current, migrations.length);
      if (current >= migration.version) return;
      const returned: unknown = migration.up(db);
      // An async `up` would run after this transaction committed, with user_version already set.
      if (returned instanceof Promise) throw new Error(`Migration ${migration.version} (${migration.name}) must be synchronous`);
      // PRAGMA takes no bound parameters; the version is an integer we checked above.
      db.pragma(`user_version = ${Math.trunc(migration.version)}`);
      applied.push(migration.version);
    });
    step.immediate();
  }
  return applied;
}
