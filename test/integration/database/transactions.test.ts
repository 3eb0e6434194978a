import { testReason } from '../../helpers/test-reason';
import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '$shared/wire/settings';
import {
  insertDocument,
  beginSending,
  createApplication,
  deleteApplication,
  finishAttempt,
  getApplication,
  listApplications,
  listDocuments,
  listAttempts,
  listAudit,
  recordReceipt,
  recoverInterruptedSends,
  saveDraft,
  saveSettingsSnapshot,
  transition,
  type Database,
} from '$main/database';
import { openTestDatabase } from './helpers';
import { applicationIn } from '../../helpers/application-in-state';

/**
 * Fault injection: a trigger makes the last write of each operation (its audit row, or the row
 * written after the first change) fail, and the test proves the earlier writes were undone too.
 */
function failInsertsInto(database: Database, table: string): void {
  database.db.exec(`CREATE TEMP TRIGGER fail_${table} BEFORE INSERT ON main.${table} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
}

function heal(database: Database, table: string): void {
  database.db.exec(`DROP TRIGGER temp.fail_${table}`);
}

function snapshotId(database: Database): number {
  const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: [] } });
  return saveSettingsSnapshot(database, { keyFingerprint: 'k', settings, fetchedAt: '2026-03-01T08:00:00.000Z' }).id;
}

const queued = (database: Database) => applicationIn(database, 'queued');

describe('a failure part-way leaves nothing', () => {
  it('createApplication: no row without its audit row', () => {
    const { database } = openTestDatabase();
    failInsertsInto(database, 'audit_log');
    expect(() => createApplication(database, { entityType: 'other', body: {}, businessName: 'Kaffi', actor: 'agent' })).toThrow(
      'injected failure',
    );
    expect(listApplications(database, { limit: 10, offset: 0 }).total).toBe(0);
  });

  it('saveDraft: the body is not replaced when its audit row fails', () => {
    const { database } = openTestDatabase();
    const { id } = createApplication(database, { entityType: 'other', body: { v: 1 }, businessName: 'Kaffi', actor: 'agent' });
    failInsertsInto(database, 'audit_log');
    const save = {
      body: { v: 2 },
      businessName: 'New',
      status: 'ready' as const,
      problems: [],
      settingsSnapshotId: null,
      actor: 'agent' as const,
    };
    expect(() => saveDraft(database, id, save)).toThrow('injected failure');
    expect(getApplication(database, id)).toMatchObject({ body: { v: 1 }, businessName: 'Kaffi', status: 'draft', revision: 1 });
  });

  it('transition: the status does not move when its audit row fails', () => {
    const { database } = openTestDatabase();
    const id = queued(database);
    const { revision } = getApplication(database, id)!;
    failInsertsInto(database, 'audit_log');
    expect(() => transition(database, id, { from: ['queued'], to: 'needs_attention', actor: 'system', reason: testReason('x') })).toThrow(
      'injected failure',
    );
    expect(getApplication(database, id)).toMatchObject({ status: 'queued', revision });
  });

  it('beginSending: neither the status nor the attempt when the attempt cannot be written', () => {
    const { database } = openTestDatabase();
    const id = queued(database);
    const snapshot = snapshotId(database);
    failInsertsInto(database, 'submission_attempts');
    expect(() => beginSending(database, id, { settingsSnapshotId: snapshot, path: '/other' })).toThrow('injected failure');
    expect(getApplication(database, id)?.status).toBe('queued');
    heal(database, 'submission_attempts');
    failInsertsInto(database, 'audit_log');
    expect(() => beginSending(database, id, { settingsSnapshotId: snapshot, path: '/other' })).toThrow('injected failure');
    expect(getApplication(database, id)?.status).toBe('queued');
    expect(listAttempts(database, id)).toEqual([]);
  });

  it('finishAttempt: the attempt stays open and the status sending when the audit row fails', () => {
    const { database } = openTestDatabase();
    const id = queued(database);
    const { attemptId } = beginSending(database, id, { settingsSnapshotId: snapshotId(database), path: '/other' })!;
    failInsertsInto(database, 'audit_log');
    const outcome = {
      to: 'submitted',
      outcome: 'submitted',
      httpStatus: 201,
      detail: {},
      reason: testReason('created'),
      merchantId: 5,
    } as const;
    expect(() => finishAttempt(database, id, attemptId, outcome)).toThrow('injected failure');
    expect(getApplication(database, id)).toMatchObject({ status: 'sending', merchantId: null });
    expect(listAttempts(database, id)).toMatchObject([{ finishedAt: null, outcome: null }]);
  });

  it('recoverInterruptedSends: all or none', () => {
    const { database } = openTestDatabase();
    const snapshot = snapshotId(database);
    const ids = [queued(database), queued(database)];
    for (const id of ids) beginSending(database, id, { settingsSnapshotId: snapshot, path: '/other' });
    // Let the first audit row through and fail the second.
    database.db.exec(`CREATE TEMP TRIGGER fail_second BEFORE INSERT ON main.audit_log
      WHEN (SELECT count(*) FROM main.audit_log WHERE action = 'recover') >= 1
      BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
    expect(() => recoverInterruptedSends(database)).toThrow('injected failure');
    for (const id of ids) {
      expect(getApplication(database, id)?.status).toBe('sending');
      expect(listAttempts(database, id)).toMatchObject([{ finishedAt: null }]);
    }
    expect(listAudit(database).filter((row) => row.action === 'recover')).toEqual([]);
  });

  it('deleteApplication: the draft and its files stay when the audit row fails', () => {
    const { database } = openTestDatabase();
    const { id } = createApplication(database, { entityType: 'other', body: {}, businessName: 'Kaffi', actor: 'agent' });
    insertDocument(database, id, { role: 'additional', fileName: 'a.png', mediaType: 'image/png', bytes: Buffer.from('x') });
    failInsertsInto(database, 'audit_log');
    expect(() => deleteApplication(database, id, 'agent')).toThrow('injected failure');
    expect(getApplication(database, id)).toBeDefined();
    expect(listDocuments(database, id)).toHaveLength(1);
  });

  it('a caller’s own transaction around several calls is undone as a whole', () => {
    const { database } = openTestDatabase();
    const { id } = createApplication(database, { entityType: 'other', body: {}, businessName: 'Kaffi', actor: 'agent' });
    expect(() =>
      database.db.transaction(() => {
        recordReceipt(database, { applicationId: id, layout: 'a4', language: 'en', kind: 'print', destination: null });
        transition(database, id, { from: ['draft'], to: 'ready', actor: 'agent', reason: testReason('x') });
        throw new Error('caller failed');
      })(),
    ).toThrow('caller failed');
    expect(getApplication(database, id)?.status).toBe('draft');
    expect(database.db.prepare('SELECT count(*) AS n FROM receipts').get()).toEqual({ n: 0 });
  });
});
