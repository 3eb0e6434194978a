import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { thumbnailOf } from '$main/core/documents/document-thumbnails';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { DecryptionError, insertDocument, createApplication, getThumbnail, openDatabase } from '$main/database';
import { asSchema10 } from '../../helpers/backup-files';
import { cameraJpeg, simplePdf } from '../../helpers/document-fixtures';
import { tempDir } from '../../helpers/temp-dir';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';
import { watchChildren } from '../../helpers/watched-children';

let photo: Buffer;
beforeAll(async () => {
  photo = await cameraJpeg(4000, 3000, 20);
});

describe('a thumbnail is made once, in the run that normalises its document, and kept sealed with it', () => {
  it('answers a stored image’s thumbnail from the database without starting a child; a PDF has none', async () => {
    const runtime = await startTestRuntime();
    const { database } = runtime.core;
    const id = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id as string;
    const add = async (bytes: Buffer) =>
      (await invoke(runtime, 'attachments:add', { applicationId: id, role: 'additional', dataBase64: bytes.toString('base64') })).value
        .id as string;
    const children = watchChildren();
    const image = await add(photo); // additional documents are not read: no other child starts
    const pdf = await add(await simplePdf());
    expect(children.map((child) => child.task)).toEqual(['image-normalise', 'pdf-check']);
    const made = (children[0]!.verdict as { thumbnail: { bytes: Uint8Array } }).thumbnail;

    const [tile, pdfTile] = await Promise.all([
      invoke(runtime, 'attachments:thumbnail', { attachmentId: image }),
      invoke(runtime, 'attachments:thumbnail', { attachmentId: pdf }),
    ]);
    expect(children).toHaveLength(2);
    expect(pdfTile.value).toEqual({ thumbnail: null });
    // The gate's own thumbnail: long side 256 px of the upright 1500 × 2000 photo it stored.
    expect(tile.value.thumbnail).toMatchObject({ mediaType: 'image/jpeg', width: 192, height: 256 });
    const bytes = Buffer.from(tile.value.thumbnail.dataBase64 as string, 'base64');
    expect(bytes.equals(Buffer.from(made.bytes))).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 192, 256, undefined]);

    // Sealed, and bound to its row: not in the file in clear, and moved to another row it does not open.
    const sealed = database.db.prepare('SELECT thumbnail FROM attachments WHERE id = ?').pluck().get(image) as Buffer;
    expect(sealed.includes(bytes.subarray(0, 32))).toBe(false);
    database.db.prepare('UPDATE attachments SET thumbnail = ? WHERE id = ?').run(sealed, pdf);
    expect(() => getThumbnail(database, pdf)).toThrow(DecryptionError);
  });

  it('makes a document stored before thumbnails were kept its thumbnail in the limited child once, on the first request, and stores it', async () => {
    const dataDir = tempDir();
    const secretStore = createKeyFileSecretStore(dataDir);
    const before = openDatabase({ dataDir, secretStore });
    const { id } = createApplication(before, { entityType: 'soletrader', body: {}, businessName: 'Eldri', actor: 'agent' });
    const jpeg = await sharp(photo).resize(400).jpeg().toBuffer();
    const file = { role: 'additional', mediaType: 'image/jpeg' } as const;
    const old = insertDocument(before, id, { ...file, fileName: 'old.jpg', bytes: jpeg });
    const cut = insertDocument(before, id, { ...file, fileName: 'cut.jpg', bytes: jpeg.subarray(0, 2000) });
    asSchema10(before.db);
    before.close();

    const database = openDatabase({ dataDir, secretStore });
    try {
      expect(getThumbnail(database, old.id)).toEqual({ mediaType: 'image/jpeg', sha256: old.sha256, thumbnail: undefined });
      const children = watchChildren();
      // Two tiles of one document asking at once (the editor and its review) start one child.
      const [first, second] = await Promise.all([thumbnailOf(database, old.id), thumbnailOf(database, old.id)]);
      expect(children.map((child) => child.task)).toEqual(['thumbnail']);
      expect(first).toMatchObject({ width: 256, height: 192 });
      expect(second).toBe(first);
      expect(getThumbnail(database, old.id)?.thumbnail?.bytes.equals(first!.bytes)).toBe(true);
      const later = await thumbnailOf(database, old.id);
      expect(children).toHaveLength(1);
      expect(later?.bytes.equals(first!.bytes)).toBe(true);

      // One the child cannot open gives none, and nothing is stored for it: main never decodes it.
      expect(await thumbnailOf(database, cut.id)).toBeNull();
      expect(children.at(-1)).toMatchObject({ task: 'thumbnail', verdict: { kind: 'none' } });
      expect(getThumbnail(database, cut.id)?.thumbnail).toBeUndefined();
      expect(await thumbnailOf(database, 'no-such-document')).toBeUndefined();
    } finally {
      database.close();
    }
  });
});
