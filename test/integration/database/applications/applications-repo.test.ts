import { testReason } from '$test/helpers/test-reason';
import { describe, expect, it } from 'vitest';
import type { Problem } from '$shared/rules/problem';
import {
  insertDocument,
  createApplication,
  deleteApplication,
  getApplication,
  listDocuments,
  listAudit,
  saveDraft,
  DatabaseError,
  transition,
  type Database,
} from '$main/database';
import { openTestDatabase } from '../helpers';

const problems: Problem[] = [{ path: ['applicant', 'ssn'], code: 'kennitala_invalid', message: 'not a valid kennitala' }];

function newDraft(database: Database, businessName = 'Kaffi Laugavegur') {
  return createApplication(database, {
    entityType: 'soletrader',
    body: { applicant: { firstName: 'Guðrún' } },
    businessName,
    actor: 'agent',
  });
}

function databaseError(fn: () => unknown): DatabaseError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DatabaseError) return error;
    throw error;
  }
  throw new Error('expected a DatabaseError');
}

const save = (overrides: Partial<Parameters<typeof saveDraft>[2]> = {}): Parameters<typeof saveDraft>[2] => ({
  body: { applicant: { firstName: 'Guðrún', lastName: 'Jónsdóttir' } },
  businessName: 'Kaffi Laugavegur ehf',
  status: 'draft',
  problems: [],
  settingsSnapshotId: null,
  actor: 'agent',
  ...overrides,
});

describe('createApplication', () => {
  it('makes a draft at revision 1 with an audit row', () => {
    const { database } = openTestDatabase();
    const record = newDraft(database);
    expect(record).toMatchObject({
      entityType: 'soletrader',
      status: 'draft',
      revision: 1,
      businessName: 'Kaffi Laugavegur',
      body: { applicant: { firstName: 'Guðrún' } },
      problems: [],
      merchantId: null,
      attemptCount: 0,
      queuedAt: null,
    });
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(record.createdAt).toBe(record.updatedAt);
    expect(listAudit(database, record.id)).toMatchObject([{ action: 'create', fromStatus: null, toStatus: 'draft', actor: 'agent' }]);
  });

  it('stores any JSON value as the body, as-is', () => {
    const { database } = openTestDatabase();
    for (const body of [null, 'text', 42, [1, { a: [] }], { nested: { deep: ['ü', 'Þ'] } }]) {
      const record = createApplication(database, { entityType: 'other', body, businessName: 'X', actor: 'cli' });
      expect(getApplication(database, record.id)?.body).toEqual(body);
    }
  });

  it('refuses an unknown entity type', () => {
    const { database } = openTestDatabase();
    const error = databaseError(() =>
      createApplication(database, { entityType: 'trust' as never, body: {}, businessName: 'X', actor: 'agent' }),
    );
    expect(error.code).toBe('invalid_input');
  });
});

describe('saveDraft', () => {
  it('replaces body, name, problems and snapshot, bumps revision and updated_at', () => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    const saved = saveDraft(database, created.id, save({ problems, expectedRevision: 1 }));
    expect(saved.revision).toBe(2);
    expect(saved.updatedAt > created.updatedAt).toBe(true);
    expect(saved.body).toEqual({ applicant: { firstName: 'Guðrún', lastName: 'Jónsdóttir' } });
    expect(saved.businessName).toBe('Kaffi Laugavegur ehf');
    expect(saved.problems).toEqual(problems);
    // Same status: no audit row beyond the creation.
    expect(listAudit(database, created.id)).toHaveLength(1);
  });

  it('writes an audit row when the status changes', () => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    saveDraft(database, created.id, save({ status: 'ready' }));
    expect(listAudit(database, created.id).at(-1)).toMatchObject({
      action: 'save',
      fromStatus: 'draft',
      toStatus: 'ready',
      actor: 'agent',
    });
  });

  it('refuses a stale revision and leaves the row as it was', () => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    saveDraft(database, created.id, save({ expectedRevision: 1 }));
    const error = databaseError(() => saveDraft(database, created.id, save({ businessName: 'Other', expectedRevision: 1 })));
    expect(error.code).toBe('revision_conflict');
    expect(getApplication(database, created.id)).toMatchObject({ revision: 2, businessName: 'Kaffi Laugavegur ehf' });
  });

  it.each(['queued', 'sending', 'submitted', 'unknown_outcome'] as const)('refuses to edit a %s application', (status) => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    database.db.prepare('UPDATE applications SET status = ? WHERE id = ?').run(status, created.id);
    expect(databaseError(() => saveDraft(database, created.id, save())).code).toBe('not_editable');
  });

  it('lets the agent fix a needs_attention application, clearing its status reason', () => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    expect(
      transition(database, created.id, { from: ['draft'], to: 'needs_attention', actor: 'system', reason: testReason('settings changed') }),
    ).toBe(true);
    const saved = saveDraft(database, created.id, save({ status: 'ready' }));
    expect(saved).toMatchObject({ status: 'ready', statusReason: null });
  });

  it('lets the agent fix a rejected application, which stays rejected with its reason until queued again', () => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    expect(
      transition(database, created.id, { from: ['draft'], to: 'rejected', actor: 'system', reason: testReason('refused by the service') }),
    ).toBe(true);
    const saved = saveDraft(database, created.id, save({ status: 'ready' }));
    expect(saved).toMatchObject({ status: 'rejected', statusReason: testReason('refused by the service'), revision: 2 });
  });

  it('refuses an unknown id and a status other than draft or ready', () => {
    const { database } = openTestDatabase();
    expect(databaseError(() => saveDraft(database, '00000000-0000-4000-8000-000000000000', save())).code).toBe('not_found');
    const created = newDraft(database);
    expect(databaseError(() => saveDraft(database, created.id, save({ status: 'queued' as never }))).code).toBe('invalid_input');
  });
});

