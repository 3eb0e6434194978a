import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { coreFor } from '$main/core/requests';
import { gateRestoredDocument } from '$main/core/backup/restore-gate';
import { exportBackup, restoreBackup } from '$main/database/backup/backup';
import { namedApplication } from '../../fixtures/applications';
import { asFirstManifestBackup } from '../../helpers/backup-files';
import { openTestCore } from '../../helpers/core-fixture';
import { startService } from '../../helpers/training-service';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

const PASSPHRASE = 'correct horse battery';

/** A genuine backup holding the settings the training service gave and one application validated against them. */
async function backupWithSettings(): Promise<string> {
  const service = await startService();
  const core = await openTestCore(service.baseUrl);
  expect((await core.syncSettings()).ok).toBe(true);
  await coreFor(core, 'cli').applications.import({ entityType: 'soletrader', wire: namedApplication('soletrader', 'Gjöld ehf.') });
  const file = path.join(tempDir(), 'backup.sqlite');
  await exportBackup(core.database, file, PASSPHRASE);
  await core.close();
  return file;
}

function copyOf(file: string): string {
  const copy = path.join(tempDir(), 'copy.sqlite');
  fs.copyFileSync(file, copy);
  return copy;
}

/** One digit of the fees the agent agrees to changed in the backup's settings snapshot: still JSON, still a settings resource. */
function flipSettingsByte(file: string): void {
  const db = new Database(file);
  try {
    const { id, settings_json: json } = db.prepare('SELECT id, settings_json FROM settings_snapshots').get() as {
      id: number;
      settings_json: string;
    };
    const at = json.search(/[0-8]/);
    const flipped = json.slice(0, at) + String(Number(json[at]) + 1) + json.slice(at + 1);
    expect(JSON.parse(flipped)).not.toEqual(JSON.parse(json));
    db.prepare('UPDATE settings_snapshots SET settings_json = ? WHERE id = ?').run(flipped, id);
  } finally {
    db.close();
  }
}

function contents(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => `${name} ${fs.statSync(path.join(folder, name)).size}`);
}

describe('a backup’s settings snapshots are authenticated like its applications', { timeout: 60_000 }, () => {
  it('a flipped byte in them fails the restore with a clear error, and the target folder is left as it was', async () => {
    const file = await backupWithSettings();
    const flipped = copyOf(file);
    flipSettingsByte(flipped);
    const target = tempDir();
    fs.writeFileSync(path.join(target, 'notes.txt'), 'the agent’s own file');
    const before = contents(target);

    const run = await runCli(['--data', target, 'restore', flipped], { FIELDBOARD_BACKUP_PASSPHRASE: PASSPHRASE });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('was changed after it was made: its settings snapshots are not the ones it was made with');
    expect(run.stderr).toContain('Nothing was restored.');
    expect(contents(target)).toEqual(before);

    // The same backup untouched restores, with its settings.
    const summary = await restoreBackup(file, target, createKeyFileSecretStore(target), PASSPHRASE, gateRestoredDocument);
    expect(summary.held).toHaveLength(1);
    const restored = new Database(path.join(target, 'fieldboard.sqlite'), { readonly: true });
    expect(restored.prepare('SELECT COUNT(*) FROM settings_snapshots').pluck().get()).toBe(1);
    restored.close();
  });

  it('a manifest stripped of its settings MAC does not pass as a first one; a first manifest still restores', async () => {
    const file = await backupWithSettings();
    const stripped = copyOf(file);
    const db = new Database(stripped);
    const manifest = JSON.parse(db.prepare("SELECT value_json FROM config WHERE key = 'backup.manifest'").pluck().get() as string);
    expect(manifest).toMatchObject({ version: 2, settings: 1 });
    const { madeAt, applications, mac } = manifest as { madeAt: string; applications: number; mac: string };
    db.prepare("UPDATE config SET value_json = ? WHERE key = 'backup.manifest'").run(JSON.stringify({ madeAt, applications, mac }));
    db.close();
    flipSettingsByte(stripped);
    const refusedDir = tempDir();
    await expect(
      restoreBackup(stripped, refusedDir, createKeyFileSecretStore(refusedDir), PASSPHRASE, gateRestoredDocument),
    ).rejects.toThrow(/its applications are not the ones it was made with/);
    expect(fs.existsSync(path.join(refusedDir, 'fieldboard.sqlite'))).toBe(false);

    // A backup of the release before this one has no settings MAC to check: it restores as it did.
    const first = copyOf(file);
    asFirstManifestBackup(first, PASSPHRASE);
    const target = tempDir();
    expect((await restoreBackup(first, target, createKeyFileSecretStore(target), PASSPHRASE, gateRestoredDocument)).held).toHaveLength(1);
  });
});
