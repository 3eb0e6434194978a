import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applicationHash } from '$main/training-service/application-hash';
import type { MerchantRecord } from '$main/training-service/id-store';
import type { TrainingService } from '$main/training-service/training-service';
import { completeApplication } from '../../fixtures/applications';
import { cameraJpeg, encryptedPdf, exifHasGps, simplePdf } from '../../helpers/document-fixtures';
import { controlFetch } from '../../helpers/control-api';
import { fileTempDir, tempDir } from '../../helpers/temp-dir';
import { startService } from '../../helpers/training-service';
import { DocumentsPanel, type FileToGive, type SlotKey } from '../pages/documents-panel';
import { EditorPage } from '../pages/editor-page';
import { StatusBar } from '../pages/status-bar';
import { seriousViolations } from '../support/axe';
import { ARTIFACTS_DIR, screenshot } from '../support/browser';
import { SHEET, SHEET_ASPECT, SHEET_BAND, writeFakeCamera } from '../support/fake-camera';
import { openMediaApp, stopAfterTest } from '../support/media-harness';
import { type RecordingProxy, startRecordingProxy } from '../support/recording-proxy';
import { saneTestScanner } from '../support/sane-test-scanner';
import { invoke } from '../support/seed';
import { text } from '../support/texts';
import { eventually } from '../support/wait';

const ID: SlotKey = 'documents.identification';
const BANK: SlotKey = 'documents.bankConfirmation';
const MORE: SlotKey = 'documents.additional';

interface SentFile {
  File: string;
  Filename: string;
}

let cameraFile: string;

beforeAll(async () => {
  // Outlives each test's temporary folders: the browser plays it for the whole file.
  cameraFile = path.join(fileTempDir('fieldboard-e2e-camera-'), 'document-on-desk.y4m');
  await writeFakeCamera(cameraFile);
});

/**
 * A sole trader's application with everything but its documents, in an app that sends to a
 * training service of the test's own through a recording proxy: what the acquirer received is
 * read on the wire. The app also has SANE's test scanner and the browser a camera filming a
 * sheet of paper on a desk.
 */
async function applicationWithoutDocuments(): Promise<{
  page: Page;
  id: string;
  documents: DocumentsPanel;
  service: TrainingService;
  proxy: RecordingProxy;
}> {
  const service = await startService();
  const proxy = await startRecordingProxy(service.baseUrl);
  stopAfterTest(() => proxy.close());
  const { page } = await openMediaApp({ baseUrl: proxy.baseUrl, env: saneTestScanner(), cameraFile });
  await new StatusBar(page).waitForSettingsSynced();

  const application = completeApplication('soletrader') as Record<string, any>;
  delete application.applicant.identificationAttachment;
  delete application.bankAccount.bankAccountConfirmationAttachment;
  const { id } = await invoke(page, 'applications:create', { entityType: 'soletrader' });
  await invoke(page, 'applications:saveDraft', { id, draft: { application, processingFees: [] } });
  const documents = new DocumentsPanel(page);
  await documents.open(id);
  return { page, id, documents, service, proxy };
}

/** The review lists each slot's files with thumbnails; "Queue for submission" sends at once to the live service. */
async function reviewAndSubmit(page: Page, files: Record<string, string[]>, picture?: string): Promise<void> {
  const expected = { 'Additional documents': [], ...files };
  const editor = new EditorPage(page, 'soletrader');
  const review = await editor.goTo('review');
  expect(await new DocumentsPanel(page).reviewedFiles()).toEqual(expected);
  const thumbnails = new DocumentsPanel(page).thumbnails(review);
  await eventually(() => thumbnails.count(), 'the review never showed the thumbnails').toBe(Object.values(expected).flat().length);
  if (picture) await screenshot(page, picture);
  await review.getByText(text('review.noProblems'), { exact: true }).waitFor();
  await review.getByRole('button', { name: text('review.queue'), exact: true }).click();
  await editor.result().waitFor();
}