describe('the record a write returns', () => {
  it('is what a read returns afterwards, for a create and for saves with and without a status change', () => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    expect(created).toEqual(getApplication(database, created.id));
    const unchanged = saveDraft(database, created.id, save({ problems, expectedRevision: 1 }));
    expect(unchanged).toEqual(getApplication(database, created.id));
    const changed = saveDraft(database, created.id, save({ status: 'ready', settingsSnapshotId: null, expectedRevision: 2 }));
    expect(changed).toEqual(getApplication(database, created.id));
    expect(changed).toMatchObject({ status: 'ready', revision: 3, problems: [] });
  });

  it("holds a copy of the body as stored (JSON), not the caller's object", () => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    const body = { applicant: { firstName: 'Guðrún' }, signedOn: new Date('2026-03-01T12:00:00Z'), skipped: undefined };
    const saved = saveDraft(database, created.id, save({ body }));
    body.applicant.firstName = 'changed after the save';
    expect(saved.body).toEqual({ applicant: { firstName: 'Guðrún' }, signedOn: '2026-03-01T12:00:00.000Z' });
    expect(saved.body).toEqual(getApplication(database, created.id)?.body);
    const empty = saveDraft(database, created.id, save({ body: undefined }));
    expect(empty.body).toBeNull();
    expect(getApplication(database, created.id)?.body).toBeNull();
  });

  it('keeps the status reason when the status does not change, and clears it when it does', () => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    transition(database, created.id, { from: ['draft'], to: 'ready', actor: 'system', reason: testReason('passes every rule') });
    const same = saveDraft(database, created.id, save({ status: 'ready' }));
    expect(same.statusReason).toEqual(testReason('passes every rule'));
    const back = saveDraft(database, created.id, save({ status: 'draft' }));
    expect(back.statusReason).toBeNull();
    expect(getApplication(database, created.id)?.statusReason).toBeNull();
  });
});

describe('getApplication', () => {
  it('is undefined for an unknown id', () => {
    const { database } = openTestDatabase();
    expect(getApplication(database, 'nope')).toBeUndefined();
  });
});

describe('deleteApplication', () => {
  it('removes a draft and its attachments, keeping the audit trail', () => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    insertDocument(database, created.id, { role: 'identification', fileName: 'id.png', mediaType: 'image/png', bytes: Buffer.from('png') });
    deleteApplication(database, created.id, 'agent');
    expect(getApplication(database, created.id)).toBeUndefined();
    expect(listDocuments(database, created.id)).toEqual([]);
    expect((database.db.prepare('SELECT count(*) AS n FROM attachments').get() as { n: number }).n).toBe(0);
    expect((database.db.prepare('SELECT count(*) AS n FROM application_bodies').get() as { n: number }).n).toBe(0);
    expect(listAudit(database, created.id).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it.each(['ready', 'needs_attention', 'rejected'] as const)(
    'deletes a %s application; the audit row names the type, nothing personal',
    (status) => {
      const { database } = openTestDatabase();
      const created = newDraft(database);
      database.db.prepare('UPDATE applications SET status = ? WHERE id = ?').run(status, created.id);
      deleteApplication(database, created.id, 'cli');
      expect(getApplication(database, created.id)).toBeUndefined();
      const last = listAudit(database, created.id).at(-1)!;
      expect(last).toMatchObject({
        action: 'delete',
        actor: 'cli',
        fromStatus: status,
        toStatus: null,
        reason: 'soletrader application deleted',
      });
    },
  );

  it.each(['queued', 'sending', 'submitted', 'unknown_outcome'] as const)('refuses to delete a %s application, saying why', (status) => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    database.db.prepare('UPDATE applications SET status = ? WHERE id = ?').run(status, created.id);
    const error = databaseError(() => deleteApplication(database, created.id, 'agent'));
    expect(error.code).toBe('not_deletable');
    expect(error.message).toMatch(/first|right now|acquirer/);
    expect(getApplication(database, created.id)).toBeDefined();
  });

  it('refuses a draft that has a merchant at the service', () => {
    const { database } = openTestDatabase();
    const created = newDraft(database);
    transition(database, created.id, {
      from: ['draft'],
      to: 'draft',
      actor: 'system',
      reason: testReason('resolved by hand'),
      merchantId: 77,
    });
    expect(databaseError(() => deleteApplication(database, created.id, 'agent')).code).toBe('not_deletable');
  });

  it('refuses an unknown id', () => {
    const { database } = openTestDatabase();
    expect(databaseError(() => deleteApplication(database, 'nope', 'agent')).code).toBe('not_found');
  });
});
