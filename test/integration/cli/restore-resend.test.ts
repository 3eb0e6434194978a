import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedApplication } from '../../fixtures/applications';
import { asPreviousReleaseBackup, copyApplicationRows } from '../../helpers/backup-files';
import { startService } from '../../helpers/core-fixture';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

const ENV = { FIELDBOARD_API_KEY: 'training', FIELDBOARD_BACKUP_PASSPHRASE: 'correct horse battery' };

/** A data folder talking to the training service, with one complete application imported (ready once synced). */
async function folderWithApplication(baseUrl: string, name = 'Kaffi Laugavegur ehf.') {
  const data = tempDir();
  const base = ['--data', data, '--base-url', baseUrl];
  const file = path.join(data, 'application.json');
  fs.writeFileSync(file, JSON.stringify(namedApplication('privatelimitedcompany', name)));
  const imported = await runCli([...base, 'import', file, '--type', 'privatelimitedcompany'], ENV);
  expect(imported.status).toBe(0);
  expect((await runCli([...base, 'sync-settings'], ENV)).status).toBe(0);
  return { data, base, id: /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]! };
}

async function exportTo(base: string[]): Promise<string> {
  const folder = tempDir();
  expect((await runCli([...base, 'export', folder], ENV)).status).toBe(0);
  return path.join(folder, fs.readdirSync(folder)[0]!);
}

/** The probe: backup A while ready, submit, backup B, A's two rows copied into B. */
async function probe() {
  const service = await startService();
  const { base, id } = await folderWithApplication(service.baseUrl);
  const older = await exportTo(base);
  const submitted = await runCli([...base, 'submit', id], ENV);
  expect(submitted.stdout).toContain(`${id}: submitted`);
  const newer = await exportTo(base);
  copyApplicationRows(older, newer, id);
  expect(service.stats().merchantsTotal).toBe(1);
  return { service, id, newer };
}