/**
 * The one application the acquirer received, as it went over the wire, after checking that the
 * service created its merchant from exactly that body (the hash it records of what it validated).
 */
async function received(proxy: RecordingProxy, service: TrainingService): Promise<Record<string, any>> {
  const posts = proxy.requests.filter((request) => request.method === 'POST');
  expect(posts.map((post) => post.path)).toEqual(['/isoapi/soletrader']);
  const body = JSON.parse(posts[0]!.body) as Record<string, any>;
  const merchants = ((await (await controlFetch(service, '/merchants')).json()) as { merchants: MerchantRecord[] }).merchants;
  expect(merchants).toHaveLength(1);
  expect(merchants[0]!.applicationHash).toBe(applicationHash(body));
  return body;
}

/** The file's kind read from its bytes; its `Filename` must say the same. */
function kindOf(bytes: Buffer): string {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return 'unknown';
}

/** A sent file: named after its role with its bytes' extension, and the very bytes the app stored for the slot. */
async function expectSent(page: Page, sent: SentFile, stem: string, attachmentId: string): Promise<Buffer> {
  const bytes = Buffer.from(sent.File, 'base64');
  expect(sent.Filename).toBe(`${stem}.${kindOf(bytes)}`);
  const stored = await invoke(page, 'attachments:read', { attachmentId });
  expect(stored.dataBase64).toBe(sent.File);
  return bytes;
}

async function storedRefs(page: Page, id: string): Promise<{ identification: string; bank: string; additional: string[] }> {
  const { draft } = await invoke(page, 'applications:get', { id });
  const application = draft.application as Record<string, any>;
  return {
    identification: application.applicant.identificationAttachment.attachmentId,
    bank: application.bankAccount.bankAccountConfirmationAttachment.attachmentId,
    additional: (application.additionalAttachments ?? []).map((ref: { attachmentId: string }) => ref.attachmentId),
  };
}

/** An image with no metadata at all: no EXIF (so no GPS and no orientation), no XMP, no ICC profile. */
async function expectClean(bytes: Buffer): Promise<Metadata> {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  return meta;
}

