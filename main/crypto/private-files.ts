import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync } from 'node:fs';

/** Windows has no POSIX mode bits; there the folder ACLs of the user profile protect the data. */
export const HAS_POSIX_MODES = process.platform !== 'win32';

/** Creates the data folder readable by its owner only. An existing folder is left as the user set it. */
export function ensurePrivateDir(dir: string): void {
  if (existsSync(dir)) return;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode is filtered by the umask; chmod states it exactly.
  if (HAS_POSIX_MODES) chmodSync(dir, 0o700);
}

/** `0644`-style text for messages. */
export function formatMode(mode: number): string {
  return `0${(mode & 0o777).toString(8).padStart(3, '0')}`;
}

/** True when group or others have any permission on the file. */
export function isSharedMode(mode: number): boolean {
  return HAS_POSIX_MODES && (mode & 0o077) !== 0;
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
