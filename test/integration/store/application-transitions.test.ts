import { testReason } from '../../helpers/test-reason';
import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '../../../shared/wire/settings';
import {
  beginSending,
  createApplication,
  finishAttempt,
  getApplication,
  listAttempts,
  listAudit,
  listDue,
  recoverInterruptedSends,
  saveSettingsSnapshot,
  StoreError,
  transition,
  type Store,
} from '../../../main/store';
import { openTestStore } from './helpers';
import { applicationIn } from '../../helpers/application-in-state';

const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: ['Domestic debit cards'] } });

function snapshot(store: Store): number {
  return saveSettingsSnapshot(store, { keyFingerprint: 'abcd', settings, fetchedAt: '2026-03-01T08:00:00.000Z' }).id;
}

const queued = (store: Store, name?: string) => applicationIn(store, 'queued', name === undefined ? {} : { name });

function sending(store: Store): { id: string; attemptId: number; snapshotId: number } {
  const id = queued(store);
  const snapshotId = snapshot(store);
  const begun = beginSending(store, id, { settingsSnapshotId: snapshotId, path: '/other' });
  if (begun === undefined) throw new Error('could not begin sending');
  return { id, attemptId: begun.attemptId, snapshotId };
}

const created = {
  to: 'submitted',
  outcome: 'submitted',
  httpStatus: 201,
  reason: testReason('created merchant 4242'),
  merchantId: 4242,
} as const;

describe('transition', () => {
  it('moves from an allowed status, writes the given fields and an audit row', () => {
    const { store } = openTestStore();
    const { id } = createApplication(store, { entityType: 'other', body: {}, businessName: 'X', actor: 'agent' });
    const snapshotId = snapshot(store);
    const moved = transition(store, id, {
      from: ['draft', 'ready'],
      to: 'needs_attention',
      actor: 'system',
      reason: testReason('the settings changed'),
      problems: [{ path: ['fees'], code: 'invalid_value', message: 'fees changed' }],
      settingsSnapshotId: snapshotId,
      nextAttemptAt: '2026-03-02T10:00:00+00:00',
      attemptCount: 3,
      result: { note: 'kept' },
    });
    expect(moved).toBe(true);
    expect(getApplication(store, id)).toMatchObject({
      status: 'needs_attention',
      statusReason: testReason('the settings changed'),
      settingsSnapshotId: snapshotId,
      nextAttemptAt: '2026-03-02T10:00:00.000Z',
      attemptCount: 3,
      result: { note: 'kept' },
      // A transition leaves the body alone, so the editor's revision stays valid.
      revision: 1,
      problems: [{ path: ['fees'], message: 'fees changed' }],
    });
    expect(listAudit(store, id).at(-1)).toMatchObject({
      action: 'transition',
      fromStatus: 'draft',
      toStatus: 'needs_attention',
      actor: 'system',
      reason: 'legacy {"text":"the settings changed"}',
    });
  });

  it('returns false and changes nothing when the status is not in `from`', () => {
    const { store } = openTestStore();
    const id = queued(store);
    const before = getApplication(store, id);
    const auditBefore = listAudit(store, id).length;
    expect(transition(store, id, { from: ['draft', 'ready'], to: 'queued', actor: 'agent', reason: testReason('again') })).toBe(false);
    expect(getApplication(store, id)).toEqual(before);
    expect(listAudit(store, id)).toHaveLength(auditBefore);
  });

  it('returns false for an unknown id or an empty `from`', () => {
    const { store } = openTestStore();
    const id = queued(store);
    expect(transition(store, 'nope', { from: ['queued'], to: 'ready', actor: 'agent', reason: testReason('x') })).toBe(false);
    expect(transition(store, id, { from: [], to: 'ready', actor: 'agent', reason: testReason('x') })).toBe(false);
  });

  it('sets queued_at when first queued and submitted_at when submitted', () => {
    const { store } = openTestStore();
    const id = queued(store);
    const record = getApplication(store, id)!;
    expect(record.queuedAt).toBe(record.updatedAt);
    expect(record.submittedAt).toBeNull();
    transition(store, id, { from: ['queued'], to: 'queued', actor: 'system', reason: testReason('revalidated') });
    expect(getApplication(store, id)?.queuedAt).toBe(record.queuedAt);
    transition(store, id, { from: ['queued'], to: 'submitted', actor: 'cli', reason: testReason('resolved by hand'), merchantId: 9 });
    expect(getApplication(store, id)).toMatchObject({ status: 'submitted', merchantId: 9, submittedAt: expect.any(String) });
  });

  it('refuses an unknown target status and a nonsense time', () => {
    const { store } = openTestStore();
    const id = queued(store);
    const { revision } = getApplication(store, id)!;
    expect(() => transition(store, id, { from: ['queued'], to: 'lost' as never, actor: 'agent', reason: testReason('x') })).toThrow(
      StoreError,
    );
    expect(() =>
      transition(store, id, { from: ['queued'], to: 'queued', actor: 'agent', reason: testReason('x'), nextAttemptAt: 'soon' }),
    ).toThrow(/not a time/);
    expect(getApplication(store, id)?.revision).toBe(revision);
  });

  it('cuts a long reason to 200 characters in the audit log', () => {
    const { store } = openTestStore();
    const id = queued(store);
    transition(store, id, { from: ['queued'], to: 'needs_attention', actor: 'system', reason: testReason('x'.repeat(500)) });
    expect(listAudit(store, id).at(-1)?.reason).toHaveLength(200);
  });
});

