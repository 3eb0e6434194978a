import { randomBytes } from 'node:crypto';
import { closeSync, constants, fstatSync, fsyncSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_BYTES, open, seal } from './aead';
import { SecretStoreError } from './errors';
import { ensureOwnFolder } from './own-folder';
import { CREATE_NEW, PrivateFileError, formatMode, fsyncDir, isSharedMode, openOwnFile } from './private-files';
import type { SecretStore } from './secret-store';

export const KEY_FILE_NAME = 'fieldboard.key';
const PURPOSE = 'fieldboard:key-file-secret-store';

/**
 * A secret store for the command line, the browser host and tests: a random 32-byte key in
 * `<dataDir>/fieldboard.key`, mode 0600.
 *
 * This is WEAKER than an OS keychain (the Electron app's safeStorage): the key sits beside the data
 * it protects, so anyone who can copy the whole data folder as this user (a backup, a stolen
 * unencrypted disk, malware running as the agent) can read everything. What it does protect
 * against: a copy of the database file alone, other local users (the file is 0600 and refused if
 * it is not), and personal data leaking through logs, crash dumps or support bundles of the db.
 */
export function createKeyFileSecretStore(dataDir: string): SecretStore {
  ensureOwnFolder(dataDir);
  const path = join(dataDir, KEY_FILE_NAME);
  const key = readKeyFile(path) ?? createKeyFile(path, dataDir);
  return {
    kind: 'key-file',
    protect: (plain) => seal(key, plain, PURPOSE),
    unprotect: (wrapped) => open(key, wrapped, PURPOSE),
    destroy() {
      overwriteAndRemove(path);
      fsyncDir(dataDir);
      key.fill(0);
    },
  };
}

/**
 * Zeros over the key's bytes, synced, then the file removed: a best effort against the disk keeping
 * them. A link at the name is removed without writing through it.
 */
function overwriteAndRemove(path: string): void {
  let fd: number;
  try {
    fd = openOwnFile(path, constants.O_RDWR);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    if (!(error instanceof PrivateFileError)) throw error;
    unlinkSync(path);
    return;
  }
  try {
    writeSync(fd, Buffer.alloc(Math.max(fstatSync(fd).size, KEY_BYTES)), 0, undefined, 0);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  unlinkSync(path);
}

/** The key, or undefined when there is none yet (or only an empty file a crash left mid-creation). */
function readKeyFile(path: string): Buffer | undefined {
  let fd: number;
  try {
    // Never through a link, and only a regular file, asked of the open descriptor: the file we check is the file we read.
    fd = openOwnFile(path, constants.O_RDONLY);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    if (error instanceof PrivateFileError) throw new SecretStoreError(error.message);
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    if (isSharedMode(stat.mode)) {
      throw new SecretStoreError(
        `The key file ${path} can be read or changed by other users (mode ${formatMode(stat.mode)}). ` +
          `Fieldboard will not use a key others can read: run \`chmod 600 "${path}"\` and start again.`,
      );
    }
    // Empty means a crash between creating the file and syncing the key: nothing can have been
    // wrapped with a key that was never written, so a new one is safe.
    if (stat.size === 0) {
      closeSync(fd);
      fd = -1;
      unlinkSync(path);
      return undefined;
    }
    if (stat.size !== KEY_BYTES) {
      throw new SecretStoreError(
        `The key file ${path} is ${stat.size} bytes; a Fieldboard key is ${KEY_BYTES}. It is damaged or not ours.`,
      );
    }
    const key = Buffer.alloc(KEY_BYTES);
    if (readSync(fd, key, 0, KEY_BYTES, 0) !== KEY_BYTES) {
      throw new SecretStoreError(`The key file ${path} could not be read in full.`);
    }
    return key;
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

function createKeyFile(path: string, dir: string): Buffer {
  const key = randomBytes(KEY_BYTES);
  let fd: number;
  try {
    // Create-only: never overwrite a key another process has just written, nor write through a link.
    fd = openSync(path, CREATE_NEW, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readKeyFile(path);
    if (theirs === undefined) throw new SecretStoreError(`The key file ${path} appeared empty while being created; start again.`);
    return theirs;
  }
  try {
    writeSync(fd, key, 0, KEY_BYTES, 0);
    // Losing this file after data was wrapped with it loses the data: sync it before anyone uses it.
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  fsyncDir(dir);
  return key;
}
