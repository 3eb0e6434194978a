import { statfsSync, statSync } from 'node:fs';
import type { Database } from '$main/database';

const MB = 1024 * 1024;
/** Below this much free space the app warns (decision L6). */
export const DISK_WARN_BYTES = 500 * MB;
/** Below this, new documents are refused; typing into drafts (a few kB a save) still saves. */
export const DISK_REFUSE_BYTES = 100 * MB;

export type DiskLevel = 'ok' | 'low' | 'critical';

export interface DiskSpace {
  /** Free to this user on the data folder's disk. */
  freeBytes: number;
  totalBytes: number;
  /** The database, its WAL and -shm on disk. */
  databaseBytes: number;
  /** The documents' own size (they are inside the database). */
  documentsBytes: number;
  level: DiskLevel;
}

export function diskLevel(freeBytes: number): DiskLevel {
  return freeBytes < DISK_REFUSE_BYTES ? 'critical' : freeBytes < DISK_WARN_BYTES ? 'low' : 'ok';
}

export function diskSpace(database: Database): DiskSpace {
  const fs = statfsSync(database.dataDir);
  const freeBytes = fs.bavail * fs.bsize;
  const databaseBytes = [database.dbPath, `${database.dbPath}-wal`, `${database.dbPath}-shm`].reduce((sum, file) => {
    try {
      return sum + statSync(file).size;
    } catch {
      return sum;
    }
  }, 0);
  const documents = database.db.prepare('SELECT coalesce(sum(size), 0) AS bytes FROM attachments').get() as { bytes: number };
  return { freeBytes, totalBytes: fs.blocks * fs.bsize, databaseBytes, documentsBytes: documents.bytes, level: diskLevel(freeBytes) };
}

/** A new document refused because the disk is nearly full. */
export class DiskFullError extends Error {
  override readonly name = 'DiskFullError';
  constructor(readonly freeBytes: number) {
    super(
      `Only ${Math.floor(freeBytes / MB)} MB are free on the disk of the data folder: new documents are refused below ` +
        `${DISK_REFUSE_BYTES / MB} MB so that what is typed can still be saved. Free some space, then add the document again.`,
    );
  }
}

/** Asked before a document is read, scanned or stored. */
export function requireRoomForDocuments(database: Pick<Database, 'dataDir'>): void {
  const fs = statfsSync(database.dataDir);
  const free = fs.bavail * fs.bsize;
  if (free < DISK_REFUSE_BYTES) throw new DiskFullError(free);
}

/** SQLite's "database or disk is full" and the file system's ENOSPC/EDQUOT: nothing was written. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT';
}
