import { testReason } from '$test/helpers/test-reason';
import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '$shared/wire/settings';
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
  DatabaseError,
  transition,
  type Database,
} from '$main/database';
import { openTestDatabase } from '../helpers';
import { applicationIn } from '$test/helpers/application-in-state';

const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: ['Domestic debit cards'] } });

function snapshot(database: Database): number {
  return saveSettingsSnapshot(database, { keyFingerprint: 'abcd', settings, fetchedAt: '2026-03-01T08:00:00.000Z' }).id;
}

const queued = (database: Database, name?: string) => applicationIn(database, 'queued', name === undefined ? {} : { name });

function sending(database: Database): { id: string; attemptId: number; snapshotId: number } {
  const id = queued(database);
  const snapshotId = snapshot(database);
  const begun = beginSending(database, id, { settingsSnapshotId: snapshotId, path: '/other' });
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
    const { database } = openTestDatabase();
    const { id } = createApplication(database, { entityType: 'other', body: {}, businessName: 'X', actor: 'agent' });
    const snapshotId = snapshot(database);
    const moved = transition(database, id, {
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
    expect(getApplication(database, id)).toMatchObject({
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
    expect(listAudit(database, id).at(-1)).toMatchObject({
      action: 'transition',
      fromStatus: 'draft',
      toStatus: 'needs_attention',
      actor: 'system',
      reason: 'legacy {"text":"the settings changed"}',
    });
  });

  it('returns false and changes nothing when the status is not in `from`', () => {
    const { database } = openTestDatabase();
    const id = queued(database);
    const before = getApplication(database, id);
    const auditBefore = listAudit(database, id).length;
    expect(transition(database, id, { from: ['draft', 'ready'], to: 'queued', actor: 'agent', reason: testReason('again') })).toBe(false);
    expect(getApplication(database, id)).toEqual(before);
    expect(listAudit(database, id)).toHaveLength(auditBefore);
  });

  it('returns false for an unknown id or an empty `from`', () => {
    const { database } = openTestDatabase();
    const id = queued(database);
    expect(transition(database, 'nope', { from: ['queued'], to: 'ready', actor: 'agent', reason: testReason('x') })).toBe(false);
    expect(transition(database, id, { from: [], to: 'ready', actor: 'agent', reason: testReason('x') })).toBe(false);
  });

  it('sets queued_at when first queued and submitted_at when submitted', () => {
    const { database } = openTestDatabase();
    const id = queued(database);
    const record = getApplication(database, id)!;
    expect(record.queuedAt).toBe(record.updatedAt);
    expect(record.submittedAt).toBeNull();
    transition(database, id, { from: ['queued'], to: 'queued', actor: 'system', reason: testReason('revalidated') });
    expect(getApplication(database, id)?.queuedAt).toBe(record.queuedAt);
    transition(database, id, { from: ['queued'], to: 'submitted', actor: 'cli', reason: testReason('resolved by hand'), merchantId: 9 });
    expect(getApplication(database, id)).toMatchObject({ status: 'submitted', merchantId: 9, submittedAt: expect.any(String) });
  });

  it('refuses an unknown target status and a nonsense time', () => {
    const { database } = openTestDatabase();
    const id = queued(database);
    const { revision } = getApplication(database, id)!;
    expect(() => transition(database, id, { from: ['queued'], to: 'lost' as never, actor: 'agent', reason: testReason('x') })).toThrow(
      DatabaseError,
    );
    expect(() =>
      transition(database, id, { from: ['queued'], to: 'queued', actor: 'agent', reason: testReason('x'), nextAttemptAt: 'soon' }),
    ).toThrow(/not a time/);
    expect(getApplication(database, id)?.revision).toBe(revision);
  });

  it('cuts a long reason to 200 characters in the audit log', () => {
    const { database } = openTestDatabase();
    const id = queued(database);
    transition(database, id, { from: ['queued'], to: 'needs_attention', actor: 'system', reason: testReason('x'.repeat(500)) });
    expect(listAudit(database, id).at(-1)?.reason).toHaveLength(200);
  });
});

describe('beginSending', () => {
  it('claims a queued application and opens an attempt, with an audit row', () => {
    const { database } = openTestDatabase();
    const { id, attemptId, snapshotId } = sending(database);
    expect(getApplication(database, id)).toMatchObject({ status: 'sending', settingsSnapshotId: snapshotId });
    expect(listAttempts(database, id)).toMatchObject([
      { id: attemptId, path: '/other', settingsSnapshotId: snapshotId, finishedAt: null, outcome: null, detail: null },
    ]);
    expect(listAudit(database, id).at(-1)).toMatchObject({
      action: 'send_start',
      fromStatus: 'queued',
      toStatus: 'sending',
      actor: 'system',
    });
  });

  it('is undefined, writing nothing, when the application is not queued', () => {
    const { database } = openTestDatabase();
    const { id } = sending(database);
    const snapshotId = snapshot(database);
    expect(beginSending(database, id, { settingsSnapshotId: snapshotId, path: '/other' })).toBeUndefined();
    expect(listAttempts(database, id)).toHaveLength(1);
    expect(beginSending(database, 'nope', { settingsSnapshotId: snapshotId, path: '/other' })).toBeUndefined();
  });
});

describe('finishAttempt', () => {
  it('records a success: submitted, merchant id, result, sealed detail, audit', () => {
    const { database } = openTestDatabase();
    const { id, attemptId } = sending(database);
    const moved = finishAttempt(database, id, attemptId, {
      ...created,
      detail: { body: { merchantId: 4242 } },
      result: { merchantId: 4242, stores: [] },
      attemptCount: 1,
    });
    expect(moved).toBe(true);
    expect(getApplication(database, id)).toMatchObject({
      status: 'submitted',
      merchantId: 4242,
      result: { merchantId: 4242, stores: [] },
      attemptCount: 1,
      submittedAt: expect.any(String),
    });
    expect(listAttempts(database, id)).toMatchObject([
      { outcome: 'submitted', httpStatus: 201, detail: { body: { merchantId: 4242 } }, finishedAt: expect.any(String) },
    ]);
    expect(listAudit(database, id).at(-1)).toMatchObject({ action: 'send_finish', fromStatus: 'sending', toStatus: 'submitted' });
  });

  it('puts a request that was not sent back in the queue, keeping its place', () => {
    const { database } = openTestDatabase();
    const { id, attemptId } = sending(database);
    const queuedAt = getApplication(database, id)?.queuedAt;
    finishAttempt(database, id, attemptId, {
      to: 'queued',
      outcome: 'not_sent',
      httpStatus: null,
      detail: { failure: 'offline' },
      reason: testReason('offline; will retry'),
      nextAttemptAt: '2026-03-01T10:00:00.000Z',
      attemptCount: 1,
    });
    expect(getApplication(database, id)).toMatchObject({
      status: 'queued',
      queuedAt,
      nextAttemptAt: '2026-03-01T10:00:00.000Z',
      attemptCount: 1,
    });
  });

  it('refuses an attempt of another application, and a second finish', () => {
    const { database } = openTestDatabase();
    const first = sending(database);
    const other = queued(database, 'Other');
    const finish = { ...created, detail: null };
    expect(() => finishAttempt(database, other, first.attemptId, finish)).toThrow(expect.objectContaining({ code: 'not_found' }));
    finishAttempt(database, first.id, first.attemptId, finish);
    expect(() => finishAttempt(database, first.id, first.attemptId, finish)).toThrow(expect.objectContaining({ code: 'attempt_finished' }));
  });

  it('after an interruption was declared, keeps the real outcome on the attempt but leaves the status for a person', () => {
    const { database } = openTestDatabase();
    const { id, attemptId } = sending(database);
    expect(recoverInterruptedSends(database)).toEqual([id]);
    const moved = finishAttempt(database, id, attemptId, { ...created, detail: { merchantId: 4242 } });
    expect(moved).toBe(false);
    expect(getApplication(database, id)).toMatchObject({ status: 'unknown_outcome', merchantId: null });
    expect(listAttempts(database, id)).toMatchObject([{ outcome: 'submitted', detail: { merchantId: 4242 } }]);
    expect(listAudit(database, id).at(-1)).toMatchObject({
      action: 'send_finish',
      fromStatus: 'unknown_outcome',
      toStatus: 'unknown_outcome',
    });
  });

  it('does not let a stale attempt finish a newer send', () => {
    const { database } = openTestDatabase();
    const { id, attemptId: old, snapshotId } = sending(database);
    recoverInterruptedSends(database);
    transition(database, id, { from: ['unknown_outcome'], to: 'queued', actor: 'agent', reason: testReason('checked: not created') });
    const newer = beginSending(database, id, { settingsSnapshotId: snapshotId, path: '/other' })!;
    expect(
      finishAttempt(database, id, old, { to: 'rejected', outcome: 'rejected', httpStatus: 422, detail: {}, reason: testReason('refused') }),
    ).toBe(false);
    expect(getApplication(database, id)?.status).toBe('sending');
    expect(finishAttempt(database, id, newer.attemptId, { ...created, detail: {} })).toBe(true);
    expect(getApplication(database, id)?.status).toBe('submitted');
  });
});

describe('recoverInterruptedSends', () => {
  it('turns every sending application into unknown_outcome, closing its attempt as unknown', () => {
    const { database } = openTestDatabase();
    const a = sending(database);
    const b = sending(database);
    const untouched = queued(database, 'Waiting');
    expect(recoverInterruptedSends(database).sort()).toEqual([a.id, b.id].sort());
    for (const { id } of [a, b]) {
      expect(getApplication(database, id)).toMatchObject({
        status: 'unknown_outcome',
        statusReason: { code: 'interrupted', params: {} },
      });
      expect(listAttempts(database, id)).toMatchObject([{ outcome: 'unknown', finishedAt: expect.any(String) }]);
      expect(listAudit(database, id).at(-1)).toMatchObject({
        action: 'recover',
        fromStatus: 'sending',
        toStatus: 'unknown_outcome',
        actor: 'system',
      });
    }
    expect(getApplication(database, untouched)?.status).toBe('queued');
    expect(recoverInterruptedSends(database)).toEqual([]);
  });
});

describe('listDue', () => {
  it('lists queued applications whose time has come, longest waiting first', () => {
    const { database } = openTestDatabase();
    const first = queued(database, 'First');
    const later = queued(database, 'Later');
    const notYet = queued(database, 'Not yet');
    transition(database, notYet, {
      from: ['queued'],
      to: 'queued',
      actor: 'system',
      reason: testReason('backoff'),
      nextAttemptAt: '2026-03-01T12:00:00.000Z',
    });
    const dueAt = queued(database, 'Due at half past nine');
    transition(database, dueAt, {
      from: ['queued'],
      to: 'queued',
      actor: 'system',
      reason: testReason('backoff'),
      nextAttemptAt: '2026-03-01T09:30:00.000Z',
    });
    createApplication(database, { entityType: 'other', body: {}, businessName: 'Draft', actor: 'agent' });

    expect(listDue(database, '2026-03-01T11:00:00.000Z', 10)).toEqual([first, later, dueAt]);
    expect(listDue(database, '2026-03-01T12:00:00.000Z', 10)).toEqual([first, later, notYet, dueAt]);
    expect(listDue(database, '2026-03-01T12:00:00.000Z', 2)).toEqual([first, later]);
  });
});
