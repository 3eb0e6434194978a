import { testReason } from '../../helpers/test-reason';
import { describe, expect, it } from 'vitest';
import { DecryptionError } from '$main/crypto/errors';
import {
  insertDocument,
  beginSending,
  createApplication,
  finishAttempt,
  getApiKey,
  getApplication,
  getDocument,
  listDocuments,
  listAttempts,
  saveSettingsSnapshot,
  setApiKey,
  transition,
  type Database,
} from '$main/database';
import { SettingsSchema } from '$shared/wire/settings';
import { openTestDatabase } from './helpers';

/** `table` may be `application_bodies`, keyed by application_id; the others by id. */
function flipLastByte(database: Database, table: string, column: string, id: string | number): void {
  const key = table === 'application_bodies' ? 'application_id' : 'id';
  const row = database.db.prepare(`SELECT ${column} AS v FROM ${table} WHERE ${key} = ?`).get(id) as { v: Buffer };
  const changed = Buffer.from(row.v);
  changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 0x80;
  database.db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ?`).run(changed, id);
}

function twoDrafts(database: Database): [string, string] {
  const a = createApplication(database, { entityType: 'other', body: { owner: 'A' }, businessName: 'A', actor: 'agent' }).id;
  const b = createApplication(database, { entityType: 'other', body: { owner: 'B' }, businessName: 'B', actor: 'agent' }).id;
  return [a, b];
}

describe('tampered ciphertext fails loudly', () => {
  it('a changed body byte', () => {
    const { database } = openTestDatabase();
    const [a] = twoDrafts(database);
    flipLastByte(database, 'application_bodies', 'body', a);
    expect(() => getApplication(database, a)).toThrow(DecryptionError);
    expect(() => getApplication(database, a)).toThrow(/application:.*:body/);
  });

  it('a changed problems byte', () => {
    const { database } = openTestDatabase();
    const [a] = twoDrafts(database);
    flipLastByte(database, 'application_bodies', 'problems', a);
    expect(() => getApplication(database, a)).toThrow(DecryptionError);
  });

  it('bodies swapped between rows (AAD binds each to its row)', () => {
    const { database } = openTestDatabase();
    const [a, b] = twoDrafts(database);
    database.db
      .prepare(
        'UPDATE application_bodies SET body = (SELECT body FROM application_bodies WHERE application_id = ?) WHERE application_id = ?',
      )
      .run(b, a);
    expect(() => getApplication(database, a)).toThrow(DecryptionError);
    expect(getApplication(database, b)?.body).toEqual({ owner: 'B' });
  });

  it('a body moved into the problems column of the same row', () => {
    const { database } = openTestDatabase();
    const [a] = twoDrafts(database);
    database.db.prepare('UPDATE application_bodies SET problems = body WHERE application_id = ?').run(a);
    expect(() => getApplication(database, a)).toThrow(/:problems/);
  });

  it('a missing body row is an error, not a blank application', () => {
    const { database } = openTestDatabase();
    const [a] = twoDrafts(database);
    database.db.prepare('DELETE FROM application_bodies WHERE application_id = ?').run(a);
    expect(() => getApplication(database, a)).toThrow(/has no stored body/);
  });

  it('attachment bytes, names and swapped files', () => {
    const { database } = openTestDatabase();
    const [a] = twoDrafts(database);
    const one = insertDocument(database, a, {
      role: 'identification',
      fileName: 'one.png',
      mediaType: 'image/png',
      bytes: Buffer.from('one'),
    });
    const two = insertDocument(database, a, { role: 'additional', fileName: 'two.png', mediaType: 'image/png', bytes: Buffer.from('two') });
    database.db.prepare('UPDATE attachments SET bytes = (SELECT bytes FROM attachments WHERE id = ?) WHERE id = ?').run(two.id, one.id);
    expect(() => getDocument(database, one.id)).toThrow(DecryptionError);
    flipLastByte(database, 'attachments', 'file_name', two.id);
    expect(() => listDocuments(database, a)).toThrow(DecryptionError);
  });

  it('a changed sha-256 column is caught against the decrypted bytes', () => {
    const { database } = openTestDatabase();
    const [a] = twoDrafts(database);
    const one = insertDocument(database, a, {
      role: 'identification',
      fileName: 'one.png',
      mediaType: 'image/png',
      bytes: Buffer.from('one'),
    });
    database.db.prepare('UPDATE attachments SET sha256 = ? WHERE id = ?').run('0'.repeat(64), one.id);
    expect(() => getDocument(database, one.id)).toThrow(/sha-256/);
  });

  it('a changed attempt detail', () => {
    const { database } = openTestDatabase();
    const [a] = twoDrafts(database);
    const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: [] } });
    const snapshot = saveSettingsSnapshot(database, { keyFingerprint: 'k', settings, fetchedAt: '2026-03-01T08:00:00.000Z' });
    transition(database, a, { from: ['draft'], to: 'queued', actor: 'agent', reason: testReason('q') });
    const { attemptId } = beginSending(database, a, { settingsSnapshotId: snapshot.id, path: '/other' })!;
    finishAttempt(database, a, attemptId, {
      to: 'rejected',
      outcome: 'rejected',
      httpStatus: 422,
      detail: { message: 'no' },
      reason: testReason('refused'),
    });
    flipLastByte(database, 'submission_attempts', 'detail', attemptId);
    expect(() => listAttempts(database, a)).toThrow(DecryptionError);
  });

  it('a changed wrapped API key', () => {
    const { database } = openTestDatabase();
    setApiKey(database, 'secret-key');
    const row = database.db.prepare('SELECT wrapped_value AS v FROM secrets').get() as { v: Buffer };
    const changed = Buffer.from(row.v);
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 0x01;
    database.db.prepare('UPDATE secrets SET wrapped_value = ?').run(changed);
    expect(() => getApiKey(database)).toThrow(DecryptionError);
  });
});
