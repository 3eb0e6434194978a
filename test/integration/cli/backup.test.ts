import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApplication, createKeyFileSecretStore, openDatabase } from '$main/database';
import { exportBackup } from '$main/database/backup/backup';
import { completeApplication } from '../../fixtures/applications';
import { addRawDocuments } from '../../helpers/backup-files';
import { pngBomb } from '../../helpers/hostile-files';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

describe('export and restore', () => {
  it('a backup restores into another folder with another key, and only with the passphrase', async () => {
    const data = tempDir();
    const file = path.join(data, 'app.json');
    fs.writeFileSync(file, JSON.stringify(completeApplication('partnership')));
    const id = /Imported ([0-9a-f-]{36})/.exec((await runCli(['--data', data, 'import', file, '--type', 'partnership'])).stdout)![1]!;
    const backups = tempDir();
    const env = { FIELDBOARD_BACKUP_PASSPHRASE: 'correct horse battery' };
    const exported = await runCli(['--data', data, 'export', backups], env);
    expect(exported.status).toBe(0);
    const [backup] = fs.readdirSync(backups);
    expect(backup).toMatch(/^fieldboard-backup-.*\.sqlite$/);

    const wrong = await runCli(['--data', tempDir(), 'restore', path.join(backups, backup!)], {
      FIELDBOARD_BACKUP_PASSPHRASE: 'wrong passphrase',
    });
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toContain('passphrase does not open this backup');

    const target = tempDir();
    expect((await runCli(['--data', target, 'restore', path.join(backups, backup!)], env)).status).toBe(0);
    expect(fs.readFileSync(path.join(target, 'fieldboard.key')).equals(fs.readFileSync(path.join(data, 'fieldboard.key')))).toBe(false);
    const shown = JSON.parse((await runCli(['--data', target, 'show', id, '--json'])).stdout);
    expect(shown.body.application.company.name).toBe('Kaffi Laugavegur ehf.');
    expect(shown.attachments).toHaveLength(1);
  });

  it('restore says which documents it left out and why, and `show` says it on the application', async () => {
    const data = tempDir();
    const database = openDatabase({ dataDir: data, secretStore: createKeyFileSecretStore(data) });
    const { id } = createApplication(database, { entityType: 'soletrader', body: {}, businessName: 'Sólbað ehf.', actor: 'agent' });
    addRawDocuments(database, id, [{ role: 'identification', bytes: await pngBomb(16_000, 16_000, { channels: 4, interlaced: true }) }]);
    const file = path.join(tempDir(), 'backup.sqlite');
    await exportBackup(database, file, 'correct horse battery');
    database.close();

    const target = tempDir();
    const restored = await runCli(['--data', target, 'restore', file], { FIELDBOARD_BACKUP_PASSPHRASE: 'correct horse battery' });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('1 document(s) were left out');
    expect(restored.stdout).toContain(
      `${id}  Sólbað ehf.: its identity document (it would take far more memory or time to open than any document needs)`,
    );
    const shown = await runCli(['--data', target, 'show', id]);
    expect(shown.stdout).toContain('this document was left out when the backup was restored');
  }, 60_000);

  it('export refuses without a passphrase', async () => {
    const run = await runCli(['--data', tempDir(), 'export', tempDir()]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('FIELDBOARD_BACKUP_PASSPHRASE');
  });
});
