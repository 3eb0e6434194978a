import fs from 'node:fs';
import path from 'node:path';
import type { SecretStore } from '../crypto/secret-store';
import type { Store } from '../store';
import { type RestoreSummary, exportBackup, restoreBackup } from '../store/backup';
import { gateRestoredDocument } from './restore-gate';
import { undoOnFailure } from './restore-undo';

export type { RestoreSummary } from '../store/backup';

/**
 * Writes an encrypted backup into `folder` and returns its file. Without a folder it goes to the
 * data folder's own `backups`, made private where missing; a folder the caller names must exist.
 */
export async function exportBackupInto(store: Store, passphrase: string, folder?: string): Promise<string> {
  const dir = folder === undefined ? path.join(store.dataDir, 'backups') : path.resolve(folder);
  if (folder === undefined) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `fieldboard-backup-${store.now().toISOString().replace(/[:.]/g, '-')}.sqlite`);
  await exportBackup(store, file, passphrase);
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
  const undo = undoOnFailure(dataDir);
  try {
    return await restoreBackup(file, dataDir, undo.track(secretStore()), passphrase, gateRestoredDocument, now);
  } catch (error) {
    undo.run();
    throw error;
  }
}
