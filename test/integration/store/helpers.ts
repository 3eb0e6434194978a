import { join } from 'node:path';
import { afterEachTest } from '../../helpers/after-each-test';
import { tempDir } from '../../helpers/temp-dir';
import { createKeyFileSecretStore } from '../../../main/crypto/key-file-secret-store';
import type { SecretStore } from '../../../main/crypto/secret-store';
import { openStore, type Store } from '../../../main/store';

/** Run last-in first-out, before the temp folders go (registered after them): a store closes before its folder is removed. */
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

export interface TestStore {
  store: Store;
  dataDir: string;
  secretStore: SecretStore;
}

/** Opens a store in a fresh data folder (or `dataDir`) with its own key file; closed after the test. */
export function openTestStore(options: { dataDir?: string; now?: () => Date; secretStore?: SecretStore } = {}): TestStore {
  const dataDir = options.dataDir ?? join(tempDir('fieldboard-store-'), 'data');
  const secretStore = options.secretStore ?? createKeyFileSecretStore(dataDir);
  const store = openStore({ dataDir, secretStore, now: options.now ?? steppingClock() });
  cleanups.push(() => store.close());
  return { store, dataDir, secretStore };
}
