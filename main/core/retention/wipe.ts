import { closeSync, constants, fstatSync, fsyncSync, readdirSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ensureOwnFolder } from '$main/crypto/own-folder';
import { PrivateFileError, entryAt, openOwnFile } from '$main/crypto/private-files';
import { logFileOf } from '$main/log/logger';
import { type ApplicationStatus, type Database, eraseDeleted, DatabaseError } from '$main/database';
import type { Core } from '../core';
import { LOCK_FILE_NAME } from '../data-folder-lock';

/** Statuses whose application may be at the acquirer or on its way: a wipe would lose the only record of it. */
export const WIPE_BLOCKING_STATUSES: readonly ApplicationStatus[] = ['queued', 'sending', 'unknown_outcome'];

export interface BlockingApplication {
  id: string;
  businessName: string;
  status: ApplicationStatus;
}

export function wipeBlockers(database: Database): BlockingApplication[] {
  const marks = WIPE_BLOCKING_STATUSES.map(() => '?').join(', ');
  return database.db
    .prepare(`SELECT id, business_name AS businessName, status FROM applications WHERE status IN (${marks}) ORDER BY created_at, id`)
    .all(...WIPE_BLOCKING_STATUSES) as BlockingApplication[];
}

export class WipeRefusedError extends DatabaseError {
  constructor(readonly blockers: BlockingApplication[]) {
    super(
      'not_deletable',
      `Not wiped: ${blockers.length} application(s) are queued, sending or of unknown outcome and would be lost: ` +
        blockers.map((b) => `${b.id} (${b.businessName}, ${b.status})`).join('; ') +
        '. Send or resolve them first, or wipe with --force.',
    );
  }
}

export interface WipeReport {
  /** Applications that were queued, sending or unknown and were wiped anyway (--force). */
  forced: BlockingApplication[];
  /** What was deleted, relative to the data folder. */
  removed: string[];
}

/**
 * Hands the laptop over (decision L7). First the crypto-erase: the wrapped data key and the API
 * key leave the database (secure_delete zeroes them, the checkpoint empties the WAL) and the
 * secret store destroys its own key (the key file), so nothing left anywhere, in this folder, a
 * copy of it or a disk block, can be decrypted. Then the core is closed and everything in the data
 * folder is deleted: the database, WAL, -shm and logs (overwritten with zeros first), saved
 * receipts, backups and the training service's data. The lock is held until the end, so nothing
 * opens the folder half-wiped. Afterwards the folder opens as new. `core` is closed on return.
 */
export async function wipeDataFolder(core: Core, options: { force?: boolean } = {}): Promise<WipeReport> {
  const { database } = core;
  const blockers = wipeBlockers(database);
  if (blockers.length > 0 && !options.force) throw new WipeRefusedError(blockers);

  database.db
    .transaction(() => {
      database.db.prepare('DELETE FROM keyring').run();
      database.db.prepare('DELETE FROM secrets').run();
    })
    .immediate();
  eraseDeleted(database);
  database.secretStore.destroy?.();

  await core.setTrainingMode(false); // its service keeps files open in the folder
  database.close();
  const removed: string[] = [];
  const logs = path.dirname(logFileOf(database.dataDir));
  for (const name of readdirSync(database.dataDir)) {
    if (name === LOCK_FILE_NAME) continue;
    const full = path.join(database.dataDir, name);
    if (name.startsWith(path.basename(database.dbPath))) overwriteWithZeros(full);
    // Lines written before the redaction knew every spelling may hold what it now hides.
    if (full === logs && entryAt(logs)?.isDirectory()) for (const log of readdirSync(logs)) overwriteWithZeros(path.join(logs, log));
    rmSync(full, { recursive: true, force: true });
    removed.push(name);
  }
  // The logger of this process appends to logs/; it must find its folder.
  ensureOwnFolder(logs, 'The log folder');
  await core.close();
  return { forced: options.force ? blockers : [], removed: removed.sort() };
}

/**
 * Best effort: on an SSD or a copy-on-write file system the old blocks may survive; the crypto-erase
 * is what counts. A link or anything but a regular file is only removed, never written through.
 */
function overwriteWithZeros(file: string): void {
  if (!entryAt(file)?.isFile()) return;
  let fd: number;
  try {
    fd = openOwnFile(file, constants.O_RDWR);
  } catch (error) {
    if (error instanceof PrivateFileError) return;
    throw error;
  }
  try {
    const size = fstatSync(fd).size;
    const zeros = Buffer.alloc(Math.min(size, 4 * 1024 * 1024));
    for (let offset = 0; offset < size; offset += zeros.length) writeSync(fd, zeros, 0, Math.min(zeros.length, size - offset), offset);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
