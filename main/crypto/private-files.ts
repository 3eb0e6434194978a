import { type Stats, closeSync, constants, fstatSync, fsyncSync, lstatSync, openSync } from 'node:fs';

/** Windows has no POSIX mode bits; there the folder ACLs of the user profile protect the data. */
export const HAS_POSIX_MODES = process.platform !== 'win32';

/** Never through a symbolic link at the name's last part (0 where the system has no such flag). */
export const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/** Create-only, never through a link: a file planted at the name (or raced in) makes the open fail. */
export const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW;

/** `0644`-style text for messages. */
export function formatMode(mode: number): string {
  return `0${(mode & 0o777).toString(8).padStart(3, '0')}`;
}

/** True when group or others have any permission on the file. */
export function isSharedMode(mode: number): boolean {
  return HAS_POSIX_MODES && (mode & 0o077) !== 0;
}

/**
 * A file Fieldboard keeps (its database, key, lock, logs, a backup it writes) that is a symbolic
 * link or not a regular file: whoever put it there chose where our writes would land.
 */
export class PrivateFileError extends Error {
  override readonly name = 'PrivateFileError';
  constructor(
    readonly file: string,
    readonly reason: 'link' | 'not_regular',
  ) {
    super(
      reason === 'link'
        ? `${file} is a symbolic link; Fieldboard never follows a link to its own files: remove it, and ask who put it there.`
        : `${file} is not a regular file (a folder, a pipe or a device); Fieldboard uses only its own regular files: remove it.`,
    );
  }
}

/** What is at `file` itself, a link not followed; undefined when nothing is. */
export function entryAt(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * For files a library opens by name itself (SQLite and its -wal, -shm and -journal): each name must
 * be missing or a regular file, never a link, asked with lstat just before the library opens it.
 */
export function refuseLinks(...files: string[]): void {
  for (const file of files) {
    const entry = entryAt(file);
    if (entry?.isSymbolicLink()) throw new PrivateFileError(file, 'link');
    if (entry !== undefined && !entry.isFile()) throw new PrivateFileError(file, 'not_regular');
  }
}

/**
 * SQLite opens a database by name and then, by name again, its -wal, -shm and -journal, following
 * links: all four are refused as links before a connection is made (better-sqlite3 cannot pass
 * SQLITE_OPEN_NOFOLLOW).
 */
export function refuseLinkedDatabase(dbPath: string): void {
  refuseLinks(dbPath, `${dbPath}-wal`, `${dbPath}-shm`, `${dbPath}-journal`);
}

/**
 * Opens a file of ours without following a link at its name and only if it is a regular file,
 * asked of the open descriptor. Non-blocking, so a pipe planted at the name cannot hang the open.
 */
export function openOwnFile(file: string, flags: number, mode = 0o600): number {
  let fd: number;
  try {
    fd = openSync(file, flags | NO_FOLLOW | (constants.O_NONBLOCK ?? 0), mode);
  } catch (error) {
    // Linux and macOS answer ELOOP for a link at the name, FreeBSD EMLINK.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'EMLINK') throw new PrivateFileError(file, 'link');
    throw error;
  }
  if (!fstatSync(fd).isFile()) {
    closeSync(fd);
    throw new PrivateFileError(file, 'not_regular');
  }
  return fd;
}

/**
 * Makes a directory entry durable: without it a power cut right after creating a file can lose
 * the file even though its contents were synced. Not possible on Windows, where it is not needed.
 */
export function fsyncDir(dir: string): void {
  if (!HAS_POSIX_MODES) return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
