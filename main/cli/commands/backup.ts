import path from 'node:path';
import type { Core } from '../../core/core';
import { createKeyFileSecretStore } from '../../crypto/key-file-secret-store';
import { exportBackup, restoreBackup } from '../../store/backup';
import { CliError, EXIT } from '../cli-error';
import type { Output } from '../output';
import { undoOnFailure } from '../restore-undo';
import { restoreSummaryLines } from '../restore-summary';

function passphrase(): string {
  const value = process.env.FIELDBOARD_BACKUP_PASSPHRASE;
  if (!value || value.length < 8) {
    throw new CliError('Set FIELDBOARD_BACKUP_PASSPHRASE (8 characters or more) to encrypt or open a backup.', EXIT.usage);
  }
  return value;
}

export async function exportCommand(core: Core, dir: string | undefined, out: Output): Promise<number> {
  if (!dir) throw new CliError('export needs a folder: fieldboard export <dir>', EXIT.usage);
  const file = path.resolve(dir, `fieldboard-backup-${core.store.now().toISOString().replace(/[:.]/g, '-')}.sqlite`);
  await exportBackup(core.store, file, passphrase());
  out.line(`Backup written to ${file}. Restore it with: fieldboard --data <new folder> restore "${file}"`);
  return EXIT.ok;
}

export function restoreCommand(dataDir: string, file: string | undefined, out: Output): number {
  if (!file) throw new CliError('restore needs a backup file', EXIT.usage);
  const secret = passphrase();
  const undo = undoOnFailure(dataDir);
  let summary: ReturnType<typeof restoreBackup>;
  try {
    summary = restoreBackup(path.resolve(file), dataDir, undo.track(createKeyFileSecretStore(dataDir)), secret);
  } catch (error) {
    undo.run();
    throw error;
  }
  out.line(`Restored into ${dataDir}. Set the API key again: backups do not carry it.`);
  restoreSummaryLines(summary, out);
  return EXIT.ok;
}
