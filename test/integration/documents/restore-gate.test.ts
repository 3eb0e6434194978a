import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { restoreBackupInto } from '$main/core/backup/backups';
import { validateStored } from '$main/core/applications/validate-stored';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { startRuntime } from '$main/runtime/runtime';
import { type Database, getApplication, getDocument, getThumbnail, listDocuments, listAudit, openDatabase } from '$main/database';
import { exportBackup, restoreBackup } from '$main/database/backup/backup';
import { readDraftBody } from '$shared/draft/draft-body';
import { formatPath } from '$shared/rules/problem';
import { addRawDocuments, asSchema10 } from '../../helpers/backup-files';
import { cameraJpeg, exifHasGps, simplePdf } from '../../helpers/document-fixtures';
import { type HostileFile, PAYLOAD, hostileImageFiles } from '../../helpers/hostile-corpus';
import { pngBomb } from '../../helpers/hostile-files';
import { submittedApplication } from '../../helpers/submitted-application';
import { tempDir } from '../../helpers/temp-dir';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';
import { watchChildren } from '../../helpers/watched-children';

const PASSPHRASE = 'correct horse battery';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A soletrader draft in a fresh app, with an identity photo and a bank letter added as the agent adds them. */
async function appWithGatedDocuments() {
  const runtime = await startTestRuntime();
  const id = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id as string;
  const add = async (role: string, bytes: Buffer, fileName: string) => {
    const answer = await invoke(runtime, 'attachments:add', { applicationId: id, role, fileName, dataBase64: bytes.toString('base64') });
    expect(answer.ok, JSON.stringify(answer.error)).toBe(true);
    return answer.value.id as string;
  };
  // Text-like black on white, which the gate keeps as PNG: a checkerboard of 8-pixel squares.
  const squares = Buffer.alloc(400 * 300, 255).map((_, i) => ((Math.floor((i % 400) / 8) + Math.floor(i / 400 / 8)) % 2 === 0 ? 0 : 255));
  const scan = await sharp(squares, { raw: { width: 400, height: 300, channels: 1 } })
    .png()
    .toBuffer();
  const gated = [
    await add('additional', await cameraJpeg(900, 700, 20), 'passport.jpg'),
    await add('additional', await simplePdf(), 'letter.pdf'),
    await add('additional', scan, 'scan.png'),
  ];
  return { runtime, database: runtime.core.database, id, gated };
}

async function backupOf(database: Database): Promise<string> {
  const file = path.join(tempDir(), 'backup.sqlite');
  await exportBackup(database, file, PASSPHRASE);
  return file;
}

/** Restores `file` into a fresh folder through the command's own path, and opens what it restored. */
async function restore(file: string) {
  const dataDir = path.join(tempDir(), 'restored');
  const secretStore = createKeyFileSecretStore(dataDir);
  const summary = await restoreBackupInto(file, dataDir, () => secretStore, PASSPHRASE);
  const database = openDatabase({ dataDir, secretStore });
  return { summary, database, dataDir, secretStore };
}

let images: HostileFile[];
let issueImage: Buffer;
beforeAll(async () => {
  images = await hostileImageFiles();
  issueImage = await pngBomb(16_000, 16_000, { channels: 4, interlaced: true });
}, 120_000);

