import { testReason } from '../../helpers/test-reason';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Core, openCore } from '$main/core/core';
import { DEFAULT_RETENTION_DAYS, getRetentionDays, purgeExpired, setRetentionDays } from '$main/core/retention/retention';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { applicationView } from '$main/core/views/application-view';
import { prepareReceipt, receiptContext } from '$main/core/receipts/prepare-receipt';
import { IPC_CHANNELS } from '$shared/ipc/contract';
import { loadReceiptData } from '$main/core/receipts/load-receipt-data';
import {
  createApplication,
  getApplication,
  listDocuments,
  listAttempts,
  listAudit,
  listReceipts,
  recordReceipt,
  transition,
} from '$main/database';
import { TEST_PERSON_KENNITALA } from '../../fixtures/applications';
import { manualClock } from '../../helpers/core-fixture';
import { thumbnailOf } from '$main/core/documents/document-thumbnails';
import { cameraJpeg } from '../../helpers/document-fixtures';
import { databaseFiles, probesFound, probesOf, sealedValuesOf } from '../../helpers/sealed-bytes';
import { submittedApplication } from '../../helpers/submitted-application';
import { tempDir } from '../../helpers/temp-dir';

const DAY = 86_400_000;

async function openAt(clock: { now: () => Date }): Promise<Core> {
  const dataDir = tempDir('fieldboard-retention-');
  return openCore({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    logger: createLogger({ file: path.join(dataDir, 'logs', 'fieldboard.log') }),
    training: false,
    now: clock.now,
  });
}

