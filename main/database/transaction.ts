import type { Database } from './database';

/**
 * Runs `body` as one transaction; repository calls inside it become savepoints of it. For core
 * operations made of several repository steps (an import: the draft, its files, its validation)
 * that must land together or not at all. `body` must not await.
 */
export function inTransaction<T>(database: Database, body: () => T): T {
  return database.db.transaction(body).immediate();
}