describe('beginSending', () => {
  it('claims a queued application and opens an attempt, with an audit row', () => {
    const { store } = openTestStore();
    const { id, attemptId, snapshotId } = sending(store);
    expect(getApplication(store, id)).toMatchObject({ status: 'sending', settingsSnapshotId: snapshotId });
    expect(listAttempts(store, id)).toMatchObject([
      { id: attemptId, path: '/other', settingsSnapshotId: snapshotId, finishedAt: null, outcome: null, detail: null },
    ]);
    expect(listAudit(store, id).at(-1)).toMatchObject({ action: 'send_start', fromStatus: 'queued', toStatus: 'sending', actor: 'system' });
  });

  it('is undefined, writing nothing, when the application is not queued', () => {
    const { store } = openTestStore();
    const { id } = sending(store);
    const snapshotId = snapshot(store);
    expect(beginSending(store, id, { settingsSnapshotId: snapshotId, path: '/other' })).toBeUndefined();
    expect(listAttempts(store, id)).toHaveLength(1);
    expect(beginSending(store, 'nope', { settingsSnapshotId: snapshotId, path: '/other' })).toBeUndefined();
  });
});

describe('finishAttempt', () => {
  it('records a success: submitted, merchant id, result, sealed detail, audit', () => {
    const { store } = openTestStore();
    const { id, attemptId } = sending(store);
    const moved = finishAttempt(store, id, attemptId, {
      ...created,
      detail: { body: { merchantId: 4242 } },
      result: { merchantId: 4242, stores: [] },
      attemptCount: 1,
    });
    expect(moved).toBe(true);
    expect(getApplication(store, id)).toMatchObject({
      status: 'submitted',
      merchantId: 4242,
      result: { merchantId: 4242, stores: [] },
      attemptCount: 1,
      submittedAt: expect.any(String),
    });
    expect(listAttempts(store, id)).toMatchObject([
      { outcome: 'submitted', httpStatus: 201, detail: { body: { merchantId: 4242 } }, finishedAt: expect.any(String) },
    ]);
    expect(listAudit(store, id).at(-1)).toMatchObject({ action: 'send_finish', fromStatus: 'sending', toStatus: 'submitted' });
  });

  it('puts a request that was not sent back in the queue, keeping its place', () => {
    const { store } = openTestStore();
    const { id, attemptId } = sending(store);
    const queuedAt = getApplication(store, id)?.queuedAt;
    finishAttempt(store, id, attemptId, {
      to: 'queued',
      outcome: 'not_sent',
      httpStatus: null,
      detail: { failure: 'offline' },
      reason: testReason('offline; will retry'),
      nextAttemptAt: '2026-03-01T10:00:00.000Z',
      attemptCount: 1,
    });
    expect(getApplication(store, id)).toMatchObject({
      status: 'queued',
      queuedAt,
      nextAttemptAt: '2026-03-01T10:00:00.000Z',
      attemptCount: 1,
    });
  });

  it('refuses an attempt of another application, and a second finish', () => {
    const { store } = openTestStore();
    const first = sending(store);
    const other = queued(store, 'Other');
    const finish = { ...created, detail: null };
    expect(() => finishAttempt(store, other, first.attemptId, finish)).toThrow(expect.objectContaining({ code: 'not_found' }));
    finishAttempt(store, first.id, first.attemptId, finish);
    expect(() => finishAttempt(store, first.id, first.attemptId, finish)).toThrow(expect.objectContaining({ code: 'attempt_finished' }));
  });

  it('after an interruption was declared, keeps the real outcome on the attempt but leaves the status for a person', () => {
    const { store } = openTestStore();
    const { id, attemptId } = sending(store);
    expect(recoverInterruptedSends(store)).toEqual([id]);
    const moved = finishAttempt(store, id, attemptId, { ...created, detail: { merchantId: 4242 } });
    expect(moved).toBe(false);
    expect(getApplication(store, id)).toMatchObject({ status: 'unknown_outcome', merchantId: null });
    expect(listAttempts(store, id)).toMatchObject([{ outcome: 'submitted', detail: { merchantId: 4242 } }]);
    expect(listAudit(store, id).at(-1)).toMatchObject({
      action: 'send_finish',
      fromStatus: 'unknown_outcome',
      toStatus: 'unknown_outcome',
    });
  });

  it('does not let a stale attempt finish a newer send', () => {
    const { store } = openTestStore();
    const { id, attemptId: old, snapshotId } = sending(store);
    recoverInterruptedSends(store);
    transition(store, id, { from: ['unknown_outcome'], to: 'queued', actor: 'agent', reason: testReason('checked: not created') });
    const newer = beginSending(store, id, { settingsSnapshotId: snapshotId, path: '/other' })!;
    expect(
      finishAttempt(store, id, old, { to: 'rejected', outcome: 'rejected', httpStatus: 422, detail: {}, reason: testReason('refused') }),
    ).toBe(false);
    expect(getApplication(store, id)?.status).toBe('sending');
    expect(finishAttempt(store, id, newer.attemptId, { ...created, detail: {} })).toBe(true);
    expect(getApplication(store, id)?.status).toBe('submitted');
  });
});

