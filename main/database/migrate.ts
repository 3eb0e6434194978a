import type Database from 'better-sqlite3';
import { assertNotTooNew, migrate } from '$main/sqlite/migrate';
import { MIGRATIONS } from './migrations';

export { readUserVersion } from '$main/sqlite/migrate';

/** The schema version this build writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Throws before anything is written when the database's file comes from a newer release. */
export function assertStoreNotTooNew(db: Database.Database): void {
  assertNotTooNew(db, MIGRATIONS);
}

/** Brings the database's schema up to its last migration (see the runner); returns the versions applied. */
export function migrateStore(db: Database.Database): number[] {
  return migrate(db, MIGRATIONS);
}
