import { testReason } from '../../helpers/test-reason';
import { describe, expect, it } from 'vitest';
import { DecryptionError } from '../../../main/crypto/errors';
import {
  addAttachment,
  beginSending,
  createApplication,
  finishAttempt,
  getApiKey,
  getApplication,
  getAttachment,
  listAttachments,
  listAttempts,
  saveSettingsSnapshot,
  setApiKey,
  transition,
  type Store,
} from '../../../main/store';
import { SettingsSchema } from '../../../shared/wire/settings';
import { openTestStore } from './helpers';

/** `table` may be `application_bodies`, keyed by application_id; the others by id. */
function flipLastByte(store: Store, table: string, column: string, id: string | number): void {
  const key = table === 'application_bodies' ? 'application_id' : 'id';
  const row = store.db.prepare(`SELECT ${column} AS v FROM ${table} WHERE ${key} = ?`).get(id) as { v: Buffer };
  const changed = Buffer.from(row.v);
  changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 0x80;
  store.db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ?`).run(changed, id);
}

function twoDrafts(store: Store): [string, string] {
  const a = createApplication(store, { entityType: 'other', body: { owner: 'A' }, businessName: 'A', actor: 'agent' }).id;
  const b = createApplication(store, { entityType: 'other', body: { owner: 'B' }, businessName: 'B', actor: 'agent' }).id;
  return [a, b];
}

describe('tampered ciphertext fails loudly', () => {
  it('a changed body byte', () => {
    const { store } = openTestStore();
    const [a] = twoDrafts(store);
    flipLastByte(store, 'application_bodies', 'body', a);
    expect(() => getApplication(store, a)).toThrow(DecryptionError);
    expect(() => getApplication(store, a)).toThrow(/application:.*:body/);
  });

  it('a changed problems byte', () => {
    const { store } = openTestStore();
    const [a] = twoDrafts(store);
    flipLastByte(store, 'application_bodies', 'problems', a);
    expect(() => getApplication(store, a)).toThrow(DecryptionError);
  });

  it('bodies swapped between rows (AAD binds each to its row)', () => {
    const { store } = openTestStore();
    const [a, b] = twoDrafts(store);
    store.db
      .prepare(
        'UPDATE application_bodies SET body = (SELECT body FROM application_bodies WHERE application_id = ?) WHERE application_id = ?',
      )
      .run(b, a);
    expect(() => getApplication(store, a)).toThrow(DecryptionError);
    expect(getApplication(store, b)?.body).toEqual({ owner: 'B' });
  });

  it('a body moved into the problems column of the same row', () => {
    const { store } = openTestStore();
    const [a] = twoDrafts(store);
    store.db.prepare('UPDATE application_bodies SET problems = body WHERE application_id = ?').run(a);
    expect(() => getApplication(store, a)).toThrow(/:problems/);
  });

  it('a missing body row is an error, not a blank application', () => {
    const { store } = openTestStore();
    const [a] = twoDrafts(store);
    store.db.prepare('DELETE FROM application_bodies WHERE application_id = ?').run(a);
    expect(() => getApplication(store, a)).toThrow(/has no stored body/);
  });

  it('attachment bytes, names and swapped files', () => {
    const { store } = openTestStore();
    const [a] = twoDrafts(store);
    const one = addAttachment(store, a, { role: 'identification', fileName: 'one.png', mediaType: 'image/png', bytes: Buffer.from('one') });
    const two = addAttachment(store, a, { role: 'additional', fileName: 'two.png', mediaType: 'image/png', bytes: Buffer.from('two') });
    store.db.prepare('UPDATE attachments SET bytes = (SELECT bytes FROM attachments WHERE id = ?) WHERE id = ?').run(two.id, one.id);
    expect(() => getAttachment(store, one.id)).toThrow(DecryptionError);
    flipLastByte(store, 'attachments', 'file_name', two.id);
    expect(() => listAttachments(store, a)).toThrow(DecryptionError);
  });

  it('a changed sha-256 column is caught against the decrypted bytes', () => {
    const { store } = openTestStore();
    const [a] = twoDrafts(store);
    const one = addAttachment(store, a, { role: 'identification', fileName: 'one.png', mediaType: 'image/png', bytes: Buffer.from('one') });
    store.db.prepare('UPDATE attachments SET sha256 = ? WHERE id = ?').run('0'.repeat(64), one.id);
    expect(() => getAttachment(store, one.id)).toThrow(/sha-256/);
  });

  it('a changed attempt detail', () => {
    const { store } = openTestStore();
    const [a] = twoDrafts(store);
    const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: [] } });
    const snapshot = saveSettingsSnapshot(store, { keyFingerprint: 'k', settings, fetchedAt: '2026-03-01T08:00:00.000Z' });
    transition(store, a, { from: ['draft'], to: 'queued', actor: 'agent', reason: testReason('q') });
    const { attemptId } = beginSending(store, a, { settingsSnapshotId: snapshot.id, path: '/other' })!;
    finishAttempt(store, a, attemptId, {
      to: 'rejected',
      outcome: 'rejected',
      httpStatus: 422,
      detail: { message: 'no' },
      reason: testReason('refused'),
    });
    flipLastByte(store, 'submission_attempts', 'detail', attemptId);
    expect(() => listAttempts(store, a)).toThrow(DecryptionError);
  });

  it('a changed wrapped API key', () => {
    const { store } = openTestStore();
    setApiKey(store, 'secret-key');
    const row = store.db.prepare('SELECT wrapped_value AS v FROM secrets').get() as { v: Buffer };
    const changed = Buffer.from(row.v);
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 0x01;
    store.db.prepare('UPDATE secrets SET wrapped_value = ?').run(changed);
    expect(() => getApiKey(store)).toThrow(DecryptionError);
  });
});
