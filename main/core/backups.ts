import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '../store';
import { exportBackup } from '../store/backup';

/**
 * Writes an encrypted backup into `folder` and returns its file. Without a folder it goes to the
 * data folder's own `backups`, made private where missing; a folder the caller names must exist.
 */
export async function exportBackupInto(store: Store, passphrase: string, folder?: string): Promise<string> {
  const dir = folder ?? path.join(store.dataDir, 'backups');
  if (folder === undefined) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `fieldboard-backup-${store.now().toISOString().replace(/[:.]/g, '-')}.sqlite`;
  const file = path.join(folder === undefined ? dir : path.resolve(folder), name);
  await exportBackup(store, file, passphrase);
  return file;
}
