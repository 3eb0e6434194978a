import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OwnFolderError, ensureOwnFolder } from '$main/crypto/own-folder';
import { HAS_POSIX_MODES } from '$main/crypto/private-files';
import { tempDir } from '../../helpers/temp-dir';

function refusal(folder: string): OwnFolderError {
  try {
    ensureOwnFolder(folder);
  } catch (error) {
    if (error instanceof OwnFolderError) return error;
    throw error;
  }
  throw new Error(`${folder} was accepted`);
}

describe('ensureOwnFolder', () => {
  it('refuses a link to a folder and a file, whatever they point at', () => {
    const link = path.join(tempDir(), 'data');
    fs.symlinkSync(tempDir(), link);
    const file = path.join(tempDir(), 'data');
    fs.writeFileSync(file, '');
    for (const folder of [link, file]) expect(refusal(folder)).toMatchObject({ code: 'not_a_folder', folder });
  });

  it.skipIf(!HAS_POSIX_MODES)('refuses a folder its group or others may write, and changes nothing in it', () => {
    for (const mode of [0o770, 0o707, 0o777, 0o1777]) {
      const folder = tempDir();
      fs.chmodSync(folder, mode);
      expect(refusal(folder)).toMatchObject({ code: 'writable_by_others' });
      expect(refusal(folder).message).toContain(`(0${(mode & 0o777).toString(8)})`);
      expect(fs.statSync(folder).mode & 0o7777).toBe(mode);
    }
  });

  it.skipIf(!HAS_POSIX_MODES)('tightens a folder of its own that others may only read, and makes a missing one 0700', () => {
    const readable = tempDir();
    fs.chmodSync(readable, 0o755);
    const missing = path.join(tempDir(), 'a', 'b');
    for (const folder of [readable, missing]) {
      ensureOwnFolder(folder);
      expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    }
  });
});
