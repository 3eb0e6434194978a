import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseDocument } from '$main/documents/normalise';
import type { Runtime } from '$main/runtime/runtime';
import { listDocuments } from '$main/database';
import { AttachmentSchema } from '$shared/wire/attachment';
import { cameraJpeg, encryptedPdf, exifHasGps, heicLike, largePdf, simplePdf } from '../../helpers/document-fixtures';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

async function draft(runtime: Runtime, entityType = 'soletrader'): Promise<string> {
  const created = await invoke(runtime, 'applications:create', { entityType });
  return created.value.id as string;
}

async function add(runtime: Runtime, applicationId: string, role: string, bytes: Buffer, fileName?: string) {
  return invoke(runtime, 'attachments:add', {
    applicationId,
    role,
    dataBase64: bytes.toString('base64'),
    ...(fileName ? { fileName } : {}),
  });
}

/** What the agent's screen would list, and what the database really holds: both must agree. */
async function filesOf(runtime: Runtime, applicationId: string) {
  const view = (await invoke(runtime, 'applications:get', { id: applicationId })).value;
  const stored = listDocuments(runtime.core.database, applicationId);
  expect(view.attachments.map((a: { id: string }) => a.id)).toEqual(stored.map((a) => a.id));
  return stored;
}

describe('attachments:add normalises every file before it is stored', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await cameraJpeg(4000, 3000, 20);
  });

  it("stores a camera photo upright, small and without its GPS position, under the agent's own name", async () => {
    const runtime = await startTestRuntime();
    const id = await draft(runtime);
    const added = await add(runtime, id, 'identification', photo, 'IMG_2041.JPG');
    expect(added.ok).toBe(true);
    expect(added.value).toMatchObject({ role: 'identification', fileName: 'IMG_2041.jpg', mediaType: 'image/jpeg' });
    expect(added.value.size).toBeLessThanOrEqual(1_000_000);

    const read = await invoke(runtime, 'attachments:read', { attachmentId: added.value.id });
    const stored = Buffer.from(read.value.dataBase64, 'base64');
    expect(exifHasGps(stored)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1500, 2000, undefined]);
    expect((await filesOf(runtime, id)).map((a) => a.fileName)).toEqual(['IMG_2041.jpg']);
  });

  it('takes the type from the bytes: a PDF called scan.png is stored as scan.pdf, unchanged', async () => {
    const runtime = await startTestRuntime();
    const id = await draft(runtime);
    const pdf = await simplePdf();
    const added = await add(runtime, id, 'bankConfirmation', pdf, 'scan.png');
    expect(added.value).toMatchObject({ fileName: 'scan.pdf', mediaType: 'application/pdf', size: pdf.length });
    const read = await invoke(runtime, 'attachments:read', { attachmentId: added.value.id });
    expect(Buffer.from(read.value.dataBase64, 'base64').equals(pdf)).toBe(true);
  });

  it("keeps the agent's name made safe, with the extension of what the file became, and sends it as Filename", async () => {
    const runtime = await startTestRuntime();
    const id = await draft(runtime, 'privatelimitedcompany');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const passport = await add(runtime, id, 'identification', photo, 'vegabréf Jóns.HEIC');
    const letter = await add(runtime, id, 'bankConfirmation', png, 'C:\\Users\\anna\\bréf:  "banki"?.PNG');
    const blank = await add(runtime, id, 'additional', png, ' ...  ');
    expect([passport.value.fileName, letter.value.fileName, blank.value.fileName]).toEqual([
      'vegabréf Jóns.jpg',
      'bréf banki.png',
      'additional-1.png',
    ]);
    // The same name twice in one application: the service sees only names, so the second is told apart.
    const again = await add(runtime, id, 'additional', png, 'bréf banki.png');
    expect(again.value.fileName).toBe('bréf banki (2).png');
    for (const name of [passport, letter, blank, again].map((a) => a.value.fileName as string))
      expect(AttachmentSchema.shape.Filename.safeParse(name).success).toBe(true);
  });

  it('numbers additional documents without a name of their own, reusing a number only once its file is gone', async () => {
    const runtime = await startTestRuntime();
    const id = await draft(runtime, 'privatelimitedcompany');
    const pdf = await simplePdf();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const first = await add(runtime, id, 'additional', pdf);
    const second = await add(runtime, id, 'additional', png);
    expect([first.value.fileName, second.value.fileName]).toEqual(['additional-1.pdf', 'additional-2.png']);
    await invoke(runtime, 'attachments:remove', { attachmentId: first.value.id });
    const third = await add(runtime, id, 'additional', photo);
    expect(third.value.fileName).toBe('additional-1.jpg');
    expect((await filesOf(runtime, id)).map((a) => a.fileName)).toEqual(['additional-2.png', 'additional-1.jpg']);
  });
});

describe('attachments:add refuses what it cannot use, and stores nothing', () => {
  const cases: { name: string; fileName: string; make: () => Promise<Buffer> | Buffer; code: string }[] = [
    { name: 'an empty file', fileName: 'empty.pdf', make: () => Buffer.alloc(0), code: 'empty' },
    {
      name: 'a truncated JPEG',
      fileName: 'passport.jpg',
      make: async () => (await cameraJpeg(800, 600, 20)).subarray(0, 40_000),
      code: 'corrupt',
    },
    { name: 'random bytes called .jpg', fileName: 'photo.jpg', make: () => randomBytes(5000), code: 'unsupported' },
    { name: 'an encrypted PDF', fileName: 'statement.pdf', make: encryptedPdf, code: 'encrypted_pdf' },
    { name: 'a damaged PDF', fileName: 'letter.pdf', make: async () => (await simplePdf()).subarray(0, 300), code: 'corrupt' },
    // 10.2 MB: over the limit, yet its base64 still fits the channel's request size.
    { name: 'a PDF over 10 MB', fileName: 'big.pdf', make: () => largePdf(10.2), code: 'too_large' },
    { name: 'a HEIC photo', fileName: 'IMG_0001.HEIC', make: heicLike, code: 'unsupported' },
    {
      name: 'a TIFF of two pages',
      fileName: 'fax.tif',
      make: () =>
        sharp(Buffer.concat([Buffer.alloc(1200, 30), Buffer.alloc(1200, 220)]), {
          raw: { width: 20, height: 40, channels: 3, pageHeight: 20 },
        })
          .tiff()
          .toBuffer(),
      code: 'unsupported',
    },
  ];

  it.each(cases)('$name: invalid_file with the reason, nothing stored', async ({ fileName, make, code }) => {
    const runtime = await startTestRuntime();
    const id = await draft(runtime);
    const kept = await add(runtime, id, 'bankConfirmation', await simplePdf());
    expect(kept.ok).toBe(true);
    const bytes = await make();
    // The reason the refusal names is the normaliser's own, for the same bytes.
    const reason = await normaliseDocument(bytes).then(
      () => undefined,
      (error: { code: string; message: string }) => error,
    );
    expect(reason?.code).toBe(code);

    const before = await filesOf(runtime, id);
    const refused = await add(runtime, id, 'identification', bytes, fileName);
    expect(refused.ok).toBe(false);
    // A code and params the renderer words; main's English goes to the log only.
    expect(refused.error).toEqual({ code: 'invalid_file', params: { fileName, why: code }, message: '' });
    expect(await filesOf(runtime, id)).toEqual(before);
  });

  it('refuses a file for an application that does not exist before reading it', async () => {
    const runtime = await startTestRuntime();
    const missing = await add(runtime, '00000000-0000-4000-8000-000000000000', 'identification', await simplePdf());
    expect(missing.error.code).toBe('not_found');
  });
});
