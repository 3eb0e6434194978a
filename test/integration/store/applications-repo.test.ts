import { testReason } from '../../helpers/test-reason';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../shared/rules/problem';
import {
  addAttachment,
  createApplication,
  deleteApplication,
  getApplication,
  listAttachments,
  listAudit,
  saveDraft,
  StoreError,
  transition,
  type Store,
} from '../../../main/store';
import { openTestStore } from './helpers';

const problems: Problem[] = [{ path: ['applicant', 'ssn'], code: 'kennitala_invalid', message: 'not a valid kennitala' }];

function newDraft(store: Store, businessName = 'Kaffi Laugavegur') {
  return createApplication(store, { entityType: 'soletrader', body: { applicant: { firstName: 'Guðrún' } }, businessName, actor: 'agent' });
}

function storeError(fn: () => unknown): StoreError {
  try {
    fn();
  } catch (error) {
    if (error instanceof StoreError) return error;
    throw error;
  }
  throw new Error('expected a StoreError');
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
    const { store } = openTestStore();
    const record = newDraft(store);
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
    expect(listAudit(store, record.id)).toMatchObject([{ action: 'create', fromStatus: null, toStatus: 'draft', actor: 'agent' }]);
  });

  it('stores any JSON value as the body, as-is', () => {
    const { store } = openTestStore();
    for (const body of [null, 'text', 42, [1, { a: [] }], { nested: { deep: ['ü', 'Þ'] } }]) {
      const record = createApplication(store, { entityType: 'other', body, businessName: 'X', actor: 'cli' });
      expect(getApplication(store, record.id)?.body).toEqual(body);
    }
  });

  it('refuses an unknown entity type', () => {
    const { store } = openTestStore();
    const error = storeError(() => createApplication(store, { entityType: 'trust' as never, body: {}, businessName: 'X', actor: 'agent' }));
    expect(error.code).toBe('invalid_input');
  });
});

describe('saveDraft', () => {
  it('replaces body, name, problems and snapshot, bumps revision and updated_at', () => {
    const { store } = openTestStore();
    const created = newDraft(store);
    const saved = saveDraft(store, created.id, save({ problems, expectedRevision: 1 }));
    expect(saved.revision).toBe(2);
    expect(saved.updatedAt > created.updatedAt).toBe(true);
    expect(saved.body).toEqual({ applicant: { firstName: 'Guðrún', lastName: 'Jónsdóttir' } });
    expect(saved.businessName).toBe('Kaffi Laugavegur ehf');
    expect(saved.problems).toEqual(problems);
    // Same status: no audit row beyond the creation.
    expect(listAudit(store, created.id)).toHaveLength(1);
  });

  it('writes an audit row when the status changes', () => {
    const { store } = openTestStore();
    const created = newDraft(store);
    saveDraft(store, created.id, save({ status: 'ready' }));
    expect(listAudit(store, created.id).at(-1)).toMatchObject({ action: 'save', fromStatus: 'draft', toStatus: 'ready', actor: 'agent' });
  });

  it('refuses a stale revision and leaves the row as it was', () => {
    const { store } = openTestStore();
    const created = newDraft(store);
    saveDraft(store, created.id, save({ expectedRevision: 1 }));
    const error = storeError(() => saveDraft(store, created.id, save({ businessName: 'Other', expectedRevision: 1 })));
    expect(error.code).toBe('revision_conflict');
    expect(getApplication(store, created.id)).toMatchObject({ revision: 2, businessName: 'Kaffi Laugavegur ehf' });
  });

  it.each(['queued', 'sending', 'submitted', 'unknown_outcome'] as const)('refuses to edit a %s application', (status) => {
    const { store } = openTestStore();
    const created = newDraft(store);
    store.db.prepare('UPDATE applications SET status = ? WHERE id = ?').run(status, created.id);
    expect(storeError(() => saveDraft(store, created.id, save())).code).toBe('not_editable');
  });

  it('lets the agent fix a needs_attention application, clearing its status reason', () => {
    const { store } = openTestStore();
    const created = newDraft(store);
    expect(
      transition(store, created.id, { from: ['draft'], to: 'needs_attention', actor: 'system', reason: testReason('settings changed') }),
    ).toBe(true);
    const saved = saveDraft(store, created.id, save({ status: 'ready' }));
    expect(saved).toMatchObject({ status: 'ready', statusReason: null });
  });

  it('lets the agent fix a rejected application, which stays rejected with its reason until queued again', () => {
    const { store } = openTestStore();
    const created = newDraft(store);
    expect(
      transition(store, created.id, { from: ['draft'], to: 'rejected', actor: 'system', reason: testReason('refused by the service') }),
    ).toBe(true);
    const saved = saveDraft(store, created.id, save({ status: 'ready' }));
    expect(saved).toMatchObject({ status: 'rejected', statusReason: testReason('refused by the service'), revision: 2 });
  });

  it('refuses an unknown id and a status other than draft or ready', () => {
    const { store } = openTestStore();
    expect(storeError(() => saveDraft(store, '00000000-0000-4000-8000-000000000000', save())).code).toBe('not_found');
    const created = newDraft(store);
    expect(storeError(() => saveDraft(store, created.id, save({ status: 'queued' as never }))).code).toBe('invalid_input');
  });
});

