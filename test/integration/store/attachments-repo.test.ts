import { testReason } from '../../helpers/test-reason';
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/wire/attachment';
import {
  addAttachment,
  getApplication,
  getAttachment,
  listAttachments,
  removeAttachment,
  StoreError,
  transition,
  type Store,
} from '../../../main/store';
import { openTestStore } from './helpers';
import { applicationIn } from '../../helpers/application-in-state';

const draft = (store: Store) => applicationIn(store, 'draft', { type: 'soletrader' });

const png = randomBytes(2048);

describe('attachments', () => {
  it('adds a file with its sha-256 and size, and gives the bytes back exactly', () => {
    const { store } = openTestStore();
    const id = draft(store);
    const revision = getApplication(store, id)!.revision;
    const meta = addAttachment(store, id, { role: 'identification', fileName: 'vegabréf Guðrún.png', mediaType: 'image/png', bytes: png });
    expect(meta).toMatchObject({
      applicationId: id,
      role: 'identification',
      fileName: 'vegabréf Guðrún.png',
      mediaType: 'image/png',
      size: 2048,
      sha256: createHash('sha256').update(png).digest('hex'),
    });
    const fetched = getAttachment(store, meta.id);
    expect(fetched?.bytes.equals(png)).toBe(true);
    expect(fetched?.meta).toEqual(meta);
    // A file change moves the application up the dashboard but does not invalidate the editor's revision.
    const after = getApplication(store, id)!;
    expect(after.revision).toBe(revision);
    expect(after.updatedAt).toBe(meta.createdAt);
  });

  it('lists an application’s files oldest first, without the bytes', () => {
    const { store } = openTestStore();
    const id = draft(store);
    const other = draft(store);
    const a = addAttachment(store, id, { role: 'identification', fileName: 'a.png', mediaType: 'image/png', bytes: png });
    const b = addAttachment(store, id, {
      role: 'bankConfirmation',
      fileName: 'b.pdf',
      mediaType: 'application/pdf',
      bytes: Buffer.from('%PDF'),
    });
    addAttachment(store, other, { role: 'additional', fileName: 'c.jpg', mediaType: 'image/jpeg', bytes: Buffer.from('jpg') });
    const listed = listAttachments(store, id);
    expect(listed).toEqual([a, b]);
    expect(listed.some((meta) => 'bytes' in meta)).toBe(false);
  });

  it('removes a file', () => {
    const { store } = openTestStore();
    const id = draft(store);
    const meta = addAttachment(store, id, { role: 'additional', fileName: 'a.png', mediaType: 'image/png', bytes: png });
    removeAttachment(store, meta.id);
    expect(getAttachment(store, meta.id)).toBeUndefined();
    expect(listAttachments(store, id)).toEqual([]);
    expect(() => removeAttachment(store, meta.id)).toThrow(expect.objectContaining({ code: 'not_found' }));
  });

  it('refuses changes once the application is queued', () => {
    const { store } = openTestStore();
    const id = draft(store);
    const meta = addAttachment(store, id, { role: 'additional', fileName: 'a.png', mediaType: 'image/png', bytes: png });
    transition(store, id, { from: ['draft'], to: 'queued', actor: 'agent', reason: testReason('queued') });
    expect(() => addAttachment(store, id, { role: 'additional', fileName: 'b.png', mediaType: 'image/png', bytes: png })).toThrow(
      expect.objectContaining({ code: 'not_editable' }),
    );
    expect(() => removeAttachment(store, meta.id)).toThrow(expect.objectContaining({ code: 'not_editable' }));
    expect(listAttachments(store, id)).toHaveLength(1);
  });

  it('refuses an unknown application, an unknown role, an empty name and a file over the limit', () => {
    const { store } = openTestStore();
    const id = draft(store);
    const input = { role: 'additional' as const, fileName: 'a.png', mediaType: 'image/png', bytes: png };
    expect(() => addAttachment(store, 'nope', input)).toThrow(expect.objectContaining({ code: 'not_found' }));
    expect(() => addAttachment(store, id, { ...input, role: 'selfie' as never })).toThrow(StoreError);
    expect(() => addAttachment(store, id, { ...input, fileName: '  ' })).toThrow(StoreError);
    expect(() => addAttachment(store, id, { ...input, bytes: Buffer.alloc(MAX_ATTACHMENT_BYTES + 1) })).toThrow(/larger than 10 MB/);
    expect(listAttachments(store, id)).toEqual([]);
  });

  it('is undefined for an unknown attachment', () => {
    const { store } = openTestStore();
    expect(getAttachment(store, 'nope')).toBeUndefined();
  });
});
