import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportBackupInto, restoreBackupInto } from '$main/core/backup/backups';
import { openCore } from '$main/core/core';
import { lockDataFolder } from '$main/core/data-folder-lock';
import { wipeDataFolder } from '$main/core/retention/wipe';
import { KEY_FILE_NAME, createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { DATABASE_FILE_NAME, openDatabase } from '$main/database';
import { emptyBackup } from '$test/helpers/backup-files';
import { tempDir } from '$test/helpers/temp-dir';

const PASSPHRASE = 'correct horse battery';
const THEIRS = 'a file of someone else’s\n';

/** A file outside the data folder that a planted link points at; the test reads it back unchanged. */
function victim(): string {
  const file = path.join(tempDir('fieldboard-victim-'), 'theirs.txt');
  fs.writeFileSync(file, THEIRS);
  return file;
}

function plant(link: string, target: string): void {
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(target, link);
}

describe('no file in the data folder is reached through a link', () => {
  it("a restore refuses a link at its copy's name and leaves the link's target and the folder as they were", async () => {
    const backup = await emptyBackup(PASSPHRASE);
    for (const name of [`${DATABASE_FILE_NAME}.restoring`, `${DATABASE_FILE_NAME}.restoring-journal`, `${DATABASE_FILE_NAME}-wal`]) {
      const dataDir = tempDir();
      const target = victim();
      plant(path.join(dataDir, name), target);
      await expect(restoreBackupInto(backup, dataDir, () => createKeyFileSecretStore(dataDir), PASSPHRASE)).rejects.toThrow(
        /symbolic link/,
      );
      expect(fs.readFileSync(target, 'utf8')).toBe(THEIRS);
      // Nothing was made, and the link itself is left for the agent to look at.
      expect(fs.readdirSync(dataDir)).toEqual([name]);
    }
    // The same backup restores into a folder without links.
    const clean = tempDir();
    await restoreBackupInto(backup, clean, () => createKeyFileSecretStore(clean), PASSPHRASE);
    expect(fs.lstatSync(path.join(clean, DATABASE_FILE_NAME)).isFile()).toBe(true);
  });

  it('the database refuses a link at the database or beside it, without writing to its target', () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      const dataDir = tempDir();
      const target = victim();
      plant(path.join(dataDir, DATABASE_FILE_NAME + suffix), target);
      expect(() => openDatabase({ dataDir, secretStore: createKeyFileSecretStore(dataDir) })).toThrow(/symbolic link/);
      expect(fs.readFileSync(target, 'utf8')).toBe(THEIRS);
    }
  });

  it('the key file is never read, written or overwritten through a link', () => {
    const dataDir = tempDir();
    const target = victim();
    plant(path.join(dataDir, KEY_FILE_NAME), target);
    expect(() => createKeyFileSecretStore(dataDir)).toThrow(/symbolic link/);
    expect(fs.readFileSync(target, 'utf8')).toBe(THEIRS);

    // A database whose key file is swapped for a link later destroys only the link.
    const other = tempDir();
    const store = createKeyFileSecretStore(other);
    fs.rmSync(path.join(other, KEY_FILE_NAME));
    plant(path.join(other, KEY_FILE_NAME), target);
    store.destroy!();
    expect(fs.readFileSync(target, 'utf8')).toBe(THEIRS);
    expect(fs.existsSync(path.join(other, KEY_FILE_NAME))).toBe(false);
  });

  it('the data-folder lock is taken without writing through a link at its name', () => {
    const dataDir = tempDir();
    const target = victim();
    plant(path.join(dataDir, 'fieldboard.lock'), target);
    const lock = lockDataFolder(dataDir);
    expect(fs.readFileSync(target, 'utf8')).toBe(THEIRS);
    expect(fs.lstatSync(path.join(dataDir, 'fieldboard.lock')).isFile()).toBe(true);
    lock.release();
  });

  it('backups are not written into a backups folder that is a link', async () => {
    const dataDir = tempDir();
    const elsewhere = tempDir();
    plant(path.join(dataDir, 'backups'), elsewhere);
    const database = openDatabase({ dataDir, secretStore: createKeyFileSecretStore(dataDir) });
    try {
      await expect(exportBackupInto(database, PASSPHRASE)).rejects.toThrow(/is not a folder/);
    } finally {
      database.close();
    }
    expect(fs.readdirSync(elsewhere)).toEqual([]);
  });

  it('a wipe deletes a link in the folder without writing zeros through it', async () => {
    const dataDir = tempDir();
    const core = await openCore({
      dataDir,
      secretStore: createKeyFileSecretStore(dataDir),
      logger: createLogger(),
      baseUrl: 'http://127.0.0.1:9/isoapi',
    });
    const target = victim();
    const logTarget = victim();
    plant(path.join(dataDir, `${DATABASE_FILE_NAME}.restoring`), target);
    plant(path.join(dataDir, 'logs', 'old.log'), logTarget);
    const report = await wipeDataFolder(core);
    expect(report.removed).toContain(`${DATABASE_FILE_NAME}.restoring`);
    expect(fs.readFileSync(target, 'utf8')).toBe(THEIRS);
    expect(fs.readFileSync(logTarget, 'utf8')).toBe(THEIRS);
  });
});