describe('a restored older copy of a row never boards a merchant twice', { timeout: 120_000 }, () => {
  it('the probe: a backup with an older copy of an application’s rows is refused, and submit creates no second merchant', async () => {
    const { service, id, newer } = await probe();
    const target = tempDir();
    const restored = await runCli(['--data', target, 'restore', newer], ENV);
    expect(restored.status).not.toBe(0);
    expect(restored.stderr).toContain('was changed after it was made');
    expect(restored.stderr).toContain('a row was replaced, added or removed');

    const submit = await runCli(['--data', target, '--base-url', service.baseUrl, 'submit', id], ENV);
    expect(submit.status).not.toBe(0);
    expect(service.stats().merchantsTotal).toBe(1);
    expect(service.stats().maxPerApplication).toBe(1);
  });

  it('the same rows in a backup of the release before manifests: restored as an unknown outcome its history shows, never sent', async () => {
    const { service, id, newer } = await probe();
    asPreviousReleaseBackup(newer, ENV.FIELDBOARD_BACKUP_PASSPHRASE);
    const target = tempDir();
    const restored = await runCli(['--data', target, 'restore', newer], ENV);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain('1 application(s) are an unknown outcome that is never sent again');
    expect(restored.stdout).toContain(`  ${id}  Kaffi Laugavegur ehf.`);

    const base = ['--data', target, '--base-url', service.baseUrl];
    const shown = JSON.parse((await runCli([...base, 'show', id, '--json'], ENV)).stdout) as { status: string };
    expect(shown.status).toBe('unknown_outcome');
    const submit = await runCli([...base, 'submit', id], ENV);
    expect(submit.status).not.toBe(0);
    expect((await runCli([...base, 'resolve', id, '--resend'], ENV)).stderr).toContain('cannot be sent again');
    expect((await runCli([...base, 'submit', '--all'], ENV)).stdout).not.toContain('submitted');
    expect(service.stats().merchantsTotal).toBe(1);
    expect(service.stats().requests.submit).toBe(1);
  });

  it('a genuine backup: the summary gives its age and lists what is held; nothing is sent until confirmed, and the audit log keeps it', async () => {
    const service = await startService();
    const { base, id } = await folderWithApplication(service.baseUrl);
    const backup = await exportTo(base);
    const target = tempDir();
    const restored = await runCli(['--data', target, 'restore', backup], ENV);
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/The backup was made \S+Z, less than an hour before this restore\./);
    expect(restored.stdout).toContain('1 application(s) are held');
    expect(restored.stdout).toContain(`  ${id}  ready  Kaffi Laugavegur ehf.`);

    const there = ['--data', target, '--base-url', service.baseUrl];
    expect((await runCli([...there, 'show', id], ENV)).stdout).toContain(`Held:      since the restore of a backup made`);
    const held = await runCli([...there, 'submit', id], ENV);
    expect(held.stdout).toContain(`${id} is held since the restore of a backup made`);
    expect(held.status).toBe(4);
    // Everything is held, so nothing could be sent: --all says so in its exit code too.
    const all = await runCli([...there, 'submit', '--all'], ENV);
    expect(all.stdout).toContain(`${id} is held since the restore of a backup made`);
    expect(all.status).toBe(4);
    expect(service.stats().requests.submit).toBe(0);

    expect((await runCli([...there, 'restore-confirm', id], ENV)).status).toBe(2);
    const confirmed = await runCli([...there, 'restore-confirm', id, '--reason', 'phoned the acquirer: no such merchant'], ENV);
    expect(confirmed.stdout).toContain(`${id} is released`);
    const audit = JSON.parse((await runCli([...there, 'audit', '--json'], ENV)).stdout) as {
      entries: { applicationId: string; action: string; actor: string }[];
    };
    expect(audit.entries.filter((e) => e.action === 'restore_confirm')).toEqual([
      expect.objectContaining({ applicationId: id, actor: 'cli' }),
    ]);
    expect((await runCli([...there, 'submit', id], ENV)).stdout).toContain(`${id}: submitted`);
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('the merchant of a held application imported again: import and show name the held match, submit asks --confirm-duplicate, and the import is held too', async () => {
    const service = await startService();
    const { base, id } = await folderWithApplication(service.baseUrl);
    const backup = await exportTo(base);
    const target = tempDir();
    expect((await runCli(['--data', target, 'restore', backup], ENV)).status).toBe(0);
    const there = ['--data', target, '--base-url', service.baseUrl];
    const file = path.join(tempDir(), 'application.json');
    fs.writeFileSync(file, JSON.stringify(namedApplication('privatelimitedcompany', 'Kaffi Aftur ehf.')));
    const imported = await runCli([...there, 'import', file, '--type', 'privatelimitedcompany'], ENV);
    expect(imported.status).toBe(0);
    const again = /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]!;
    expect(imported.stdout).toContain(`possible duplicate of ${id} (ready, held): "Kaffi Laugavegur ehf.", same number and IBAN`);
    expect(imported.stdout).toContain(`company.number: possible duplicate of ${id} (ready, held)`);
    expect(imported.stdout).toContain('[confirm with a reason to queue: submit --confirm-duplicate "<reason>"]');
    const shown = await runCli([...there, 'show', again], ENV);
    expect(shown.stdout).toContain('Held:      since the restore of a backup made');
    expect(shown.stdout).toContain(`possible duplicate of ${id} (ready, held)`);

    // Both released, the import still asks: the other is ready and may be sent too.
    expect((await runCli([...there, 'restore-confirm', '--all', '--reason', 'phoned the acquirer'], ENV)).status).toBe(0);
    const asked = await runCli([...there, 'submit', again, '--confirm', 'the account is right'], ENV);
    expect(asked.status).toBe(1);
    expect(asked.stdout).toContain(`${again} is not queued: another application for this merchant is ready or queued, and may be sent too`);
    expect(asked.stdout).toContain(`submit ${again} --confirm-duplicate "<reason>"`);
    expect(service.stats().requests.submit).toBe(0);
  });
});