describe('retention: purging submitted applications', () => {
  it('keeps 30 days by default; purges only submitted ones past it, keeping what the receipt and support need', async () => {
    const clock = manualClock(new Date('2026-01-01T10:00:00Z'));
    const core = await openAt(clock);
    try {
      const { database } = core;
      expect(getRetentionDays(database)).toBe(DEFAULT_RETENTION_DAYS);
      const old = submittedApplication(database, { name: 'Old Kaffi', documentBytes: 200_000 });
      const before = loadReceiptData(database, old.id, receiptContext(database));
      recordReceipt(database, { applicationId: old.id, layout: 'a4', language: 'en', kind: 'print', destination: null });
      // Never purged automatically, however old: rejected, unknown outcome, unsent.
      const rejected = createApplication(database, { entityType: 'other', body: {}, businessName: 'Rejected', actor: 'agent' }).id;
      transition(database, rejected, { from: ['draft'], to: 'rejected', actor: 'system', reason: testReason('refused') });
      const unknown = createApplication(database, { entityType: 'other', body: {}, businessName: 'Unknown', actor: 'agent' }).id;
      transition(database, unknown, { from: ['draft'], to: 'unknown_outcome', actor: 'system', reason: testReason('lost') });
      const draft = createApplication(database, { entityType: 'other', body: { note: 'x' }, businessName: 'Draft', actor: 'agent' }).id;
      const probes = probesOf(sealedValuesOf(database, old.id));
      expect(probesFound(databaseFiles(database), probes)).toBe(probes.length);

      clock.advance(29 * DAY);
      const young = submittedApplication(database, { name: 'Young Kaffi', documentBytes: 200_000 });
      expect(purgeExpired(database, 'system').purged).toEqual([]);

      clock.advance(1 * DAY + 60_000);
      const report = purgeExpired(database, 'system');
      expect(report.purged).toEqual([
        { id: old.id, businessName: 'Old Kaffi', submittedAt: expect.any(String) as unknown, documentsRemoved: 2, bytesRemoved: 200_000 },
      ]);
      expect(report.erase?.checkpointed).toBe(true);

      // Gone: documents, personal details, attempt details; and their ciphertext from the files.
      expect(listDocuments(database, old.id)).toEqual([]);
      const record = getApplication(database, old.id)!;
      expect(record.body).toBeNull();
      expect(JSON.stringify(record)).not.toContain(TEST_PERSON_KENNITALA);
      expect(listAttempts(database, old.id).map((a) => [a.outcome, a.httpStatus, a.detail])).toEqual([
        ['not_sent', 503, null],
        ['submitted', 201, null],
      ]);
      expect(probesFound(databaseFiles(database), probes)).toBe(0);

      // Kept: status, IDs, dates, receipts history, the receipt's data (masked), the audit trail.
      expect(record).toMatchObject({ status: 'submitted', businessName: 'Old Kaffi', merchantId: old.merchantId });
      expect(record.submittedAt).not.toBeNull();
      expect(listReceipts(database, old.id)).toHaveLength(1);
      const after = loadReceiptData(database, old.id, receiptContext(database));
      expect(after).toEqual({ ...before, retainedSince: clock.now().toISOString() });
      expect(after.identity).toEqual({ kind: 'nationalId', masked: expect.stringMatching(/3019$/) as unknown });
      const receipt = prepareReceipt(database, old.id, { layout: 'a4', language: 'en', timeZone: 'UTC' });
      expect(receipt.html).toContain('FROM RETAINED DATA');
      expect(receipt.html).toContain(String(old.merchantId));
      expect(prepareReceipt(database, old.id, { layout: 'roll80', language: 'is', timeZone: 'UTC' }).html).toContain(
        'ÚR VARÐVEITTUM GÖGNUM',
      );
      const purgeAudit = listAudit(database, old.id).filter((entry) => entry.action === 'purge');
      expect(purgeAudit).toEqual([
        expect.objectContaining({
          actor: 'system',
          reason: 'retention 30 days: 2 documents (200000 bytes), personal details and attempt details removed',
        }),
      ]);

      // The editor is told, within the contract, when and how much went; it shows the kept name.
      const view = IPC_CHANNELS['applications:get'].response.parse(applicationView(database, old.id));
      expect(view).toMatchObject({ businessName: 'Old Kaffi', purged: { at: clock.now().toISOString(), documentsRemoved: 2 } });

      // The others are untouched.
      for (const id of [young.id, rejected, unknown, draft]) expect(getApplication(database, id)?.body).not.toBeNull();
      expect(applicationView(database, young.id).purged).toBeNull();
      expect(listDocuments(database, young.id)).toHaveLength(2);
      // A second run finds nothing more.
      expect(purgeExpired(database, 'system').purged).toEqual([]);
    } finally {
      await core.close();
    }
  });

  it('takes each document’s thumbnail with it: no thumbnail ciphertext is left in the database, its WAL or -shm', async () => {
    const clock = manualClock(new Date('2026-01-01T10:00:00Z'));
    const core = await openAt(clock);
    try {
      const { database } = core;
      const photo = await cameraJpeg(1200, 900, 20);
      const sent = submittedApplication(database, {
        documents: [{ role: 'identification', bytes: photo, mediaType: 'image/jpeg', fileName: 'passport.jpg' }],
      });
      const [document] = listDocuments(database, sent.id);
      expect(await thumbnailOf(database, document!.id)).not.toBeNull();
      const thumbnail = database.db.prepare('SELECT thumbnail FROM attachments WHERE id = ?').pluck().get(document!.id) as Buffer;
      expect(sealedValuesOf(database, sent.id)).toContainEqual(thumbnail);
      const probes = probesOf([thumbnail]);
      expect(probesFound(databaseFiles(database), probes)).toBe(probes.length);

      clock.advance(31 * DAY);
      expect(purgeExpired(database, 'system').purged.map((purged) => purged.id)).toEqual([sent.id]);
      expect(probesFound(databaseFiles(database), probes)).toBe(0);
    } finally {
      await core.close();
    }
  });

  it('0 days purges at the next purge; the setting is checked', async () => {
    const clock = manualClock();
    const core = await openAt(clock);
    try {
      const { id } = submittedApplication(core.database, { documentBytes: 10_000 });
      expect(() => setRetentionDays(core.database, -1)).toThrow(/whole number of days/);
      expect(() => setRetentionDays(core.database, 1.5)).toThrow(/whole number of days/);
      setRetentionDays(core.database, 0);
      expect(getRetentionDays(core.database)).toBe(0);
      clock.advance(1000);
      expect(purgeExpired(core.database, 'cli').purged.map((p) => p.id)).toEqual([id]);
    } finally {
      await core.close();
    }
  });
});
