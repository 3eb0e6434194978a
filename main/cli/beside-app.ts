import type { Core } from '../core/core';
import { createKeyFileSecretStore } from '../crypto/key-file-secret-store';
import { openStoreBeside } from '../store';

/** Commands support staff run while the agent works: they read, and `receipt` adds one row of its own. */
export const BESIDE_APP_COMMANDS: readonly string[] = ['list', 'show', 'audit', 'receipt'];

/** What a command run beside the app gets: the store, and nothing that starts work (sends, maintenance). */
export type BesideApp = Pick<Core, 'store'> & { close(): Promise<void> };

/**
 * Opens the data folder a running app holds, without its folder lock (decision CL1): read only,
 * except for `receipt`, whose record of the copy is one SQLite transaction that waits for the
 * app's writes like any other.
 */
export function openBesideApp(dataDir: string, command: string): BesideApp {
  const store = openStoreBeside({ dataDir, secretStore: createKeyFileSecretStore(dataDir), readOnly: command !== 'receipt' });
  return {
    store,
    close: async () => store.close(),
  };
}
