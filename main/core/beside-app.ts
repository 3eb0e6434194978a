import type { SecretStore } from '../crypto/secret-store';
import { openStoreBeside } from '../store';
import { type StoreRequests, storeRequestsFor } from './store-requests';

/** The requests that need the store alone, on a data folder a running app holds, and how to let it go. */
export interface BesideApp {
  requests: StoreRequests;
  close(): Promise<void>;
}

/** Opens a data folder without its folder lock (decision CL1): read only unless `readOnly` is false. */
export function openBesideApp(options: { dataDir: string; secretStore: SecretStore; readOnly: boolean }): BesideApp {
  const store = openStoreBeside(options);
  return { requests: storeRequestsFor(store), close: async () => store.close() };
}
