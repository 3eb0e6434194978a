import { testReason } from '$test/helpers/test-reason';
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '$shared/wire/attachment';
import {
  insertDocument,
  getApplication,
  getDocument,
  listDocuments,
  removeDocument,
  DatabaseError,
  transition,
  type Database,
} from '$main/database';
import { openTestDatabase } from '../helpers';
import { applicationIn } from '$test/helpers/application-in-state';

const draft = (database: Database) => applicationIn(database, 'draft', { type: 'soletrader' });

const png = randomBytes(2048);

describe('attachments', () => {
  it('adds a file with its sha-256 and size, and gives the bytes back exactly', () => {
    const { database } = openTestDatabase();
    const id = draft(database);
    const revision = getApplication(database, id)!.revision;
    const meta = insertDocument(database, id, {
      role: 'identification',
      fileName: 'vegabréf Guðrún.png',
      mediaType: 'image/png',
      bytes: png,
    });
    expect(meta).toMatchObject({
      applicationId: id,
      role: 'identification',
      fileName: 'vegabréf Guðrún.png',
      mediaType: 'image/png',
      size: 2048,
      sha256: createHash('sha256').update(png).digest('hex'),
    });
    const fetched = getDocument(database, meta.id);
    expect(fetched?.bytes.equals(png)).toBe(true);
    expect(fetched?.meta).toEqual(meta);
    // A file change moves the application up the dashboard but does not invalidate the editor's revision.
    const after = getApplication(database, id)!;
    expect(after.revision).toBe(revision);
    expect(after.updatedAt).toBe(meta.createdAt);
  });

  it('lists an application’s files oldest first, without the bytes', () => {
    const { database } = openTestDatabase();
    const id = draft(database);
    const other = draft(database);
    const a = insertDocument(database, id, { role: 'identification', fileName: 'a.png', mediaType: 'image/png', bytes: png });
    const b = insertDocument(database, id, {
      role: 'bankConfirmation',
      fileName: 'b.pdf',
      mediaType: 'application/pdf',
      bytes: Buffer.from('%PDF'),
    });
    insertDocument(database, other, { role: 'additional', fileName: 'c.jpg', mediaType: 'image/jpeg', bytes: Buffer.from('jpg') });
    const listed = listDocuments(database, id);
    expect(listed).toEqual([a, b]);
    expect(listed.some((meta) => 'bytes' in meta)).toBe(false);
  });

  it('removes a file', () => {
    const { database } = openTestDatabase();
    const id = draft(database);
    const meta = insertDocument(database, id, { role: 'additional', fileName: 'a.png', mediaType: 'image/png', bytes: png });
    removeDocument(database, meta.id);
    expect(getDocument(database, meta.id)).toBeUndefined();
    expect(listDocuments(database, id)).toEqual([]);
    expect(() => removeDocument(database, meta.id)).toThrow(expect.objectContaining({ code: 'not_found' }));
  });

  it('refuses changes once the application is queued', () => {
    const { database } = openTestDatabase();
    const id = draft(database);
    const meta = insertDocument(database, id, { role: 'additional', fileName: 'a.png', mediaType: 'image/png', bytes: png });
    transition(database, id, { from: ['draft'], to: 'queued', actor: 'agent', reason: testReason('queued') });
    expect(() => insertDocument(database, id, { role: 'additional', fileName: 'b.png', mediaType: 'image/png', bytes: png })).toThrow(
      expect.objectContaining({ code: 'not_editable' }),
    );
    expect(() => removeDocument(database, meta.id)).toThrow(expect.objectContaining({ code: 'not_editable' }));
    expect(listDocuments(database, id)).toHaveLength(1);
  });

  it('refuses an unknown application, an unknown role, an empty name and a file over the limit', () => {
    const { database } = openTestDatabase();
    const id = draft(database);
    const input = { role: 'additional' as const, fileName: 'a.png', mediaType: 'image/png', bytes: png };
    expect(() => insertDocument(database, 'nope', input)).toThrow(expect.objectContaining({ code: 'not_found' }));
    expect(() => insertDocument(database, id, { ...input, role: 'selfie' as never })).toThrow(DatabaseError);
    expect(() => insertDocument(database, id, { ...input, fileName: '  ' })).toThrow(DatabaseError);
    expect(() => insertDocument(database, id, { ...input, bytes: Buffer.alloc(MAX_ATTACHMENT_BYTES + 1) })).toThrow(/larger than 10 MB/);
    expect(listDocuments(database, id)).toEqual([]);
  });

  it('is undefined for an unknown attachment', () => {
    const { database } = openTestDatabase();
    expect(getDocument(database, 'nope')).toBeUndefined();
  });
});
