import { describe, expect, it } from 'vitest';
import { createApplication, getApplication, listAudit, saveDraft, DatabaseError } from '$main/database';
import { cachedStatement, cachedTransaction, getRow } from '$main/database/statements';
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

describe('cachedTransaction', () => {
  it('wraps a function once per connection, each wrapper running on its own connection', () => {
    const { database } = openTestDatabase();
    const { database: other } = openTestDatabase();
    const count = (db: typeof database.db) => (db.prepare('SELECT count(*) AS n FROM config').get() as { n: number }).n;
    const insert = (db: typeof database.db, key: string) =>
      void db.prepare("INSERT INTO config (key, value_json, updated_at) VALUES (?, '1', '')").run(key);
    const here = cachedTransaction(database.db, insert);
    expect(cachedTransaction(database.db, insert)).toBe(here);
    const there = cachedTransaction(other.db, insert);
    expect(there).not.toBe(here);
    const before = count(other.db);
    here.immediate(database.db, 'scratch.here');
    there(other.db, 'scratch.there');
    expect(count(other.db)).toBe(before + 1);
    expect(database.db.prepare('SELECT key FROM config WHERE key LIKE ?').all('scratch.%')).toEqual([{ key: 'scratch.here' }]);
  });
});

describe('getRow', () => {
  it("gives the statement's row as a plain object, every column, and leaves the statement as it was", () => {
    const { database } = openTestDatabase();
    const sql = "SELECT 1 AS one, NULL AS absent, x'00ff' AS bytes, 'it''s \"quoted\"' AS \"odd name\", ? AS given";
    const statement = cachedStatement(database.db, sql);
    const expected = { one: 1, absent: null, bytes: Buffer.from([0, 255]), 'odd name': 'it\'s "quoted"', given: 'x' };
    expect(getRow(statement, 'x')).toEqual(expected);
    expect(Object.getPrototypeOf(getRow(statement, 'x'))).toBe(Object.prototype);
    // Asked again, and by a caller of the same SQL that wants better-sqlite3's own row.
    expect(getRow(statement, 'y')).toEqual({ ...expected, given: 'y' });
    expect(cachedStatement(database.db, sql).get('z')).toEqual({ ...expected, given: 'z' });
    expect(getRow(cachedStatement(database.db, 'SELECT id FROM applications WHERE id = ?'), 'none')).toBeUndefined();
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