/** A letter from the bank as a picture: white paper, a blue letterhead, lines of text. */
async function letterPng(): Promise<Buffer> {
  const lines = Array.from(
    { length: 18 },
    (_, i) => `<rect x="120" y="${300 + i * 60}" width="${700 + ((i * 97) % 300)}" height="22" fill="#222"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="#fff"/>
    <rect width="100%" height="160" fill="#0b3d91"/>${lines.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A screenshot of an ID card, as an agent would copy it from a phone's photo app. */
async function idCardPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="100%" height="100%" rx="30" fill="#d8e8f5"/>
    <rect x="40" y="120" width="220" height="280" fill="#8aa"/><rect x="300" y="140" width="420" height="30" fill="#123"/>
    <rect x="300" y="200" width="300" height="30" fill="#123"/><rect x="300" y="260" width="360" height="30" fill="#123"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const png = (name: string, buffer: Buffer): FileToGive => ({ name, mimeType: 'image/png', buffer });

describe("documents from every source reach the acquirer, normalised, under the agent's own file name", () => {
  it('choose file: the system dialog is unavailable in the browser host, so the file input opens', async () => {
    const { page, id, documents, service, proxy } = await applicationWithoutDocuments();
    // A first picture, then the right one in its place: the slot holds one file, main keeps one.
    await documents.chooseFile(ID, png('screenshot.png', await idCardPng()));
    await documents.waitForFiles(ID, ['screenshot.png']);
    const replaced = (await invoke(page, 'applications:get', { id })).attachments.map((attachment) => attachment.id);
    // A phone photo stored sideways with EXIF orientation 6, GPS, camera make and owner.
    const photo = await cameraJpeg(1600, 1200, 12);
    expect(exifHasGps(photo)).toBe(true);
    // The agent's own name is kept, with the extension of what the file became.
    await documents.chooseFile(ID, { name: 'passport Guðrún.JPEG', mimeType: 'image/jpeg', buffer: photo });
    await documents.waitForFiles(ID, ['passport Guðrún.jpg']);
    const letter = await simplePdf();
    await documents.chooseFile(BANK, { name: 'bank letter.pdf', mimeType: 'application/pdf', buffer: letter });
    await documents.waitForFiles(BANK, ['bank letter.pdf']);
    expect(await documents.files(ID)).toEqual(['passport Guðrún.jpg']);
    expect(await documents.files(BANK)).toEqual(['bank letter.pdf']);
    const kept = (await invoke(page, 'applications:get', { id })).attachments;
    expect(kept.map((attachment) => attachment.fileName).sort()).toEqual(['bank letter.pdf', 'passport Guðrún.jpg']);
    expect(kept.map((attachment) => attachment.id)).not.toContain(replaced[0]);
    await screenshot(page, 'documents-step');
    expect(await seriousViolations(page)).toEqual([]);

    await reviewAndSubmit(page, { Identification: ['passport Guðrún.jpg'], 'Bank confirmation': ['bank letter.pdf'] }, 'documents-review');
    const body = await received(proxy, service);
    const refs = await storedRefs(page, id);
    const sentPhoto = await expectSent(page, body.applicant.identificationAttachment, 'passport Guðrún', refs.identification);
    expect(exifHasGps(sentPhoto)).toBe(false);
    const meta = await expectClean(sentPhoto);
    // Turned upright: stored landscape with "rotate 90°", shown and sent portrait.
    expect([meta.width, meta.height]).toEqual([1200, 1600]);
    const sentLetter = await expectSent(page, body.bankAccount.bankAccountConfirmationAttachment, 'bank letter', refs.bank);
    // A PDF is kept byte for byte (D5).
    expect(sentLetter.equals(letter)).toBe(true);
    expect(body.additionalAttachments).toEqual([]);
  });

  it('drop: a refused file is said next to its slot and changes nothing; dropped files, several at once into the list', async () => {
    const { page, id, documents, service, proxy } = await applicationWithoutDocuments();
    await documents.drop(BANK, [{ name: 'statement.pdf', mimeType: 'application/pdf', buffer: encryptedPdf() }]);
    await eventually(() => documents.refusals(BANK).allInnerTexts()).toEqual([expect.stringMatching(/^“statement\.pdf”: .*password/i)]);
    expect(await documents.files(BANK)).toEqual([]);
    expect(await documents.files(ID)).toEqual([]);
    expect((await invoke(page, 'applications:get', { id })).attachments).toEqual([]);

    await documents.drop(ID, [{ name: 'id-card.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(1200, 900, 8) }]);
    await documents.waitForFiles(ID, ['id-card.jpg']);
    await documents.drop(BANK, [png('letter.png', await letterPng())]);
    await documents.waitForFiles(BANK, [/^letter\.(png|jpg)$/]);
    await eventually(() => documents.refusals(BANK).count()).toBe(0);
    await documents.drop(MORE, [
      png('licence.png', await letterPng()),
      { name: 'register.pdf', mimeType: 'application/pdf', buffer: await simplePdf(2) },
    ]);
    await documents.waitForFiles(MORE, [/^licence\.(png|jpg)$/, 'register.pdf']);

    const idName = (await documents.files(ID))[0]!;
    const bankName = (await documents.files(BANK))[0]!;
    const moreNames = await documents.files(MORE);
    await reviewAndSubmit(page, { Identification: [idName], 'Bank confirmation': [bankName], 'Additional documents': moreNames });
    const body = await received(proxy, service);
    const refs = await storedRefs(page, id);
    await expectClean(await expectSent(page, body.applicant.identificationAttachment, 'id-card', refs.identification));
    await expectClean(await expectSent(page, body.bankAccount.bankAccountConfirmationAttachment, 'letter', refs.bank));
    expect(body.additionalAttachments).toHaveLength(2);
    await expectSent(page, body.additionalAttachments[0], 'licence', refs.additional[0]!);
    await expectSent(page, body.additionalAttachments[1], 'register', refs.additional[1]!);
    expect(body.additionalAttachments.map((file: SentFile) => file.Filename)).toEqual(moreNames);
  });

  it('paste: a picture copied to the clipboard, pasted with Ctrl+V while the slot has focus', async () => {
    const { page, id, documents, service, proxy } = await applicationWithoutDocuments();
    await documents.paste(ID, await idCardPng());
    await documents.waitForFiles(ID, [/./]);
    await documents.paste(BANK, await letterPng());
    await documents.waitForFiles(BANK, [/./]);
    // Removed, then pasted again: the draft and main's files follow.
    const pasted = (await documents.files(BANK))[0]!;
    await documents
      .slot(BANK)
      .getByRole('button', { name: text('documents.removeFile', 'en', { file: pasted }), exact: true })
      .click();
    await documents.waitForFiles(BANK, []);
    await eventually(async () => (await invoke(page, 'applications:get', { id })).attachments.length).toBe(1);
    await documents.paste(BANK, await letterPng());
    await documents.waitForFiles(BANK, [/./]);

    const names = { Identification: await documents.files(ID), 'Bank confirmation': await documents.files(BANK) };
    await reviewAndSubmit(page, names);
    const body = await received(proxy, service);
    const refs = await storedRefs(page, id);
    // Pasted pictures keep the name the browser gives them; two of one application never share one.
    const stem = (name: string) => name.replace(/\.[a-z]+$/, '');
    expect(new Set([...names.Identification, ...names['Bank confirmation']]).size).toBe(2);
    const card = await expectClean(
      await expectSent(page, body.applicant.identificationAttachment, stem(names.Identification[0]!), refs.identification),
    );
    expect([card.width, card.height]).toEqual([856, 540]);
    await expectClean(
      await expectSent(page, body.bankAccount.bankAccountConfirmationAttachment, stem(names['Bank confirmation'][0]!), refs.bank),
    );
  });

  it('camera: live preview, capture, the four corners onto the sheet, and the photo comes back straightened, named after its role', async () => {
    const { page, id, documents, service, proxy } = await applicationWithoutDocuments();
    // Keeps what the page asks of the camera and the streams it gets, to see them stopped later.
    await page.evaluate(() => {
      const media = navigator.mediaDevices;
      const open = media.getUserMedia.bind(media);
      const seen: { constraints: unknown[]; streams: MediaStream[] } = { constraints: [], streams: [] };
      (window as unknown as { cameraLog: typeof seen }).cameraLog = seen;
      media.getUserMedia = async (constraints) => {
        seen.constraints.push(constraints);
        const stream = await open(constraints);
        seen.streams.push(stream);
        return stream;
      };
    });
    const cameraLog = () =>
      page.evaluate(() => {
        const { constraints, streams } = (window as unknown as { cameraLog: { constraints: unknown[]; streams: MediaStream[] } }).cameraLog;
        return { constraints, tracks: streams.flatMap((stream) => stream.getTracks().map((track) => `${track.kind}:${track.readyState}`)) };
      });
    let dialog = await documents.takePhoto(ID);
    // Capturing stops the camera: the crop works on the still photo.
    expect((await cameraLog()).tracks).toEqual(['video:ended']);
    // The corners start inside the photo's edges; the agent puts them on the sheet's corners.
    await documents.outline(dialog, SHEET.map(({ x, y }) => ({ x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 })) as never);
    await screenshot(page, 'documents-camera-crop');
    expect(await seriousViolations(page)).toEqual([]);
    await documents.usePhoto(dialog);
    await documents.waitForFiles(ID, ['id-document.jpg']);
    // Video only, the rear camera preferred.
    expect((await cameraLog()).constraints[0]).toMatchObject({ audio: false, video: { facingMode: { ideal: 'environment' } } });

    // The bank letter: a first photo retaken, then used as framed.
    dialog = await documents.takePhoto(BANK);
    await dialog.getByRole('button', { name: text('camera.retake'), exact: true }).click();
    await dialog.getByRole('button', { name: text('camera.capture'), exact: true }).click();
    await documents.usePhoto(dialog);
    // Closing with the camera live stops it too.
    await documents.source(ID, 'camera').click();
    await documents
      .cameraDialog(ID)
      .getByRole('button', { name: text('camera.capture'), exact: true })
      .waitFor();
    await page.keyboard.press('Escape');
    await documents.cameraDialog(ID).waitFor({ state: 'detached' });
    await eventually(async () => (await cameraLog()).tracks).toEqual(['video:ended', 'video:ended', 'video:ended', 'video:ended']);
    await documents.waitForFiles(BANK, ['bank-confirmation.jpg']);
    expect(await documents.files(ID)).toEqual(['id-document.jpg']);

    await reviewAndSubmit(page, { Identification: ['id-document.jpg'], 'Bank confirmation': ['bank-confirmation.jpg'] });
    const body = await received(proxy, service);
    const refs = await storedRefs(page, id);
    const sheet = await expectSent(page, body.applicant.identificationAttachment, 'id-document', refs.identification);
    fs.writeFileSync(path.join(ARTIFACTS_DIR, 'documents-camera-straightened.jpg'), sheet);
    const meta = await expectClean(sheet);
    // Straightened by perspective: A4's own proportions, not the foreshortened ones of the photo.
    expect(meta.width! / meta.height!).toBeCloseTo(SHEET_ASPECT, 1);
    // The page fills the picture: its blue letterhead across the top, white paper down the sides, no desk.
    const { data, info } = await sharp(sheet).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (fx: number, fy: number) => {
      const i = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels;
      return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
    };
    for (const fx of [0.1, 0.5, 0.9]) {
      const band = at(fx, 0.05);
      expect(Math.abs(band.b - SHEET_BAND.b)).toBeLessThan(50);
      expect(band.r).toBeLessThan(80);
    }
    for (const [fx, fy] of [
      [0.03, 0.5],
      [0.97, 0.5],
      [0.5, 0.97],
      [0.04, 0.96],
      [0.96, 0.96],
    ] as const)
      expect(at(fx, fy).g, `paper at ${fx}, ${fy}`).toBeGreaterThan(200);
    await expectClean(await expectSent(page, body.bankAccount.bankAccountConfirmationAttachment, 'bank-confirmation', refs.bank));
  });

  it("scanner: SANE's test scanner, with progress; a cancelled scan adds nothing; grey pages are stored grey", async () => {
    const { page, id, documents, service, proxy } = await applicationWithoutDocuments();
    let dialog = await documents.openScanner(ID, { dpi: 150, mode: 'Color' });
    await documents.startScan(dialog);
    await eventually(() => documents.scanProgress(dialog).getAttribute('value'), 'no progress came').toMatch(/^[1-9]\d?$/);
    await screenshot(page, 'documents-scanner-progress');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.waitFor({ state: 'detached' });
    await documents.waitForFiles(ID, [/^id-document\./]);

    dialog = await documents.openScanner(BANK, { dpi: 150, mode: 'Gray' });
    await documents.startScan(dialog);
    await eventually(() => documents.scanProgress(dialog).getAttribute('value'), 'no progress came').toMatch(/^[1-9]\d?$/);
    await dialog.getByRole('button', { name: text('scanner.cancel'), exact: true }).click();
    await dialog.getByText(text('scanner.cancelled'), { exact: true }).waitFor();
    expect(await documents.files(BANK)).toEqual([]);
    await documents.startScan(dialog);
    await dialog.waitFor({ state: 'detached' });
    await documents.waitForFiles(BANK, [/^bank-confirmation\./]);

    const names = { Identification: await documents.files(ID), 'Bank confirmation': await documents.files(BANK) };
    await reviewAndSubmit(page, names);
    const body = await received(proxy, service);
    const refs = await storedRefs(page, id);
    const colour = await expectClean(await expectSent(page, body.applicant.identificationAttachment, 'id-document', refs.identification));
    expect(colour.channels).toBe(3);
    // 150 dpi over the test scanner's default 80 × 100 mm area.
    expect([colour.width, colour.height]).toEqual([472, 590]);
    const grey = await expectClean(
      await expectSent(page, body.bankAccount.bankAccountConfirmationAttachment, 'bank-confirmation', refs.bank),
    );
    expect(grey.channels).toBe(1);
    expect((await invoke(page, 'applications:get', { id })).attachments).toHaveLength(2);
  });

  it('says plainly when there is no scanner program, and when the camera is not allowed or not there', async () => {
    // Neither scanimage nor NAPS2 on this PATH.
    const { page } = await openMediaApp({ env: { PATH: '/nonexistent' }, cameraFile, cameraPermission: 'denied' });
    const { id } = await invoke(page, 'applications:create', { entityType: 'soletrader' });
    const documents = new DocumentsPanel(page);
    await documents.open(id);

    await documents.source(ID, 'scanner').click();
    const scanner = documents.scannerDialog(ID);
    await scanner.getByRole('button', { name: text('scanner.lookAgain'), exact: true }).waitFor();
    expect(await scanner.getByRole('alert').locator('.problem').allInnerTexts()).toEqual([
      `SANE: ${text('scanner.reason.not_installed')}`,
      `NAPS2: ${text('scanner.reason.not_installed')}`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await scanner.waitFor({ state: 'detached' });

    // The browser refuses the camera, as after the agent said no to its question.
    await documents.source(ID, 'camera').click();
    const camera = documents.cameraDialog(ID);
    await camera.getByText(text('camera.denied'), { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await camera.getByRole('button', { name: text('common.close'), exact: true }).click();
    await camera.waitFor({ state: 'detached' });

    // A machine without a camera: the browser answers NotFoundError (played here by the page's API).
    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
    });
    await documents.source(ID, 'camera').click();
    await camera.getByText(text('camera.noCamera'), { exact: true }).waitFor();
    expect(await documents.files(ID)).toEqual([]);
    await camera.getByRole('button', { name: text('common.close'), exact: true }).click();

    // On a new application, "Scan" with no scanner and "Choose file" left empty keep nothing, as the camera does.
    await page.evaluate(() => (window.location.hash = '#/new/soletrader/documents'));
    await documents.section().waitFor();
    await documents.source(ID, 'scanner').click();
    await scanner.getByRole('button', { name: text('scanner.lookAgain'), exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await scanner.waitFor({ state: 'detached' });
    const chooser = page.waitForEvent('filechooser');
    await documents.source(ID, 'file').click();
    await (await chooser).setFiles([]);
    expect((await invoke(page, 'applications:list', { limit: 10, offset: 0 })).total).toBe(1);
    expect(new URL(page.url()).hash).toBe('#/new/soletrader/documents');
    expect(await page.getByTestId('save-state').innerText()).toBe(text('new.unsaved'));
  });

  it('says plainly when the scanner program finds no scanner', async () => {
    const { page } = await openMediaApp({ env: { SANE_CONFIG_DIR: tempDir('fieldboard-e2e-no-scanner-') }, cameraFile });
    const { id } = await invoke(page, 'applications:create', { entityType: 'soletrader' });
    const documents = new DocumentsPanel(page);
    await documents.open(id);
    await documents.source(BANK, 'scanner').click();
    await documents.scannerDialog(BANK).getByText(text('scanner.none'), { exact: true }).waitFor();
  });
});
