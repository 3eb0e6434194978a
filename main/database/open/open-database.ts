import { chmodSync, closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { createFieldCipher } from '$main/crypto/field-cipher';
import { ensureOwnFolder } from '$main/crypto/own-folder';
import { CREATE_NEW, entryAt, isSharedMode, refuseLinkedDatabase } from '$main/crypto/private-files';
import type { SecretStore } from '$main/crypto/secret-store';
import { createStateMac } from '$main/crypto/state-mac';
import { sealPendingStates } from '../applications/application-state-seal';
import { createDataKey, unlockDataKey } from './keyring';
import { assertStoreNotTooNew, migrateStore, readUserVersion } from '../migrate';
import { applyPragmas, BUSY_TIMEOUT_MS } from './pragmas';
import { indexStale } from '../search/search-index';
import type { Database } from '../database';

export type { Database } from '../database';

export const DATABASE_FILE_NAME = 'fieldboard.sqlite';

export interface OpenDatabaseOptions {
  dataDir: string;
  secretStore: SecretStore;
  /** The clock every timestamp comes from; tests pass a fixed one. */
  now?: () => Date;
  /**
   * better-sqlite3's compiled addon to load instead of the one in node_modules: the Electron app
   * passes one built for Electron's ABI, so node_modules keeps the Node build the tests use.
   */
  nativeBinding?: string;
}

/**
 * Opens (creating on first use) the encrypted database in `dataDir`. Order matters: refuse a newer
 * schema and a wrong key while only reading, then migrate, then create the data key if new.
 * Throws DatabaseTooNewError or DatabaseLockedError with the folder untouched.
 */
export function openDatabase(options: OpenDatabaseOptions): Database {
  const { dataDir, secretStore } = options;
  const now = options.now ?? (() => new Date());
  ensureOwnFolder(dataDir);
  const dbPath = join(dataDir, DATABASE_FILE_NAME);
  refuseLinkedDatabase(dbPath);
  createPrivateFile(dbPath);

  const db = new SQLite(dbPath, {
    fileMustExist: true,
    timeout: BUSY_TIMEOUT_MS,
    // better-sqlite3 loads its bundled addon when this is null or undefined.
    nativeBinding: options.nativeBinding,
  });
  const { cipher, stateMac } = keysOf(db, (held) => {
    assertStoreNotTooNew(db);
    if (readUserVersion(db) >= 1) held.key = unlockDataKey(db, secretStore, dataDir);
    applyPragmas(db);
    migrateStore(db);
    held.key ??= createDataKey(db, secretStore, now().toISOString(), dataDir) ?? unlockDataKey(db, secretStore, dataDir);
    if (held.key === undefined) throw new Error(`the key record of ${dataDir} vanished while opening`);
    tightenDatabaseFiles(dbPath);
    return held.key;
  });
  try {
    sealPendingStates(db, stateMac);
  } catch (error) {
    db.close();
    cipher.destroy();
    stateMac.destroy();
    throw error;
  }
  const database = databaseOver(db, cipher, stateMac, { dataDir, dbPath, secretStore, now });
  try {
    // Applications written before the search index existed (or by an older version of it).
    indexStale(database);
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
}

/**
 * The cipher and state MAC of a connection just opened, from the data key `unlock` answers; the key
 * is wiped once they are derived. `unlock` puts the key in `held` as soon as it has one, so that
 * whatever it throws afterwards, the key is wiped and the connection closed.
 */
export function keysOf(db: Database['db'], unlock: (held: { key?: Buffer }) => Buffer): Pick<Database, 'cipher' | 'stateMac'> {
  const held: { key?: Buffer } = {};
  let dataKey: Buffer;
  try {
    dataKey = unlock(held);
  } catch (error) {
    held.key?.fill(0);
    db.close();
    throw error;
  }
  const cipher = createFieldCipher(dataKey);
  const stateMac = createStateMac(dataKey);
  dataKey.fill(0);
  return { cipher, stateMac };
}

/** The database over an open connection and its keys; closing it closes the connection and wipes the keys. */
export function databaseOver(
  db: Database['db'],
  cipher: Database['cipher'],
  stateMac: Database['stateMac'],
  where: Pick<Database, 'dataDir' | 'dbPath' | 'secretStore' | 'now'>,
): Database {
  return {
    db,
    cipher,
    stateMac,
    ...where,
    close() {
      if (db.open) db.close();
      cipher.destroy();
      stateMac.destroy();
    },
  };
}

/** SQLite would create the file 0644; we create it 0600 first. It gives its -wal and -shm the same mode. */
function createPrivateFile(path: string): void {
  if (entryAt(path) !== undefined) return;
  try {
    closeSync(openSync(path, CREATE_NEW, 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** A folder copied or restored by other tools may have looser modes; the database is ours to tighten. */
function tightenDatabaseFiles(dbPath: string): void {
  for (const path of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) {
    const entry = entryAt(path);
    if (entry?.isFile() && isSharedMode(entry.mode)) chmodSync(path, 0o600);
  }
}
