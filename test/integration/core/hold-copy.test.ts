import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFor } from '$main/core/requests';
import type { Core } from '$main/core/core';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { DatabaseError, getApplication, listAudit, listHeld, restoreHoldOf } from '$main/database';
import { gateRestoredDocument } from '$main/core/backup/restore-gate';
import { exportBackup, restoreBackup } from '$main/database/backup/backup';
import { readDraftBody } from '$shared/draft';
import { IPC_CHANNELS } from '$shared/ipc/contract';
import { isConfirmable, isDuplicateNotice } from '$shared/rules/notice';
import { TINY_PNG_BASE64, namedApplication, otherMerchantApplication } from '../../fixtures/applications';
import { openTestCore } from '../../helpers/core-fixture';
import { startService } from '../../helpers/training-service';
import { tempDir } from '../../helpers/temp-dir';

const PASSPHRASE = 'correct horse battery';
const NAME = 'Kaffi Tvískráð ehf.';

/**
 * The probe: back up while X is ready; submit X; restore the backup elsewhere, so X is held there;
 * copy X as new (a copy has no documents), add its bank letter, queue it, send.
 */
async function restoredCopyOfSentApplication() {
  const service = await startService();
  const first = await openTestCore(service.baseUrl);
  expect((await first.syncSettings()).ok).toBe(true);
  const x = (
    await coreFor(first, 'cli').applications.import({
      entityType: 'privatelimitedcompany',
      wire: namedApplication('privatelimitedcompany', NAME),
    })
  ).record;
  expect(x.status).toBe('ready');
  const backup = path.join(tempDir(), 'backup.sqlite');
  await exportBackup(first.database, backup, PASSPHRASE);
  expect(coreFor(first, 'agent').applications.queue({ id: x.id }).unconfirmed).toEqual([]);
  expect((await first.submitDue()).results).toEqual([expect.objectContaining({ id: x.id, status: 'submitted' })]);
  expect(service.stats().merchantsTotal).toBe(1);
  await first.close();

  const dataDir = tempDir();
  const summary = await restoreBackup(backup, dataDir, createKeyFileSecretStore(dataDir), PASSPHRASE, gateRestoredDocument);
  expect(summary.held.map((h) => h.id)).toEqual([x.id]);
  const restored = await openTestCore(service.baseUrl, { dataDir });
  expect((await restored.syncSettings()).ok).toBe(true);
  const copy = coreFor(restored, 'agent').applications.copy(x.id);
  return { service, restored, x, copy };
}

/** Adds the bank's letter the copy lacks and puts it in its place in the draft, as the editor does. */
async function addBankLetter(core: Core, id: string) {
  const requests = coreFor(core, 'agent');
  const added = await requests.documents.add(
    { applicationId: id, role: 'bankConfirmation' },
    Buffer.from(TINY_PNG_BASE64, 'base64'),
    'letter.png',
  );
  const record = getApplication(core.database, id)!;
  const draft = readDraftBody(record.body);
  (draft.application.bankAccount as Record<string, unknown>).bankAccountConfirmationAttachment = { attachmentId: added!.id };
  return requests.applications.save({ id, draft, expectedRevision: record.revision });
}

