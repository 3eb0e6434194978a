import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { ensureOwnFolder } from '$main/crypto/own-folder';
import { CREATE_NEW, HAS_POSIX_MODES, entryAt, refuseLinkedDatabase } from '$main/crypto/private-files';
import { RegularFileError, copyRegularFile } from '$main/files/regular-file';
import { createPassphraseSecretStore } from '$main/crypto/passphrase-secret-store';
import type { SecretStore } from '$main/crypto/secret-store';
import { createFieldCipher } from '$main/crypto/field-cipher';
import { createStateMac } from '$main/crypto/state-mac';
import { UNSEALED_MARKER, findTamperedStates } from '../applications/application-state-seal';
import { MANIFEST_CONFIG_KEY, verifiedManifest, writeManifest } from './backup-manifest';
import { DatabaseError } from '../errors';
import { SCHEMA_VERSION, migrateStore, readUserVersion } from '../migrate';
import { DATABASE_FILE_NAME, type Database, openDatabase } from '../open/open-database';
import { type RestoredDocumentGate, gateRestoredDocuments } from './restore-documents';
import { type RestoreSummary, applyRestoreRule, assertSchemaAsMigrated, dropServiceConfig } from './restore-checks';

export type { RestoreSummary } from './restore-checks';

/** The first schema whose applications carry a state MAC; older backups cannot be checked for tampering. */
const FIRST_SEALED_VERSION = 4;
/** The first schema whose backups carry a manifest (backup-manifest.ts). */
const FIRST_MANIFEST_VERSION = 9;

const SALT_CONFIG_KEY = 'backup.salt';

/**
 * The data key of a backup with a manifest is wrapped under its own purpose, which the wrap
 * authenticates: a file stripped of its manifest and passed off as an older backup does not open
 * as one, so its manifest cannot be skipped.
 */
export const MANIFEST_KEY_PURPOSE = 'fieldboard:backup-with-manifest';

interface KeyringRow {
  secret_store_kind: string;
  wrapped_data_key: Buffer;
}

/**
 * Writes a consistent copy of the database (SQLite's online backup) whose data key is wrapped by
 * a passphrase instead of this machine's secret store, so it can be restored on another machine.
 * Personal data stays encrypted exactly as in the live database. The stored API key is left
 * out: it is wrapped by this machine's secret store and is re-entered after a restore.
 */
