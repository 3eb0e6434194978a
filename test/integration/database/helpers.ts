import { join } from 'node:path';
import { afterEachTest } from '../../helpers/after-each-test';
import { tempDir } from '../../helpers/temp-dir';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import type { SecretStore } from '$main/crypto/secret-store';
import { openDatabase, type Database } from '$main/database';

/** Run last-in first-out, before the temp folders go (registered after them): a database closes before its folder is removed. */
const cleanups: (() => void)[] = [];

afterEachTest(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

/** A clock that moves one second per reading, so every write has its own timestamp. */
export function steppingClock(start = '2026-03-01T09:00:00.000Z'): () => Date {
  let t = Date.parse(start);
  return () => {
    const date = new Date(t);
    t += 1000;
    return date;
  };
}

export interface TestDatabase {
  database: Database;
  dataDir: string;
  secretStore: SecretStore;
}

/** Opens a database in a fresh data folder (or `dataDir`) with its own key file; closed after the test. */
export function openTestDatabase(options: { dataDir?: string; now?: () => Date; secretStore?: SecretStore } = {}): TestDatabase {
  const dataDir = options.dataDir ?? join(tempDir('fieldboard-database-'), 'data');
  const secretStore = options.secretStore ?? createKeyFileSecretStore(dataDir);
  const database = openDatabase({ dataDir, secretStore, now: options.now ?? steppingClock() });
  cleanups.push(() => database.close());
  return { database, dataDir, secretStore };
}
