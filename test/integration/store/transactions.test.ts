import { testReason } from '../../helpers/test-reason';
import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '../../../shared/wire/settings';
import {
  addAttachment,
  beginSending,
  createApplication,
  deleteApplication,
  finishAttempt,
  getApplication,
  listApplications,
  listAttachments,
  listAttempts,
  listAudit,
  recordReceipt,
  recoverInterruptedSends,
  saveDraft,
  saveSettingsSnapshot,
  transition,
  type Store,
} from '../../../main/store';
import { openTestStore } from './helpers';
import { applicationIn } from '../../helpers/application-in-state';

/**
 * Fault injection: a trigger makes the last write of each operation (its audit row, or the row
 * written after the first change) fail, and the test proves the earlier writes were undone too.
 */
function failInsertsInto(store: Store, table: string): void {
  store.db.exec(`CREATE TEMP TRIGGER fail_${table} BEFORE INSERT ON main.${table} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
}

function heal(store: Store, table: string): void {
  store.db.exec(`DROP TRIGGER temp.fail_${table}`);
}

function snapshotId(store: Store): number {
  const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: [] } });
  return saveSettingsSnapshot(store, { keyFingerprint: 'k', settings, fetchedAt: '2026-03-01T08:00:00.000Z' }).id;
}

const queued = (store: Store) => applicationIn(store, 'queued');

describe('a failure part-way leaves nothing', () => {
  it('createApplication: no row without its audit row', () => {
    const { store } = openTestStore();
    failInsertsInto(store, 'audit_log');
    expect(() => createApplication(store, { entityType: 'other', body: {}, businessName: 'Kaffi', actor: 'agent' })).toThrow(
      'injected failure',
    );
    expect(listApplications(store, { limit: 10, offset: 0 }).total).toBe(0);
  });

  it('saveDraft: the body is not replaced when its audit row fails', () => {
    const { store } = openTestStore();
    const { id } = createApplication(store, { entityType: 'other', body: { v: 1 }, businessName: 'Kaffi', actor: 'agent' });
    failInsertsInto(store, 'audit_log');
    const save = {
      body: { v: 2 },
      businessName: 'New',
      status: 'ready' as const,
      problems: [],
      settingsSnapshotId: null,
      actor: 'agent' as const,
    };
    expect(() => saveDraft(store, id, save)).toThrow('injected failure');
    expect(getApplication(store, id)).toMatchObject({ body: { v: 1 }, businessName: 'Kaffi', status: 'draft', revision: 1 });
  });

  it('transition: the status does not move when its audit row fails', () => {
    const { store } = openTestStore();
    const id = queued(store);
    const { revision } = getApplication(store, id)!;
    failInsertsInto(store, 'audit_log');
    expect(() => transition(store, id, { from: ['queued'], to: 'needs_attention', actor: 'system', reason: testReason('x') })).toThrow(
      'injected failure',
    );
    expect(getApplication(store, id)).toMatchObject({ status: 'queued', revision });
  });

  it('beginSending: neither the status nor the attempt when the attempt cannot be written', () => {
    const { store } = openTestStore();
    const id = queued(store);
    const snapshot = snapshotId(store);
    failInsertsInto(store, 'submission_attempts');
    expect(() => beginSending(store, id, { settingsSnapshotId: snapshot, path: '/other' })).toThrow('injected failure');
    expect(getApplication(store, id)?.status).toBe('queued');
    heal(store, 'submission_attempts');
    failInsertsInto(store, 'audit_log');
    expect(() => beginSending(store, id, { settingsSnapshotId: snapshot, path: '/other' })).toThrow('injected failure');
    expect(getApplication(store, id)?.status).toBe('queued');
    expect(listAttempts(store, id)).toEqual([]);
  });

  it('finishAttempt: the attempt stays open and the status sending when the audit row fails', () => {
    const { store } = openTestStore();
    const id = queued(store);
    const { attemptId } = beginSending(store, id, { settingsSnapshotId: snapshotId(store), path: '/other' })!;
    failInsertsInto(store, 'audit_log');
    const outcome = {
      to: 'submitted',
      outcome: 'submitted',
      httpStatus: 201,
      detail: {},
      reason: testReason('created'),
      merchantId: 5,
    } as const;
    expect(() => finishAttempt(store, id, attemptId, outcome)).toThrow('injected failure');
    expect(getApplication(store, id)).toMatchObject({ status: 'sending', merchantId: null });
    expect(listAttempts(store, id)).toMatchObject([{ finishedAt: null, outcome: null }]);
  });

  it('recoverInterruptedSends: all or none', () => {
    const { store } = openTestStore();
    const snapshot = snapshotId(store);
    const ids = [queued(store), queued(store)];
    for (const id of ids) beginSending(store, id, { settingsSnapshotId: snapshot, path: '/other' });
    // Let the first audit row through and fail the second.
    store.db.exec(`CREATE TEMP TRIGGER fail_second BEFORE INSERT ON main.audit_log
      WHEN (SELECT count(*) FROM main.audit_log WHERE action = 'recover') >= 1
      BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
    expect(() => recoverInterruptedSends(store)).toThrow('injected failure');
    for (const id of ids) {
      expect(getApplication(store, id)?.status).toBe('sending');
      expect(listAttempts(store, id)).toMatchObject([{ finishedAt: null }]);
    }
    expect(listAudit(store).filter((row) => row.action === 'recover')).toEqual([]);
  });

  it('deleteApplication: the draft and its files stay when the audit row fails', () => {
    const { store } = openTestStore();
    const { id } = createApplication(store, { entityType: 'other', body: {}, businessName: 'Kaffi', actor: 'agent' });
    addAttachment(store, id, { role: 'additional', fileName: 'a.png', mediaType: 'image/png', bytes: Buffer.from('x') });
    failInsertsInto(store, 'audit_log');
    expect(() => deleteApplication(store, id, 'agent')).toThrow('injected failure');
    expect(getApplication(store, id)).toBeDefined();
    expect(listAttachments(store, id)).toHaveLength(1);
  });

  it('a caller’s own transaction around several calls is undone as a whole', () => {
    const { store } = openTestStore();
    const { id } = createApplication(store, { entityType: 'other', body: {}, businessName: 'Kaffi', actor: 'agent' });
    expect(() =>
      store.db.transaction(() => {
        recordReceipt(store, { applicationId: id, layout: 'a4', language: 'en', kind: 'print', destination: null });
        transition(store, id, { from: ['draft'], to: 'ready', actor: 'agent', reason: testReason('x') });
        throw new Error('caller failed');
      })(),
    ).toThrow('caller failed');
    expect(getApplication(store, id)?.status).toBe('draft');
    expect(store.db.prepare('SELECT count(*) AS n FROM receipts').get()).toEqual({ n: 0 });
  });
});
