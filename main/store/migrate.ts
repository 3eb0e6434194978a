import type Database from 'better-sqlite3';
import { assertNotTooNew as assertNotTooNewFor, migrate as migrateTo } from '../sqlite/migrate';
import { MIGRATIONS, type Migration } from './migrations';

export { readUserVersion } from '../sqlite/migrate';

/** The schema version this build writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Throws before anything is written when the store's file comes from a newer release. */
export function assertNotTooNew(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): void {
  assertNotTooNewFor(db, migrations);
}

/** Brings the store's schema up to its last migration (see the runner); returns the versions applied. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  return migrateTo(db, migrations);
}