describe('recoverInterruptedSends', () => {
  it('turns every sending application into unknown_outcome, closing its attempt as unknown', () => {
    const { store } = openTestStore();
    const a = sending(store);
    const b = sending(store);
    const untouched = queued(store, 'Waiting');
    expect(recoverInterruptedSends(store).sort()).toEqual([a.id, b.id].sort());
    for (const { id } of [a, b]) {
      expect(getApplication(store, id)).toMatchObject({
        status: 'unknown_outcome',
        statusReason: { code: 'interrupted', params: {} },
      });
      expect(listAttempts(store, id)).toMatchObject([{ outcome: 'unknown', finishedAt: expect.any(String) }]);
      expect(listAudit(store, id).at(-1)).toMatchObject({
        action: 'recover',
        fromStatus: 'sending',
        toStatus: 'unknown_outcome',
        actor: 'system',
      });
    }
    expect(getApplication(store, untouched)?.status).toBe('queued');
    expect(recoverInterruptedSends(store)).toEqual([]);
  });
});

describe('listDue', () => {
  it('lists queued applications whose time has come, longest waiting first', () => {
    const { store } = openTestStore();
    const first = queued(store, 'First');
    const later = queued(store, 'Later');
    const notYet = queued(store, 'Not yet');
    transition(store, notYet, {
      from: ['queued'],
      to: 'queued',
      actor: 'system',
      reason: testReason('backoff'),
      nextAttemptAt: '2026-03-01T12:00:00.000Z',
    });
    const dueAt = queued(store, 'Due at half past nine');
    transition(store, dueAt, {
      from: ['queued'],
      to: 'queued',
      actor: 'system',
      reason: testReason('backoff'),
      nextAttemptAt: '2026-03-01T09:30:00.000Z',
    });
    createApplication(store, { entityType: 'other', body: {}, businessName: 'Draft', actor: 'agent' });

    expect(listDue(store, '2026-03-01T11:00:00.000Z', 10)).toEqual([first, later, dueAt]);
    expect(listDue(store, '2026-03-01T12:00:00.000Z', 10)).toEqual([first, later, notYet, dueAt]);
    expect(listDue(store, '2026-03-01T12:00:00.000Z', 2)).toEqual([first, later]);
  });
});
