import path from 'node:path';
import { coreFor, restoreBackupInto, type Core } from '$main/core';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { CliError, EXIT } from '../cli-error';
import type { Output } from '../output';
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
  const file = await coreFor(core, 'cli').backup.export(passphrase(), dir);
  out.line(`Backup written to ${file}. Restore it with: fieldboard --data <new folder> restore "${file}"`);
  return EXIT.ok;
}

export async function restoreCommand(dataDir: string, file: string | undefined, out: Output): Promise<number> {
  if (!file) throw new CliError('restore needs a backup file', EXIT.usage);
  const secret = passphrase();
  const summary = await restoreBackupInto(path.resolve(file), dataDir, () => createKeyFileSecretStore(dataDir), secret);
  out.line(`Restored into ${dataDir}. Set the API key again: backups do not carry it.`);
  restoreSummaryLines(summary, out);
  return EXIT.ok;
}