export async function exportBackup(database: Database, file: string, passphrase: string): Promise<void> {
  // Renaming into place replaces a link at the name rather than following it; anything there is refused first.
  if (entryAt(file) !== undefined) throw new DatabaseError('invalid_input', `${file} already exists`);
  // The copy and SQLite's journal beside it are written in a folder only we can enter (mkdtemp
  // makes it 0700), to a file created 0600, and renamed into place when complete.
  const folder = mkdtempSync(join(dirname(file), '.fieldboard-export-'));
  if (HAS_POSIX_MODES) chmodSync(folder, 0o700);
  const partial = join(folder, 'backup.sqlite');
  try {
    closeSync(openSync(partial, CREATE_NEW, 0o600));
    await database.db.backup(partial);
    const copy = new SQLite(partial);
    try {
      const row = copy.prepare('SELECT secret_store_kind, wrapped_data_key FROM keyring WHERE id = 1').get() as KeyringRow;
      const dataKey = database.secretStore.unprotect(row.wrapped_data_key);
      const salt = randomBytes(16);
      const sealed = createPassphraseSecretStore(passphrase, salt, MANIFEST_KEY_PURPOSE).protect(dataKey);
      dataKey.fill(0);
      const madeAt = database.now().toISOString();
      copy.transaction(() => {
        copy.prepare("UPDATE keyring SET secret_store_kind = 'passphrase', wrapped_data_key = ? WHERE id = 1").run(sealed);
        copy.prepare('DELETE FROM secrets').run();
        copy
          .prepare(
            'INSERT INTO config (key, value_json, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json',
          )
          .run(SALT_CONFIG_KEY, JSON.stringify(salt.toString('hex')), madeAt);
        writeManifest(copy, database.stateMac, madeAt);
      })();
      copy.exec('VACUUM'); // drops the freed pages that held the machine-wrapped key
    } finally {
      copy.close();
    }
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an empty data folder: the data key is unwrapped with the passphrase and
 * wrapped again by this machine's secret store; then the store is opened once to prove it reads.
 * An older backup is first brought to this schema, so its states are checked as this build seals
 * them. Every document it holds passes `gate`, the one every new document passes, before the copy
 * becomes the live database. What the restore set aside, holds or left out comes back in the
 * summary, with the backup's age.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  secretStore: SecretStore,
  passphrase: string,
  gate: RestoredDocumentGate,
  now: () => Date = () => new Date(),
): Promise<RestoreSummary> {
  ensureOwnFolder(dataDir);
  const target = join(dataDir, DATABASE_FILE_NAME);
  const partial = `${target}.restoring`;
  // SQLite follows links at the copy's name and beside it: a link there would have it write elsewhere.
  refuseLinkedDatabase(target);
  refuseLinkedDatabase(partial);
  if (entryAt(target) !== undefined)
    throw new DatabaseError('invalid_input', `${dataDir} already holds a database; restore into an empty folder`);
  if (!existsSync(file)) throw new DatabaseError('not_found', `no backup at ${file}`);
  // What an interrupted restore left is not trusted: its journal would be replayed into the new copy.
  for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) rmSync(leftover, { force: true });
  try {
    const out = openSync(partial, CREATE_NEW, 0o600);
    try {
      // A backup is as large as the data it holds: the copy is bounded by the size the file had when opened.
      copyRegularFile(file, out, Number.POSITIVE_INFINITY);
    } finally {
      closeSync(out);
    }
  } catch (error) {
    rmSync(partial, { force: true });
    if (error instanceof RegularFileError) throw new DatabaseError('invalid_input', `${error.message}; nothing was restored`);
    throw error;
  }
  let summary: RestoreSummary;
  try {
    const db = new SQLite(partial, { fileMustExist: true });
    try {
      checkBackupShape(db, file);
      const salt = db.prepare('SELECT value_json, updated_at FROM config WHERE key = ?').get(SALT_CONFIG_KEY) as
        { value_json: string; updated_at: string } | undefined;
      const row = db.prepare('SELECT secret_store_kind, wrapped_data_key FROM keyring WHERE id = 1').get() as KeyringRow | undefined;
      if (salt === undefined || row === undefined || row.secret_store_kind !== 'passphrase') {
        throw new DatabaseError('invalid_input', `${file} is not a Fieldboard backup`);
      }
      const { dataKey, manifested } = unwrapBackupKey(
        row.wrapped_data_key,
        passphrase,
        Buffer.from(JSON.parse(salt.value_json) as string, 'hex'),
      );
      const stateMac = createStateMac(dataKey);
      const cipher = createFieldCipher(dataKey);
      try {
        const version = readUserVersion(db);
        if (version >= FIRST_MANIFEST_VERSION && !manifested) {
          throw new DatabaseError(
            'invalid_input',
            `${file} was changed after it was made: its key is not wrapped as its version's. Nothing was restored.`,
          );
        }
        migrateStore(db);
        const tampered = findTamperedStates(db, stateMac);
        if (tampered.length > 0) {
          throw new DatabaseError(
            'invalid_input',
            `${file} was changed after it was made: ${tampered.length} application(s) fail their integrity check ` +
              `(${tampered.slice(0, 3).join(', ')}). Nothing was restored.`,
          );
        }
        // A backup from before manifests can say when it was made only in its salt's unauthenticated time.
        const backupMadeAt = manifested ? verifiedManifest(db, stateMac, file) : salt.updated_at;
        summary = db.transaction(() => {
          db.prepare('UPDATE keyring SET secret_store_kind = ?, wrapped_data_key = ? WHERE id = 1').run(
            secretStore.kind,
            secretStore.protect(dataKey),
          );
          db.prepare('DELETE FROM config WHERE key IN (?, ?)').run(SALT_CONFIG_KEY, MANIFEST_CONFIG_KEY);
          dropServiceConfig(db);
          return applyRestoreRule(db, stateMac, now().toISOString(), backupMadeAt);
        })();
        summary.documentsKeptOut = await gateRestoredDocuments(db, cipher, gate, summary.restoredAt);
      } finally {
        stateMac.destroy();
        cipher.destroy();
        dataKey.fill(0);
      }
    } finally {
      db.close();
    }
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  openDatabase({ dataDir, secretStore }).close();
  return summary;
}

/** The data key, and whether it was wrapped as a backup with a manifest (see MANIFEST_KEY_PURPOSE). */
function unwrapBackupKey(wrapped: Buffer, passphrase: string, salt: Buffer): { dataKey: Buffer; manifested: boolean } {
  for (const [purpose, manifested] of [
    [MANIFEST_KEY_PURPOSE, true],
    [undefined, false],
  ] as const) {
    try {
      return { dataKey: createPassphraseSecretStore(passphrase, salt, purpose).unprotect(wrapped), manifested };
    } catch {
      // the other purpose, or the wrong passphrase
    }
  }
  throw new DatabaseError('invalid_input', 'the passphrase does not open this backup');
}

/**
 * Before the passphrase is even tried: a version we can check (sealed states, not newer than
 * us), nothing left unsealed, and only the tables, indexes and triggers our migrations make.
 */
function checkBackupShape(db: SQLite.Database, file: string): void {
  const version = readUserVersion(db);
  if (version > SCHEMA_VERSION) {
    throw new DatabaseError('invalid_input', `${file} was made by a newer Fieldboard (schema ${version}); update Fieldboard to restore it`);
  }
  if (version < FIRST_SEALED_VERSION) {
    throw new DatabaseError(
      'invalid_input',
      `${file} is from a Fieldboard whose backups cannot be checked for tampering (schema ${version}); ` +
        `open that folder with this version and export it again`,
    );
  }
  assertSchemaAsMigrated(db, version, file);
  if (db.prepare('SELECT 1 FROM config WHERE key = ?').get(UNSEALED_MARKER) !== undefined) {
    throw new DatabaseError('invalid_input', `${file} holds applications that were never sealed; it is not a backup Fieldboard made`);
  }
}