describe('a backup from an install without the document gate', () => {
  it('refuses each hostile image at restore with its reason, in the limited child, and loses nothing saved', async () => {
    const { database, id, gated } = await appWithGatedDocuments();
    const before = new Map(gated.map((attachmentId) => [attachmentId, getDocument(database, attachmentId)!.bytes]));
    const raw = addRawDocuments(
      database,
      id,
      images.map((file) => ({ role: 'additional' as const, bytes: file.bytes })),
    );
    const file = await backupOf(database);

    const children = watchChildren();
    const { summary, database: restored } = await restore(file);
    try {
      const keptOut = new Map(summary.documentsKeptOut.map((item) => [item.attachmentId, item]));
      images.forEach((image, index) => {
        const attachmentId = raw[index]!;
        const left = keptOut.get(attachmentId);
        if (left !== undefined) {
          expect(image.expected.refused, `${image.name} was left out (${left.why})`).toContain(left.why);
          expect(left).toMatchObject({ id, role: 'additional' });
          expect(getDocument(restored, attachmentId), image.name).toBeUndefined();
        } else {
          expect(image.expected.stored, `${image.name} was restored`).toBe('image');
          const { meta, bytes } = getDocument(restored, attachmentId)!;
          expect(meta.mediaType, image.name).toMatch(/^image\/(jpeg|png)$/);
          // Its application will be sent: it is stored as the gate makes it, its payload gone.
          expect(bytes.equals(image.bytes), `${image.name} kept as it came`).toBe(false);
          expect(bytes.includes(PAYLOAD), `${image.name} still carries its payload`).toBe(false);
        }
      });
      // The documents this app stored come back byte for byte, re-encoded into nothing new.
      for (const [attachmentId, bytes] of before) expect(getDocument(restored, attachmentId)!.bytes.equals(bytes)).toBe(true);
      // Every image was opened in a limited child, never here.
      const sizes = children.filter((child) => child.task === 'image-normalise').map((child) => child.bytes);
      for (const image of images.filter((file) => file.bytes.length > 0 && !/^(HTML|SVG)/.test(file.name))) {
        expect(sizes, image.name).toContain(image.bytes.length);
      }
      const audit = listAudit(restored, id).filter((row) => row.action === 'restore_document');
      expect(audit.filter((row) => (row.detail as { outcome: string }).outcome === 'kept_out')).toHaveLength(keptOut.size);
    } finally {
      restored.close();
    }
  }, 300_000);

  it('leaves the 995 KB interlaced 16000 x 16000 PNG out on the child’s refusal, and says which document of which application', async () => {
    const { database, id, gated } = await appWithGatedDocuments();
    const [bomb] = addRawDocuments(database, id, [{ role: 'identification', bytes: issueImage, fileName: 'vegabref.png' }]);
    const file = await backupOf(database);

    const children = watchChildren();
    const { summary, database: restored, dataDir, secretStore } = await restore(file);
    restored.close();
    expect(issueImage.length).toBe(995_382);
    expect(summary.documentsKeptOut).toEqual([
      { id, businessName: '', status: 'draft', attachmentId: bomb, role: 'identification', why: 'too_demanding' },
    ]);
    // Main never decoded it: a child was given its bytes and refused it from its header, under the child's limits.
    const child = children.find((watched) => watched.bytes === issueImage.length);
    expect(child).toMatchObject({ task: 'image-normalise', verdict: { kind: 'pixel_limit' } });

    // The restored application: without it, so it needs an identity document again, and told why on its slot.
    const runtime = await startRuntime({ dataDir, secretStore, logger: createLogger(), training: true, pollMs: 60_000 });
    try {
      const view = (await invoke(runtime, 'applications:get', { id })).value;
      expect(view.notices).toContainEqual(
        expect.objectContaining({
          code: 'document_kept_out',
          path: ['applicant', 'identificationAttachment'],
          params: { why: 'too_demanding' },
        }),
      );
      // What queueing and the outbox check: it cannot be queued until it has an identity document again.
      const record = getApplication(runtime.core.database, id)!;
      const problems = validateStored(runtime.core.database, id, record.entityType, readDraftBody(record.body), undefined);
      expect(problems.map((problem) => formatPath(problem.path))).toContain('applicant.identificationAttachment');
      expect(view.attachments.map((attachment: { id: string }) => attachment.id).sort()).toEqual([...gated].sort());

      // A new identity document in its slot answers the notice.
      const added = await invoke(runtime, 'attachments:add', {
        applicationId: id,
        role: 'identification',
        dataBase64: (await cameraJpeg(600, 400, 10)).toString('base64'),
      });
      const draft = structuredClone(view.draft);
      draft.application.applicant.identificationAttachment = { attachmentId: added.value.id };
      expect((await invoke(runtime, 'applications:saveDraft', { id, draft, expectedRevision: view.revision })).ok).toBe(true);
      const after = (await invoke(runtime, 'applications:get', { id })).value;
      expect(after.notices.map((notice: { code: string }) => notice.code)).not.toContain('document_kept_out');
    } finally {
      await runtime.close();
    }
  }, 120_000);
});

