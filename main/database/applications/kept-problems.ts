import type { Database } from '../database';
import { purpose } from '../purposes';

/**
 * The problems a save last sealed on each connection: the application, their JSON, and the
 * sealed bytes written. Nearly every autosave has the problems the one before it had.
 */
const lastSealed = new WeakMap<Database, { id: string; json: string; sealed: Buffer }>();

/**
 * The sealed problems a save must write, or undefined when the row already holds them: the stored
 * bytes are exactly the ones this connection sealed for this application and these same problems
 * (a seal of them, under their purpose, opens to nothing else). Any other stored bytes (another
 * connection's write, or an edit behind the database's back, such as an older seal put back) are
 * sealed over again, as every save did before.
 */
export function problemsToWrite(database: Database, id: string, json: string, stored: Buffer | null): Buffer | undefined {
  const last = lastSealed.get(database);
  if (last !== undefined && last.id === id && last.json === json && stored !== null && last.sealed.equals(stored)) return undefined;
  const sealed = database.cipher.seal(json, purpose.applicationProblems(id));
  lastSealed.set(database, { id, json, sealed });
  return sealed;
}
