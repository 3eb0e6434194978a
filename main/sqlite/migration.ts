import type Database from 'better-sqlite3';

/**
 * One schema step. `up` runs inside the runner's transaction, so it must be synchronous and must
 * not open its own. After a release a migration file never changes: fixes are a new migration.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  up(db: Database.Database): void;
}
