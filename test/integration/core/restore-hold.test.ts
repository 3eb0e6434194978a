import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queueApplication } from '$main/core/applications/applications';
import { importApplication } from '$main/core/applications/import-application';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { confirmNotBoarded, countAwaitingSend, getApplication, listAudit, listHeld } from '$main/database';
import { restoreBackupInto } from '$main/core/backup/backups';
import { exportBackup } from '$main/database/backup/backup';
import { backupAgeText } from '$main/cli/restore-summary';
import { IPC_CHANNELS } from '$shared/ipc/contract';
import { RESTORE_CONFIRM_IDS_MAX } from '$shared/ipc/channels/restore';
import { namedApplication, otherMerchantApplication } from '../../fixtures/applications';
import { manualClock, openTestCore } from '../../helpers/core-fixture';
import { startService } from '../../helpers/training-service';
import { tempDir } from '../../helpers/temp-dir';

const PASSPHRASE = 'correct horse battery';

describe('restoring a genuine backup made before a submission', () => {
  it('holds what was ready or queued: nothing is sent until the agent confirms each, and the audit log keeps it', async () => {
    const service = await startService();
    const clock = manualClock(new Date('2026-11-19T09:00:00.000Z'));
    const core = await openTestCore(service.baseUrl, { now: clock.now });
    expect((await core.syncSettings()).ok).toBe(true);
    // Two merchants: the hold alone decides here, not the duplicate guard.
    const imported = async (application: unknown) =>
      (await importApplication(core.database, 'soletrader', application, core.currentSnapshot(), 'cli')).record.id;
    const ready = await imported(namedApplication('soletrader', 'Tilbúin ehf.'));
    const queued = await imported(otherMerchantApplication('soletrader', 'Í biðröð ehf.'));
    expect(
      queueApplication({ database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: queued }).problems,
    ).toEqual([]);
    const backup = path.join(tempDir(), 'backup.sqlite');
    await exportBackup(core.database, backup, PASSPHRASE);

    // After the backup: the queued one is sent. The laptop then dies; the backup cannot know.
    clock.advance(3 * 86_400_000);
    expect((await core.submitDue()).results).toEqual([expect.objectContaining({ id: queued, status: 'submitted' })]);
    expect(service.stats().merchantsTotal).toBe(1);
    await core.close();

    clock.advance(4 * 86_400_000 + 5 * 3_600_000);
    const dataDir = tempDir();
    const summary = await restoreBackupInto(backup, dataDir, () => createKeyFileSecretStore(dataDir), PASSPHRASE, clock.now);
    expect(summary.backupMadeAt).toBe('2026-11-19T09:00:00.000Z');
    expect(backupAgeText(summary.backupMadeAt, summary.restoredAt)).toBe('7 days 5 hours');
    expect(summary.held.map((h) => [h.id, h.status])).toEqual([
      [ready, 'ready'],
      [queued, 'queued'],
    ]);
    expect(summary.sentPerHistory).toEqual([]);

    const restored = await openTestCore(service.baseUrl, { now: clock.now, dataDir });
    expect((await restored.submitDue()).results).toEqual([]);
    // The status bar's "waiting to send" counts what the outbox will send: not the held queued one.
    expect(countAwaitingSend(restored.database)).toBe(0);
    expect(() =>
      queueApplication({ database: restored.database, snapshot: restored.currentSnapshot(), actor: 'agent' }, { id: ready }),
    ).toThrow(/restored from a backup made/);
    expect(service.stats().requests.submit).toBe(1);

    // The agent checks the ready one with the acquirer: not boarded. It is released, and only it.
    expect(confirmNotBoarded(restored.database, { ids: [ready] }, 'agent', 'the acquirer has no merchant by this name')).toEqual([ready]);
    expect(listAudit(restored.database, ready).at(-1)).toMatchObject({
      action: 'restore_confirm',
      actor: 'agent',
      reason: 'confirmed not boarded since the backup made 2026-11-19T09:00:00.000Z',
      detail: { reason: 'the acquirer has no merchant by this name' },
    });
    expect(listHeld(restored.database).map((h) => h.id)).toEqual([queued]);
    expect(
      queueApplication({ database: restored.database, snapshot: restored.currentSnapshot(), actor: 'agent' }, { id: ready }).problems,
    ).toEqual([]);
    expect(countAwaitingSend(restored.database)).toBe(1);
    expect((await restored.submitDue()).results).toEqual([expect.objectContaining({ id: ready, status: 'submitted' })]);
    expect(getApplication(restored.database, queued)?.status).toBe('queued');
    expect(service.stats().merchantsTotal).toBe(2);
    expect(service.stats().maxPerApplication).toBe(1);
  });

  it('a confirmation needs a reason, and a hold cleared behind the database’s back sets the application aside', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    expect((await core.syncSettings()).ok).toBe(true);
    const { record } = await importApplication(
      core.database,
      'soletrader',
      namedApplication('soletrader', 'Haldin'),
      core.currentSnapshot(),
      'cli',
    );
    const backup = path.join(tempDir(), 'backup.sqlite');
    await exportBackup(core.database, backup, PASSPHRASE);
    const dataDir = tempDir();
    await restoreBackupInto(backup, dataDir, () => createKeyFileSecretStore(dataDir), PASSPHRASE);
    const restored = await openTestCore(service.baseUrl, { dataDir });
    expect(() => confirmNotBoarded(restored.database, 'all', 'agent', '  ')).toThrow(/say how you checked/);
    expect(() => confirmNotBoarded(restored.database, 'all', 'agent', 'x'.repeat(501))).toThrow(/3 to 500 characters/);
    const request = IPC_CHANNELS['restore:confirm'].request;
    expect(request.safeParse({ which: Array(RESTORE_CONFIRM_IDS_MAX).fill(record.id), reason: 'asked' }).success).toBe(true);
    expect(request.safeParse({ which: Array(RESTORE_CONFIRM_IDS_MAX + 1).fill(record.id), reason: 'asked' }).success).toBe(false);

    restored.database.db.prepare('UPDATE applications SET restore_hold = NULL WHERE id = ?').run(record.id);
    expect(() =>
      queueApplication({ database: restored.database, snapshot: restored.currentSnapshot(), actor: 'agent' }, { id: record.id }),
    ).toThrow(/integrity check/);
    expect(getApplication(restored.database, record.id)?.status).toBe('unknown_outcome');
    expect((await restored.submitDue()).results).toEqual([]);
    expect(service.stats().requests.submit).toBe(0);
  });
});
