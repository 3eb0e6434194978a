import path from 'node:path';
import { ensureOwnFolder } from '$main/crypto/own-folder';
import { KEY_FILE_NAME } from '$main/crypto/key-file-secret-store';
import { entryAt, refuseLinkedDatabase, refuseLinks } from '$main/crypto/private-files';
import type { SecretStore } from '$main/crypto/secret-store';
import type { Database } from '$main/database';
import { type RestoreSummary, exportBackup, restoreBackup } from '$main/database/backup/backup';
import { gateRestoredDocument } from './restore-gate';
import { DATABASE_FILE_NAME } from '$main/database/open/open-database';
import { undoOnFailure } from './restore-undo';

export type { RestoreSummary } from '$main/database/backup/backup';

/**
 * Writes an encrypted backup into `folder` and returns its file. Without a folder it goes to the
 * data folder's own `backups`, which must be the user's own like the data folder (made 0700 where
 * missing, never a link); a folder the caller names must exist.
 */
export async function exportBackupInto(database: Database, passphrase: string, folder?: string): Promise<string> {
  const dir = folder === undefined ? path.join(database.dataDir, 'backups') : path.resolve(folder);
  if (folder === undefined) ensureOwnFolder(dir, 'The backups folder');
  const file = path.join(dir, `fieldboard-backup-${database.now().toISOString().replace(/[:.]/g, '-')}.sqlite`);
  await exportBackup(database, file, passphrase);
  return file;
}

/**
 * Restores the backup `file` into `dataDir`, its data key wrapped by the secret store `secretStore`
 * makes there, every document it holds through the document gate. A restore that fails leaves the
 * folder as it found it.
 */
export async function restoreBackupInto(
  file: string,
  dataDir: string,
  secretStore: () => SecretStore,
  passphrase: string,
  now?: () => Date,
): Promise<RestoreSummary> {
  refuseUnsafeTarget(dataDir);
  const undo = undoOnFailure(dataDir);
  try {
    return await restoreBackup(file, dataDir, undo.track(secretStore()), passphrase, gateRestoredDocument, now);
  } catch (error) {
    undo.run();
    throw error;
  }
}

/**
 * Before anything is noted, made or undone in the target: a folder that is not the user's own, or
 * a link where the restore writes (the database, its copy in progress, the files SQLite keeps
 * beside them, the key file), is refused, and an undo never removes what someone planted there.
 */
function refuseUnsafeTarget(dataDir: string): void {
  if (entryAt(dataDir) === undefined) return;
  ensureOwnFolder(dataDir);
  const database = path.join(dataDir, DATABASE_FILE_NAME);
  refuseLinkedDatabase(database);
  refuseLinkedDatabase(`${database}.restoring`);
  refuseLinks(path.join(dataDir, KEY_FILE_NAME));
}