describe('a hold cannot be stepped around by a copy', () => {
  it('the copy of a held application is held too: its documents added, it is not queued or sent, and the service holds one merchant', async () => {
    const { service, restored, x, copy } = await restoredCopyOfSentApplication();
    expect(restoreHoldOf(restored.database, copy.id)).toBe(restoreHoldOf(restored.database, x.id));
    expect(listHeld(restored.database).map((h) => h.id)).toEqual([x.id, copy.id]);
    // Listed under its original's name, the dashboard says whose copy it is.
    const listed = coreFor(restored, 'agent').restore.held();
    expect(IPC_CHANNELS['restore:held'].response.parse({ applications: listed }).applications.map((h) => h.copyOf)).toEqual([
      undefined,
      { id: x.id, name: NAME },
    ]);

    const saved = await addBankLetter(restored, copy.id);
    expect(saved.problems).toEqual([]);
    expect(saved.record.status).toBe('ready');
    const queue = () => coreFor(restored, 'agent').applications.queue({ id: copy.id });
    expect(queue).toThrow(DatabaseError);
    expect(queue).toThrow(/confirm it was not boarded since/);
    expect((await restored.submitDue()).results).toEqual([]);
    expect(getApplication(restored.database, copy.id)?.status).toBe('ready');
    expect(service.stats().merchantsTotal).toBe(1);
    expect(service.stats().requests.submit).toBe(1);

    // Its hold is sealed like a restore's: cleared behind the database's back, the copy is set aside.
    restored.database.db.prepare('UPDATE applications SET restore_hold = NULL WHERE id = ?').run(copy.id);
    const requests = coreFor(restored, 'agent');
    const confirmations = requests.applications
      .notices(getApplication(restored.database, copy.id)!)
      .filter(isConfirmable)
      .map((n) => ({ code: n.code, path: n.path, reason: 'the acquirer asked for it' }));
    expect(() => requests.applications.queue({ id: copy.id, confirmations })).toThrow(/integrity check/);
    expect(getApplication(restored.database, copy.id)?.status).toBe('unknown_outcome');
  });

  it('released, the copy still asks the reason a duplicate of its held or ready original needs; without it nothing is sent', async () => {
    const { service, restored, x, copy } = await restoredCopyOfSentApplication();
    await addBankLetter(restored, copy.id);
    const requests = coreFor(restored, 'agent');
    const duplicates = () => requests.applications.notices(getApplication(restored.database, copy.id)!).filter(isDuplicateNotice);
    expect(duplicates().map((n) => [n.code, n.params.id])).toEqual([
      ['duplicate_of_held', x.id],
      ['duplicate_of_held', x.id],
    ]);
    expect(duplicates().every(isConfirmable)).toBe(true);

    // The agent releases the copy alone: its original is still held, and the copy still asks.
    expect(requests.restore.confirmNotBoarded({ ids: [copy.id] }, 'the acquirer has no merchant with this number')).toEqual([copy.id]);
    expect(requests.applications.queue({ id: copy.id }).unconfirmed.map((n) => n.code)).toEqual(['duplicate_of_held', 'duplicate_of_held']);
    // Its original released too, it is ready, and may still be sent: the copy asks all the same.
    expect(requests.restore.confirmNotBoarded('all', 'asked the acquirer again')).toEqual([x.id]);
    expect(requests.applications.queue({ id: copy.id }).unconfirmed.map((n) => n.code)).toEqual([
      'duplicate_of_pending',
      'duplicate_of_pending',
    ]);
    expect((await restored.submitDue()).results).toEqual([]);
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('an import of the same merchant is held with it, and a change of type keeps a hold; each is released by the same confirmation', async () => {
    const { restored, x, copy } = await restoredCopyOfSentApplication();
    const requests = coreFor(restored, 'cli');
    // The held application as the review's "exactly what will be sent" shows it, imported again.
    const imported = (
      await requests.applications.import({
        entityType: 'privatelimitedcompany',
        wire: namedApplication('privatelimitedcompany', 'Annað nafn ehf.'),
      })
    ).record;
    expect(restoreHoldOf(restored.database, imported.id)).toBe(restoreHoldOf(restored.database, x.id));
    expect(() => requests.applications.queue({ id: imported.id })).toThrow(/confirm it was not boarded since/);
    // It names the held application it shares the merchant with: the original or its held copy.
    const held = listAudit(restored.database, imported.id).at(-1)!;
    expect(held.action).toBe('hold');
    expect([x.id, copy.id].map((id) => `held with ${id}, which has the same merchant number or IBAN`)).toContain(held.reason);
    // Another merchant's file is not held.
    const other = (
      await requests.applications.import({
        entityType: 'privatelimitedcompany',
        wire: otherMerchantApplication('privatelimitedcompany', 'Óskyld ehf.'),
      })
    ).record;
    expect(restoreHoldOf(restored.database, other.id)).toBeNull();

    const preview = requests.applications.previewTypeChange(x.id, 'partnership');
    requests.applications.changeType({ id: x.id, to: 'partnership', expectedRevision: preview.revision });
    // The same row: its hold and its seal stay (a release below checks the seal first).
    expect(restoreHoldOf(restored.database, x.id)).not.toBeNull();

    expect(requests.restore.confirmNotBoarded('all', 'the acquirer has none of them').sort()).toEqual([x.id, copy.id, imported.id].sort());
    expect(listHeld(restored.database)).toEqual([]);
  });
});
