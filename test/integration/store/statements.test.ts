import { describe, expect, it } from 'vitest';
import { createApplication, getApplication, listAudit, saveDraft, StoreError } from '../../../main/store';
import { cachedStatement } from '../../../main/store/statements';
import { openTestStore } from './helpers';

describe('cachedStatement', () => {
  it('prepares a statement once per connection and SQL text', () => {
    const { store } = openTestStore();
    const { store: other } = openTestStore();
    const first = cachedStatement(store.db, 'SELECT count(*) AS n FROM applications');
    expect(cachedStatement(store.db, 'SELECT count(*) AS n FROM applications')).toBe(first);
    expect(cachedStatement(store.db, 'SELECT count(*) AS n FROM audit_log')).not.toBe(first);
    const elsewhere = cachedStatement(other.db, 'SELECT count(*) AS n FROM applications');
    expect(elsewhere).not.toBe(first);
    expect(elsewhere.database).toBe(other.db);
  });

  it('serves a store reopened on the same folder with statements of the new connection', () => {
    const { store, dataDir, secretStore } = openTestStore();
    const { id } = createApplication(store, { entityType: 'other', body: { n: 1 }, businessName: 'A', actor: 'agent' });
    expect(getApplication(store, id)?.body).toEqual({ n: 1 });
    store.close();
    const { store: reopened } = openTestStore({ dataDir, secretStore });
    expect(getApplication(reopened, id)?.body).toEqual({ n: 1 });
  });

  it('still runs after the schema changes under it', () => {
    const { store } = openTestStore();
    const count = cachedStatement(store.db, 'SELECT count(*) AS n FROM applications');
    expect(count.get()).toEqual({ n: 0 });
    store.db.exec('CREATE INDEX scratch ON applications (created_at)');
    createApplication(store, { entityType: 'other', body: null, businessName: 'B', actor: 'agent' });
    expect(cachedStatement(store.db, 'SELECT count(*) AS n FROM applications').get()).toEqual({ n: 1 });
  });
});

describe('saveDraft inside a transaction', () => {
  it('becomes a savepoint inside an outer transaction, rolled back with it', () => {
    const { store } = openTestStore();
    const { id } = createApplication(store, { entityType: 'other', body: { n: 1 }, businessName: 'A', actor: 'agent' });
    const draft = {
      body: { n: 2 },
      businessName: 'B',
      status: 'ready' as const,
      problems: [],
      settingsSnapshotId: null,
      actor: 'agent' as const,
    };
    expect(() =>
      store.db.transaction(() => {
        saveDraft(store, id, draft);
        throw new StoreError('invalid_input', 'the outer step failed');
      })(),
    ).toThrow('the outer step failed');
    expect(getApplication(store, id)).toMatchObject({ body: { n: 1 }, businessName: 'A', status: 'draft', revision: 1 });
    expect(listAudit(store, id).map((entry) => entry.action)).toEqual(['create']);
    // The same save still works on its own afterwards.
    expect(saveDraft(store, id, draft)).toMatchObject({ body: { n: 2 }, status: 'ready', revision: 2 });
  });
});
