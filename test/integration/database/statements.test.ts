import { describe, expect, it } from 'vitest';
import { createApplication, getApplication, listAudit, saveDraft, DatabaseError } from '$main/database';
import { cachedStatement } from '$main/database/statements';
import { openTestDatabase } from './helpers';

describe('cachedStatement', () => {
  it('prepares a statement once per connection and SQL text', () => {
    const { database } = openTestDatabase();
    const { database: other } = openTestDatabase();
    const first = cachedStatement(database.db, 'SELECT count(*) AS n FROM applications');
    expect(cachedStatement(database.db, 'SELECT count(*) AS n FROM applications')).toBe(first);
    expect(cachedStatement(database.db, 'SELECT count(*) AS n FROM audit_log')).not.toBe(first);
    const elsewhere = cachedStatement(other.db, 'SELECT count(*) AS n FROM applications');
    expect(elsewhere).not.toBe(first);
    expect(elsewhere.database).toBe(other.db);
  });

  it('serves a database reopened on the same folder with statements of the new connection', () => {
    const { database, dataDir, secretStore } = openTestDatabase();
    const { id } = createApplication(database, { entityType: 'other', body: { n: 1 }, businessName: 'A', actor: 'agent' });
    expect(getApplication(database, id)?.body).toEqual({ n: 1 });
    database.close();
    const { database: reopened } = openTestDatabase({ dataDir, secretStore });
    expect(getApplication(reopened, id)?.body).toEqual({ n: 1 });
  });

  it('still runs after the schema changes under it', () => {
    const { database } = openTestDatabase();
    const count = cachedStatement(database.db, 'SELECT count(*) AS n FROM applications');
    expect(count.get()).toEqual({ n: 0 });
    database.db.exec('CREATE INDEX scratch ON applications (created_at)');
    createApplication(database, { entityType: 'other', body: null, businessName: 'B', actor: 'agent' });
    expect(cachedStatement(database.db, 'SELECT count(*) AS n FROM applications').get()).toEqual({ n: 1 });
  });
});

describe('saveDraft inside a transaction', () => {
  it('becomes a savepoint inside an outer transaction, rolled back with it', () => {
    const { database } = openTestDatabase();
    const { id } = createApplication(database, { entityType: 'other', body: { n: 1 }, businessName: 'A', actor: 'agent' });
    const draft = {
      body: { n: 2 },
      businessName: 'B',
      status: 'ready' as const,
      problems: [],
      settingsSnapshotId: null,
      actor: 'agent' as const,
    };
    expect(() =>
      database.db.transaction(() => {
        saveDraft(database, id, draft);
        throw new DatabaseError('invalid_input', 'the outer step failed');
      })(),
    ).toThrow('the outer step failed');
    expect(getApplication(database, id)).toMatchObject({ body: { n: 1 }, businessName: 'A', status: 'draft', revision: 1 });
    expect(listAudit(database, id).map((entry) => entry.action)).toEqual(['create']);
    // The same save still works on its own afterwards.
    expect(saveDraft(database, id, draft)).toMatchObject({ body: { n: 2 }, status: 'ready', revision: 2 });
  });
});
