import { type BesideApp, openBesideApp as openBeside } from '../core';
import { createKeyFileSecretStore } from '../crypto/key-file-secret-store';

export type { BesideApp } from '../core';

/** Commands support staff run while the agent works: they read, and `receipt` adds one row of its own. */
export const BESIDE_APP_COMMANDS: readonly string[] = ['list', 'show', 'audit', 'receipt'];

/**
 * Opens the data folder a running app holds, without its folder lock (decision CL1): read only,
 * except for `receipt`, whose record of the copy is one SQLite transaction that waits for the
 * app's writes like any other. The command gets the store's requests and nothing that starts
 * work (sends, maintenance).
 */
export function openBesideApp(dataDir: string, command: string): BesideApp {
  return openBeside({ dataDir, secretStore: createKeyFileSecretStore(dataDir), readOnly: command !== 'receipt' });
}
