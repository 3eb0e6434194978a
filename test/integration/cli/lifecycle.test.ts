import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCore } from '$main/core/core';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { TEST_PERSON_KENNITALA } from '../../fixtures/applications';
import { databaseFiles, probesFound, probesOf, sealedValuesOf } from '../../helpers/sealed-bytes';
import { runCli } from '../../helpers/run-cli';
import { submittedApplication } from '../../helpers/submitted-application';
import { applicationIn } from '../../helpers/application-in-state';
import { tempDir } from '../../helpers/temp-dir';

/** A folder with one application submitted 40 days ago and one queued; returns its ids and the submitted one's ciphertext probes. */
async function folderWithHistory() {
  const data = tempDir();
  const core = await openCore({
    dataDir: data,
    secretStore: createKeyFileSecretStore(data),
    logger: createLogger({ file: path.join(data, 'logs', 'fieldboard.log') }),
    training: false,
    now: () => new Date(Date.now() - 40 * 86_400_000),
  });
  try {
    const submitted = submittedApplication(core.database, { name: 'Gamla Kaffi', documentBytes: 100_000 });
    const probes = probesOf(sealedValuesOf(core.database, submitted.id));
    const queued = applicationIn(core.database, 'queued', { name: 'Bíður ehf' });
    return { data, submitted: submitted.id, queued, probes, files: databaseFiles(core.database) };
  } finally {
    await core.close();
  }
}

describe('the command line: retention, purge, audit, wipe', () => {
  it('retention shows and sets the period, refusing nonsense', async () => {
    const data = tempDir();
    expect((await runCli(['--data', data, 'retention'])).stdout).toContain('kept 30 days after submission');
    expect((await runCli(['--data', data, 'retention', '45'])).stdout).toContain('kept 45 days after submission');
    expect((await runCli(['--data', data, 'retention'])).stdout).toContain('kept 45 days');
    expect((await runCli(['--data', data, 'retention', '0'])).stdout).toContain('removed at the next purge');
    const bad = await runCli(['--data', data, 'retention', 'thirty']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('whole number of days from 0 to 3650');
  });

  it('purge prints what it purged; its ciphertext is gone; audit --json records it without personal data', async () => {
    const { data, submitted, queued, probes, files } = await folderWithHistory();
    expect(probesFound(files, probes)).toBe(probes.length);
    const purge = await runCli(['--data', data, 'purge']);
    expect(purge.status).toBe(0);
    expect(purge.stdout).toContain(submitted);
    expect(purge.stdout).toContain('Purged 1 application(s) submitted more than 30 days ago: 100000 bytes of documents removed.');
    expect(purge.stdout).not.toContain(queued);
    expect(probesFound(files, probes)).toBe(0);
    expect((await runCli(['--data', data, 'purge'])).stdout).toContain('Nothing to purge');

    const audit = await runCli(['--data', data, 'audit', '--json']);
    expect(audit.status).toBe(0);
    const exported = JSON.parse(audit.stdout) as { entries: { applicationId: string; action: string; actor: string; reason: string }[] };
    expect(exported.entries.filter((e) => e.action === 'purge')).toEqual([
      expect.objectContaining({
        applicationId: submitted,
        actor: 'cli',
        reason: expect.stringContaining('2 documents (100000 bytes)') as unknown,
      }),
    ]);
    expect(audit.stdout).not.toContain(TEST_PERSON_KENNITALA);
    expect(audit.stdout).not.toMatch(/IS\d{24}/);
    const shown = await runCli(['--data', data, 'show', submitted, '--json']);
    expect(shown.status).toBe(0);
    expect((JSON.parse(shown.stdout) as { purged: unknown }).purged).toEqual({ at: expect.any(String) as unknown, documentsRemoved: 2 });
    expect((await runCli(['--data', data, 'show', submitted])).stdout).toMatch(
      /Purged: {4}\S+: 2 document\(s\) and the personal details removed \(retention\)/,
    );
    expect((JSON.parse((await runCli(['--data', data, 'show', queued, '--json'])).stdout) as { purged: unknown }).purged).toBeNull();
  });

  it('wipe needs --yes, refuses while something is queued naming it, and with --force leaves a folder that opens as new', async () => {
    const { data, queued, files, probes } = await folderWithHistory();
    const noYes = await runCli(['--data', data, 'wipe']);
    expect(noYes.status).toBe(2);
    expect(noYes.stderr).toContain('--yes');
    const refused = await runCli(['--data', data, 'wipe', '--yes']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${queued} (Bíður ehf, queued)`);
    expect((await runCli(['--data', data, 'list'])).stdout).toContain('Bíður ehf');

    const keyBefore = fs.readFileSync(path.join(data, 'fieldboard.key'));
    const wiped = await runCli(['--data', data, 'wipe', '--yes', '--force']);
    expect(wiped.status).toBe(0);
    expect(wiped.stdout).toContain(`Wiped although queued: ${queued}`);
    expect(wiped.stdout).toMatch(/the data key was destroyed, then .*fieldboard\.sqlite.* deleted/);
    expect(fs.readdirSync(data).sort()).toEqual(['logs']);
    expect(fs.readdirSync(path.join(data, 'logs'))).toEqual([]);
    expect(probesFound(files, probes)).toBe(0);

    const list = await runCli(['--data', data, 'list']);
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('No applications yet.');
    expect(fs.readFileSync(path.join(data, 'fieldboard.key')).equals(keyBefore)).toBe(false);
  });
});
