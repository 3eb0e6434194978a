import fs from 'node:fs';
import path from 'node:path';
import type { SecretStore } from '$main/crypto/secret-store';
import { KEY_FILE_NAME } from '$main/crypto/key-file-secret-store';
import { DATABASE_FILE_NAME } from '$main/database/open/open-database';

/**
 * What a restore adds to its target folder, noted before it starts, so that a failed restore
 * leaves the folder as it found it: the folder itself if it was made for the restore, a new key
 * file (overwritten, then removed) and a database that was not there before. Anything else in
 * the folder was there already and is not touched.
 */
export function undoOnFailure(dataDir: string): { track(store: SecretStore): SecretStore; run(): void } {
  const firstMade = firstMissingFolder(path.resolve(dataDir));
  const keyWasThere = fs.existsSync(path.join(dataDir, KEY_FILE_NAME));
  const databaseWasThere = fs.existsSync(path.join(dataDir, DATABASE_FILE_NAME));
  let newKey: SecretStore | undefined;
  return {
    track(store) {
      if (!keyWasThere) newKey = store;
      return store;
    },
    run() {
      if (!databaseWasThere) {
        for (const suffix of ['', '-wal', '-shm', '.restoring'])
          fs.rmSync(path.join(dataDir, DATABASE_FILE_NAME + suffix), { force: true });
      }
      // Zeros over the new key first: a database renamed into place may hold the data key wrapped by it.
      newKey?.destroy?.();
      if (!keyWasThere) fs.rmSync(path.join(dataDir, KEY_FILE_NAME), { force: true });
      if (firstMade !== undefined) removeEmptyFolders(firstMade, path.resolve(dataDir));
    },
  };
}

/** The outermost folder on the way to `folder` that does not exist yet (undefined: it exists). */
function firstMissingFolder(folder: string): string | undefined {
  let missing: string | undefined;
  for (let at = folder; !fs.existsSync(at); at = path.dirname(at)) {
    missing = at;
    if (path.dirname(at) === at) break;
  }
  return missing;
}

/** Removes `folder` down to `top` where each is empty: what the restore made and nothing put there since. */
function removeEmptyFolders(top: string, folder: string): void {
  for (let at = folder; ; at = path.dirname(at)) {
    try {
      fs.rmdirSync(at);
    } catch {
      return; // not empty (or gone): it holds something that was not ours
    }
    if (at === top) return;
  }
}
