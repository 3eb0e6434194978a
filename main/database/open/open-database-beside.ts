import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { refuseLinkedDatabase } from '$main/crypto/private-files';
import type { SecretStore } from '$main/crypto/secret-store';
import { unlockDataKey } from './keyring';
import { assertStoreNotTooNew, readUserVersion, SCHEMA_VERSION } from '../migrate';
import { DATABASE_FILE_NAME, type Database, keysOf, databaseOver } from './open-database';
import { applyConnectionPragmas, BUSY_TIMEOUT_MS } from './pragmas';

export interface OpenBesideOptions {
  dataDir: string;
  secretStore: SecretStore;
  /** Read only (list, show, audit); false for a caller that adds one row of its own (a receipt copy). */
  readOnly: boolean;
  now?: () => Date;
}

/**
 * Opens the database of a data folder another process (the running app) holds, to read beside it.
 * It writes nothing of its own: no migration, no key creation, no sealing or indexing, which are
 * the opener's work. SQLite's write-ahead log lets it read while the app writes; a row it adds
 * waits for SQLite's write lock like any other writer. A folder at another schema version is
 * refused: the app that holds it has not brought it up to this build's schema.
 */
export function openDatabaseBeside(options: OpenBesideOptions): Database {
  const { dataDir, secretStore } = options;
  const dbPath = join(dataDir, DATABASE_FILE_NAME);
  refuseLinkedDatabase(dbPath);
  const db = new SQLite(dbPath, { fileMustExist: true, readonly: options.readOnly, timeout: BUSY_TIMEOUT_MS });
  const { cipher, stateMac } = keysOf(db, () => {
    assertStoreNotTooNew(db);
    const version = readUserVersion(db);
    if (version !== SCHEMA_VERSION) {
      throw new Error(`the data folder ${dataDir} is at schema ${version}, not ${SCHEMA_VERSION}: close the app and run the command again`);
    }
    if (db.pragma('journal_mode', { simple: true }) !== 'wal') throw new Error(`the data folder ${dataDir} is not in write-ahead-log mode`);
    applyConnectionPragmas(db);
    const dataKey = unlockDataKey(db, secretStore, dataDir);
    if (dataKey === undefined) throw new Error(`the data folder ${dataDir} has no data key yet`);
    return dataKey;
  });
  return databaseOver(db, cipher, stateMac, { dataDir, dbPath, secretStore, now: options.now ?? (() => new Date()) });
}
