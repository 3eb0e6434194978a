import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addAttachment, createApplication, deleteApplication, listAttachments, removeAttachment, type Store } from '../../../main/store';
import { completeApplication } from '../../fixtures/applications';
import { databaseFiles, probesFound, probesOf, sealedValuesOf } from '../../helpers/sealed-bytes';
import { openTestStore } from './helpers';

/** A draft with a body and two documents of random (incompressible, like JPEG) bytes, the image with a thumbnail. */
function draftWithDocuments(store: Store, name: string, size = 300_000): string {
  const { id } = createApplication(store, {
    entityType: 'soletrader',
    body: completeApplication('soletrader'),
    businessName: name,
    actor: 'agent',
  });
  addAttachment(store, id, {
    role: 'identification',
    fileName: 'id-document.jpg',
    mediaType: 'image/jpeg',
    bytes: randomBytes(size),
    thumbnail: { bytes: randomBytes(12_000), width: 192, height: 256 },
  });
  addAttachment(store, id, {
    role: 'bankConfirmation',
    fileName: 'bank-confirmation.pdf',
    mediaType: 'application/pdf',
    bytes: randomBytes(size),
  });
  return id;
}

describe('deleted means gone: sealed bytes leave the database, its WAL and -shm', () => {
  it('a deleted draft: every slice of its ciphertext is found before, none after', () => {
    const { store } = openTestStore();
    const kept = draftWithDocuments(store, 'Kept ehf');
    const gone = [draftWithDocuments(store, 'Gone one ehf'), draftWithDocuments(store, 'Gone two ehf')];
    const keptProbes = probesOf(sealedValuesOf(store, kept));
    const goneProbes = gone.map((id) => probesOf(sealedValuesOf(store, id)));
    for (const probes of goneProbes) {
      expect(probes.length).toBeGreaterThan(300);
      expect(probesFound(databaseFiles(store), probes)).toBe(probes.length);
    }

    for (const id of gone) deleteApplication(store, id, 'agent');
    store.db.pragma('wal_checkpoint(TRUNCATE)');

    for (const probes of goneProbes) expect(probesFound(databaseFiles(store), probes)).toBe(0);
    // The search still works: the application that stayed is found whole.
    expect(probesFound(databaseFiles(store), keptProbes)).toBe(keptProbes.length);
    // The file gave the space back: two deleted drafts of 600 kB each.
    expect(store.db.pragma('freelist_count', { simple: true })).toBe(0);
  });

  it('also straight after the deletion, before anyone checkpoints', () => {
    const { store } = openTestStore();
    draftWithDocuments(store, 'Kept ehf');
    const id = draftWithDocuments(store, 'Gone ehf');
    const probes = probesOf(sealedValuesOf(store, id));
    deleteApplication(store, id, 'agent');
    expect(probesFound(databaseFiles(store), probes)).toBe(0);
  });

  it('a removed document, its name and its thumbnail', () => {
    const { store } = openTestStore();
    const id = draftWithDocuments(store, 'Documents ehf');
    const [first, second] = listAttachments(store, id);
    const firstBytes = store.db.prepare('SELECT bytes, file_name, thumbnail FROM attachments WHERE id = ?').get(first!.id) as {
      bytes: Buffer;
      file_name: Buffer;
      thumbnail: Buffer;
    };
    const probes = probesOf([firstBytes.bytes, firstBytes.file_name, firstBytes.thumbnail]);
    expect(probesFound(databaseFiles(store), probes)).toBe(probes.length);
    removeAttachment(store, first!.id);
    expect(probesFound(databaseFiles(store), probes)).toBe(0);
    expect(listAttachments(store, id).map((a) => a.id)).toEqual([second!.id]);
  });

  it('the store runs with secure_delete on and incremental auto_vacuum from its first open', () => {
    const { store } = openTestStore();
    expect(store.db.pragma('secure_delete', { simple: true })).toBe(1);
    expect(store.db.pragma('auto_vacuum', { simple: true })).toBe(2);
  });
});
