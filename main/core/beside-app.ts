import type { SecretStore } from '$main/crypto/secret-store';
import { openDatabaseBeside } from '$main/database';
import { type DatabaseRequests, databaseRequestsFor } from './database-requests';

/** The requests that need the database alone, on a data folder a running app holds, and how to let it go. */
export interface BesideApp {
  requests: DatabaseRequests;
  close(): Promise<void>;
}

/** Opens a data folder without its folder lock (decision CL1): read only unless `readOnly` is false. */
export function openBesideApp(options: { dataDir: string; secretStore: SecretStore; readOnly: boolean }): BesideApp {
  const database = openDatabaseBeside(options);
  return { requests: databaseRequestsFor(database), close: async () => database.close() };
}