describe('the record a write returns', () => {
  it('is what a read returns afterwards, for a create and for saves with and without a status change', () => {
    const { store } = openTestStore();
    const created = newDraft(store);
    expect(created).toEqual(getApplication(store, created.id));
    const unchanged = saveDraft(store, created.id, save({ problems, expectedRevision: 1 }));
    expect(unchanged).toEqual(getApplication(store, created.id));
    const changed = saveDraft(store, created.id, save({ status: 'ready', settingsSnapshotId: null, expectedRevision: 2 }));
    expect(changed).toEqual(getApplication(store, created.id));
    expect(changed).toMatchObject({ status: 'ready', revision: 3, problems: [] });
  });

  it("holds a copy of the body as stored (JSON), not the caller's object", () => {
    const { store } = openTestStore();
    const created = newDraft(store);
    const body = { applicant: { firstName: 'Guðrún' }, signedOn: new Date('2026-03-01T12:00:00Z'), skipped: undefined };
    const saved = saveDraft(store, created.id, save({ body }));
    body.applicant.firstName = 'changed after the save';
    expect(saved.body).toEqual({ applicant: { firstName: 'Guðrún' }, signedOn: '2026-03-01T12:00:00.000Z' });
    expect(saved.body).toEqual(getApplication(store, created.id)?.body);
    const empty = saveDraft(store, created.id, save({ body: undefined }));
    expect(empty.body).toBeNull();
    expect(getApplication(store, created.id)?.body).toBeNull();
  });

  it('keeps the status reason when the status does not change, and clears it when it does', () => {
    const { store } = openTestStore();
    const created = newDraft(store);
    transition(store, created.id, { from: ['draft'], to: 'ready', actor: 'system', reason: testReason('passes every rule') });
    const same = saveDraft(store, created.id, save({ status: 'ready' }));
    expect(same.statusReason).toEqual(testReason('passes every rule'));
    const back = saveDraft(store, created.id, save({ status: 'draft' }));
    expect(back.statusReason).toBeNull();
    expect(getApplication(store, created.id)?.statusReason).toBeNull();
  });
});

describe('getApplication', () => {
  it('is undefined for an unknown id', () => {
    const { store } = openTestStore();
    expect(getApplication(store, 'nope')).toBeUndefined();
  });
});

describe('deleteApplication', () => {
  it('removes a draft and its attachments, keeping the audit trail', () => {
    const { store } = openTestStore();
    const created = newDraft(store);
    addAttachment(store, created.id, { role: 'identification', fileName: 'id.png', mediaType: 'image/png', bytes: Buffer.from('png') });
    deleteApplication(store, created.id, 'agent');
    expect(getApplication(store, created.id)).toBeUndefined();
    expect(listAttachments(store, created.id)).toEqual([]);
    expect((store.db.prepare('SELECT count(*) AS n FROM attachments').get() as { n: number }).n).toBe(0);
    expect((store.db.prepare('SELECT count(*) AS n FROM application_bodies').get() as { n: number }).n).toBe(0);
    expect(listAudit(store, created.id).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it.each(['ready', 'needs_attention', 'rejected'] as const)(
    'deletes a %s application; the audit row names the type, nothing personal',
    (status) => {
      const { store } = openTestStore();
      const created = newDraft(store);
      store.db.prepare('UPDATE applications SET status = ? WHERE id = ?').run(status, created.id);
      deleteApplication(store, created.id, 'cli');
      expect(getApplication(store, created.id)).toBeUndefined();
      const last = listAudit(store, created.id).at(-1)!;
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
    const { store } = openTestStore();
    const created = newDraft(store);
    store.db.prepare('UPDATE applications SET status = ? WHERE id = ?').run(status, created.id);
    const error = storeError(() => deleteApplication(store, created.id, 'agent'));
    expect(error.code).toBe('not_deletable');
    expect(error.message).toMatch(/first|right now|acquirer/);
    expect(getApplication(store, created.id)).toBeDefined();
  });

  it('refuses a draft that has a merchant at the service', () => {
    const { store } = openTestStore();
    const created = newDraft(store);
    transition(store, created.id, {
      from: ['draft'],
      to: 'draft',
      actor: 'system',
      reason: testReason('resolved by hand'),
      merchantId: 77,
    });
    expect(storeError(() => deleteApplication(store, created.id, 'agent')).code).toBe('not_deletable');
  });

  it('refuses an unknown id', () => {
    const { store } = openTestStore();
    expect(storeError(() => deleteApplication(store, 'nope', 'agent')).code).toBe('not_found');
  });
});
