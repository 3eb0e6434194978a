import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertDocument, createApplication, deleteApplication, listDocuments, removeDocument, type Database } from '$main/database';
import { completeApplication } from '$test/fixtures/applications';
import { databaseFiles, probesFound, probesOf, sealedValuesOf } from '$test/helpers/sealed-bytes';
import { openTestDatabase } from '../helpers';

/** A draft with a body and two documents of random (incompressible, like JPEG) bytes, the image with a thumbnail. */
function draftWithDocuments(database: Database, name: string, size = 300_000): string {
  const { id } = createApplication(database, {
    entityType: 'soletrader',
    body: completeApplication('soletrader'),
    businessName: name,
    actor: 'agent',
  });
  insertDocument(database, id, {
    role: 'identification',
    fileName: 'id-document.jpg',
    mediaType: 'image/jpeg',
    bytes: randomBytes(size),
    thumbnail: { bytes: randomBytes(12_000), width: 192, height: 256 },
  });
  insertDocument(database, id, {
    role: 'bankConfirmation',
    fileName: 'bank-confirmation.pdf',
    mediaType: 'application/pdf',
    bytes: randomBytes(size),
  });
  return id;
}

describe('deleted means gone: sealed bytes leave the database, its WAL and -shm', () => {
  it('a deleted draft: every slice of its ciphertext is found before, none after', () => {
    const { database } = openTestDatabase();
    const kept = draftWithDocuments(database, 'Kept ehf');
    const gone = [draftWithDocuments(database, 'Gone one ehf'), draftWithDocuments(database, 'Gone two ehf')];
    const keptProbes = probesOf(sealedValuesOf(database, kept));
    const goneProbes = gone.map((id) => probesOf(sealedValuesOf(database, id)));
    for (const probes of goneProbes) {
      expect(probes.length).toBeGreaterThan(300);
      expect(probesFound(databaseFiles(database), probes)).toBe(probes.length);
    }

    for (const id of gone) deleteApplication(database, id, 'agent');
    database.db.pragma('wal_checkpoint(TRUNCATE)');

    for (const probes of goneProbes) expect(probesFound(databaseFiles(database), probes)).toBe(0);
    // The search still works: the application that stayed is found whole.
    expect(probesFound(databaseFiles(database), keptProbes)).toBe(keptProbes.length);
    // The file gave the space back: two deleted drafts of 600 kB each.
    expect(database.db.pragma('freelist_count', { simple: true })).toBe(0);
  });

  it('also straight after the deletion, before anyone checkpoints', () => {
    const { database } = openTestDatabase();
    draftWithDocuments(database, 'Kept ehf');
    const id = draftWithDocuments(database, 'Gone ehf');
    const probes = probesOf(sealedValuesOf(database, id));
    deleteApplication(database, id, 'agent');
    expect(probesFound(databaseFiles(database), probes)).toBe(0);
  });

  it('a removed document, its name and its thumbnail', () => {
    const { database } = openTestDatabase();
    const id = draftWithDocuments(database, 'Documents ehf');
    const [first, second] = listDocuments(database, id);
    const firstBytes = database.db.prepare('SELECT bytes, file_name, thumbnail FROM attachments WHERE id = ?').get(first!.id) as {
      bytes: Buffer;
      file_name: Buffer;
      thumbnail: Buffer;
    };
    const probes = probesOf([firstBytes.bytes, firstBytes.file_name, firstBytes.thumbnail]);
    expect(probesFound(databaseFiles(database), probes)).toBe(probes.length);
    removeDocument(database, first!.id);
    expect(probesFound(databaseFiles(database), probes)).toBe(0);
    expect(listDocuments(database, id).map((a) => a.id)).toEqual([second!.id]);
  });

  it('the database runs with secure_delete on and incremental auto_vacuum from its first open', () => {
    const { database } = openTestDatabase();
    expect(database.db.pragma('secure_delete', { simple: true })).toBe(1);
    expect(database.db.pragma('auto_vacuum', { simple: true })).toBe(2);
  });
});
