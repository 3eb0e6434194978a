import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { KEY_BYTES, open, seal } from '$main/crypto/aead';
import type { SecretStore } from '$main/crypto/secret-store';
import { DatabaseLockedError } from '../errors';
import { purpose } from '../purposes';

const KEY_CHECK = Buffer.from('fieldboard data key v1', 'utf8');

interface KeyringRow {
  secret_store_kind: string;
  wrapped_data_key: Buffer;
  key_check: Buffer;
}

function readKeyringRow(db: Database.Database): KeyringRow | undefined {
  return db.prepare('SELECT secret_store_kind, wrapped_data_key, key_check FROM keyring WHERE id = 1').get() as KeyringRow | undefined;
}

/**
 * The folder's data key, unwrapped by `secretStore`; undefined when the folder has none yet.
 * Only reads: a wrong key must leave the folder exactly as it was.
 */
export function unlockDataKey(db: Database.Database, secretStore: SecretStore, dataDir: string): Buffer | undefined {
  const row = readKeyringRow(db);
  if (row === undefined) return undefined;
  const other =
    row.secret_store_kind === secretStore.kind ? '' : ` (it was locked by "${row.secret_store_kind}", not "${secretStore.kind}")`;
  let key: Buffer;
  try {
    key = secretStore.unprotect(row.wrapped_data_key);
  } catch (cause) {
    throw new DatabaseLockedError(dataDir, { cause, detail: other });
  }
  // A secret store that does not authenticate (some safeStorage back ends) hands back garbage
  // instead of throwing; the sealed check value catches that before any data is misread.
  try {
    if (key.length !== KEY_BYTES || !open(key, row.key_check, purpose.keyCheck()).equals(KEY_CHECK)) {
      throw new Error('key check value does not match');
    }
  } catch (cause) {
    key.fill(0);
    throw new DatabaseLockedError(dataDir, { cause, detail: other });
  }
  return key;
}

/**
 * Creates the data key on first open; undefined when another process created one first (unlock
 * that one instead). Refuses when sealed data exists without a key record: that data cannot be
 * read any more, and a fresh key would only hide the loss.
 */
export function createDataKey(db: Database.Database, secretStore: SecretStore, nowIso: string, dataDir: string): Buffer | undefined {
  const key = randomBytes(KEY_BYTES);
  const created = db
    .transaction(() => {
      if (readKeyringRow(db) !== undefined) return false;
      const sealedRows = db
        .prepare(
          `SELECT (SELECT count(*) FROM applications) + (SELECT count(*) FROM secrets) +
                (SELECT count(*) FROM submission_attempts) AS n`,
        )
        .get() as { n: number };
      if (sealedRows.n > 0) {
        throw new DatabaseLockedError(dataDir, {
          detail: ' (its key record is missing although it holds encrypted data)',
        });
      }
      db.prepare('INSERT INTO keyring (id, secret_store_kind, wrapped_data_key, key_check, created_at) VALUES (1, ?, ?, ?, ?)').run(
        secretStore.kind,
        secretStore.protect(key),
        seal(key, KEY_CHECK, purpose.keyCheck()),
        nowIso,
      );
      return true;
    })
    .immediate();
  if (created) return key;
  key.fill(0);
  return undefined;
}
