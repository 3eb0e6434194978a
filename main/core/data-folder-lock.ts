import fs from 'node:fs';
import path from 'node:path';
import { ensureOwnFolder } from '$main/crypto/own-folder';
import { CREATE_NEW, openOwnFile } from '$main/crypto/private-files';

export const LOCK_FILE_NAME = 'fieldboard.lock';

export class DataFolderInUseError extends Error {
  override readonly name = 'DataFolderInUseError';
}

export interface DataFolderLock {
  release(): void;
}

/**
 * One process at a time per data folder. Opening the core recovers applications left "sending"
 * by a dead process; a second live process (the command line while the app is sending) would
 * wrongly recover the first one's send. A lock left by a killed process is taken over: its PID is
 * no longer alive.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  ensureOwnFolder(dataDir);
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, CREATE_NEW, 0o600);
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new DataFolderInUseError(
          `The data folder ${dataDir} is in use by another Fieldboard process (PID ${holder}). Close it first.`,
        );
      }
      fs.rmSync(file, { force: true }); // stale: its process is gone (a link is removed, never followed)
    }
  }
  throw new DataFolderInUseError(`Could not lock the data folder ${dataDir}: another process is starting at the same moment.`);
}

function readHolder(file: string): number | undefined {
  try {
    const fd = openOwnFile(file, fs.constants.O_RDONLY);
    try {
      const pid = (JSON.parse(fs.readFileSync(fd, 'utf8')) as { pid?: unknown }).pid;
      return typeof pid === 'number' ? pid : undefined;
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined; // unreadable, half-written, a link or not a file: treated as stale
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