describe('what a restore re-encodes and what it keeps', () => {
  it('keeps a sent application’s documents as they were sent, and normalises a held one’s, as any new document', async () => {
    const runtime = await startTestRuntime();
    const { database } = runtime.core;
    const photo = await cameraJpeg(800, 600, 20); // EXIF with GPS, an ICC profile, turned a quarter
    const bomb = await pngBomb(20_000, 20_000);
    const sent = submittedApplication(database, {
      documents: [
        { role: 'identification', bytes: photo, mediaType: 'image/jpeg', fileName: 'passport.jpg' },
        { role: 'bankConfirmation', bytes: bomb, fileName: 'letter.png' },
      ],
    });
    const held = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id as string;
    const [heldPhoto] = addRawDocuments(database, held, [
      { role: 'identification', bytes: photo, mediaType: 'image/jpeg', fileName: 'passport.png' },
    ]);
    const [sentPhoto, sentBomb] = listDocuments(database, sent.id).map((attachment) => attachment.id);
    const file = await backupOf(database);

    const { summary, database: restored } = await restore(file);
    try {
      // A record of what was sent: byte for byte, GPS and all, since it opened within the limits.
      expect(getDocument(restored, sentPhoto!)!.bytes.equals(photo)).toBe(true);
      expect(getApplication(restored, sent.id)).toMatchObject({ status: 'submitted', merchantId: sent.merchantId });
      // A bomb is left out whatever its application.
      expect(summary.documentsKeptOut).toEqual([expect.objectContaining({ id: sent.id, attachmentId: sentBomb, why: 'too_demanding' })]);

      // Still to be sent: stored as the gate makes it, upright, without metadata, named for what it became.
      const { meta, bytes } = getDocument(restored, heldPhoto!)!;
      expect(meta).toMatchObject({ mediaType: 'image/jpeg', fileName: 'passport.jpg', size: bytes.length, sha256: sha256(bytes) });
      expect(exifHasGps(bytes)).toBe(false);
      const upright = await sharp(bytes).metadata();
      expect([upright.width, upright.height, upright.orientation]).toEqual([600, 800, undefined]);
      expect(listAudit(restored, held).find((row) => row.action === 'restore_document')?.detail).toMatchObject({
        attachmentId: heldPhoto,
        outcome: 'normalised',
        sha256: sha256(photo),
      });
    } finally {
      restored.close();
    }
  }, 120_000);

  it('restores a backup of this install’s documents byte for byte, though each passes the gate again, with the thumbnails that run made', async () => {
    const { database, id, gated } = await appWithGatedDocuments();
    const digests = gated.map((attachmentId) => getDocument(database, attachmentId)!.meta.sha256);
    const file = await backupOf(database);
    // What a backup holds in the thumbnail column is never shown: a foreign value, and none where none belongs.
    const db = new SQLite(file);
    const [photo, pdf, scan] = gated;
    db.prepare('UPDATE attachments SET thumbnail = (SELECT thumbnail FROM attachments WHERE id = ?) WHERE id = ?').run(photo, pdf);
    db.prepare('UPDATE attachments SET thumbnail = randomblob(9000) WHERE id = ?').run(scan);
    db.close();
    const children = watchChildren();
    const { summary, database: restored } = await restore(file);
    try {
      expect(summary.documentsKeptOut).toEqual([]);
      expect(gated.map((attachmentId) => getDocument(restored, attachmentId)!.meta.sha256)).toEqual(digests);
      expect(children.map((child) => [child.task, (child.verdict as { kind: string }).kind])).toEqual([
        ['image-normalise', 'normal'],
        ['pdf-check', 'ok'],
        ['image-normalise', 'normal'],
      ]);
      expect(listDocuments(restored, id).map((attachment) => attachment.mediaType)).toEqual(['image/jpeg', 'application/pdf', 'image/png']);
      const made = (index: number) => Buffer.from((children[index]!.verdict as { thumbnail: { bytes: Uint8Array } }).thumbnail.bytes);
      expect(getThumbnail(restored, photo!)?.thumbnail?.bytes.equals(made(0))).toBe(true);
      expect(getThumbnail(restored, pdf!)?.thumbnail).toBeUndefined();
      expect(getThumbnail(restored, scan!)?.thumbnail?.bytes.equals(made(2))).toBe(true);
    } finally {
      restored.close();
    }
  }, 60_000);

  it('restores a backup of schema 10, from before thumbnails were kept, each image with the thumbnail its gate run made', async () => {
    const { database, gated } = await appWithGatedDocuments();
    const file = await backupOf(database);
    const db = new SQLite(file);
    asSchema10(db);
    db.close();
    const children = watchChildren();
    const { summary, database: restored } = await restore(file);
    try {
      expect(summary.documentsKeptOut).toEqual([]);
      expect(children.map((child) => child.task)).toEqual(['image-normalise', 'pdf-check', 'image-normalise']);
      const [photo, pdf, scan] = gated.map((attachmentId) => getThumbnail(restored, attachmentId)?.thumbnail);
      expect([photo?.width, photo?.height, pdf, scan?.width, scan?.height]).toEqual([199, 256, undefined, 256, 192]);
    } finally {
      restored.close();
    }
  }, 60_000);

  it('refuses a row larger than any document from its length, unread, and one that does not open under its seal as damaged', async () => {
    const { database, id, gated } = await appWithGatedDocuments();
    const file = await backupOf(database);
    const db = new SQLite(file);
    db.prepare('UPDATE attachments SET bytes = zeroblob(64 * 1024 * 1024) WHERE id = ?').run(gated[0]);
    const sealed = db.prepare('SELECT bytes FROM attachments WHERE id = ?').pluck().get(gated[1]) as Buffer;
    sealed[sealed.length - 1]! ^= 1;
    db.prepare('UPDATE attachments SET bytes = ? WHERE id = ?').run(sealed, gated[1]);
    db.close();

    const children = watchChildren();
    const { summary, database: restored } = await restore(file);
    restored.close();
    expect(summary.documentsKeptOut.map((item) => [item.id, item.attachmentId, item.why])).toEqual([
      [id, gated[0], 'too_large'],
      [id, gated[1], 'corrupt'],
    ]);
    // Neither reached a child: only the third document did.
    expect(children.map((child) => child.task)).toEqual(['image-normalise']);
  }, 60_000);

  it('leaves the folder as it found it when the gate fails midway', async () => {
    const { database } = await appWithGatedDocuments();
    const file = await backupOf(database);
    const dataDir = tempDir();
    await expect(
      restoreBackup(file, dataDir, createKeyFileSecretStore(dataDir), PASSPHRASE, () => Promise.reject(new Error('the gate broke'))),
    ).rejects.toThrow('the gate broke');
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('fieldboard.sqlite'))).toEqual([]);
  });
});
