import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readIdentityDocument } from '$main/documents/mrz/read-identity-document';
import type { MrzReading } from '$shared/documents/document-reading';
import { cameraJpeg } from '$test/helpers/document-fixtures';
import { type IdentityTruth, identityDocument } from '$test/helpers/identity-documents/identity-corpus';

/** Every field of a reading the document's truth fixes. */
function expectReadAs(reading: MrzReading, truth: IdentityTruth): void {
  expect(reading).toMatchObject({
    kind: 'mrz',
    outcome: 'read',
    format: truth.format,
    lines: truth.lines,
    documentNumber: truth.documentNumber,
    issuingState: truth.issuingState,
    nationality: truth.nationality,
    surname: truth.surname,
    givenNames: truth.givenNames,
    birthDate: truth.birthDate,
    expiryDate: truth.expiryDate,
    sex: truth.sex,
    optionalData: truth.optionalData,
  });
}

// The first test starts the OCR engine; each reads a whole document. A limit only costs time when a test hangs.
describe('reading the machine-readable zone of an identity document', { timeout: 180_000 }, () => {
  it('reads a clean Icelandic passport (TD3), its kennitala in the optional data', async () => {
    const document = await identityDocument(101, { degraded: false, format: 'TD3', icelandic: true });
    const reading = await readIdentityDocument(document.bytes, document.mediaType);
    expectReadAs(reading, document.truth);
    expect(reading.outcome === 'read' && reading.optionalData).toBe(document.truth.kennitala);
  });

  it('reads a clean ID card (TD1) of a foreign holder', async () => {
    const document = await identityDocument(102, { degraded: false, format: 'TD1', icelandic: false });
    expectReadAs(await readIdentityDocument(document.bytes, document.mediaType), document.truth);
  });

  it('reads a clean Icelandic ID card (TD1)', async () => {
    const document = await identityDocument(103, { degraded: false, format: 'TD1', icelandic: true });
    expectReadAs(await readIdentityDocument(document.bytes, document.mediaType), document.truth);
  });

  it('confirms a name the page prints with Þ, Ð and accents', async () => {
    const document = await identityDocument(303, { degraded: false, icelandic: true });
    expect(document.truth.printed.surname).toBe('Þórðarson');
    const reading = await readIdentityDocument(document.bytes, document.mediaType);
    expectReadAs(reading, document.truth);
    expect(reading.outcome === 'read' && reading.nameConfirmedByPage).toBe(true);
    // The page's own spelling goes with the reading, to be offered instead of the zone's THORDARSON.
    const printed = { surname: 'ÞÓRÐARSON', givenNames: document.truth.printed.givenNames.toUpperCase() };
    expect(reading.outcome === 'read' && reading.printedName).toEqual(printed);
  });

  it('reads a phone photo of a page turned upside down', async () => {
    const document = await identityDocument(3, { degraded: true });
    expect(document.degradation?.quarterTurns).toBe(2);
    expectReadAs(await readIdentityDocument(document.bytes, document.mediaType), document.truth);
  });

  it('reads photos turned by up to 20° as well as a quarter, and a washed-out one', async () => {
    // The finder takes lines within about 11° of level: these are found on the copy turned 15° either way, or by contrast.
    for (const [seed, harder, tilt] of [
      [406, 'turned', -19.0],
      [412, 'turned', 19.3],
      [401, 'low-contrast', undefined],
    ] as const) {
      const document = await identityDocument(seed, { degraded: true, harder });
      if (tilt !== undefined) expect(document.degradation?.tiltDegrees).toBeCloseTo(tilt, 1);
      expectReadAs(await readIdentityDocument(document.bytes, document.mediaType), document.truth);
    }
  });

  it('reads a zone whose line end glare hid from the finder, and a dark photo’s grainy zone', async () => {
    // 330005: the crop cut at the zone as found lost the last characters; 330019: only the look by
    // contrast found the whole line; 310003: at the usual pitch the grain made two zeros O.
    for (const [seed, harder] of [
      [330005, 'glare'],
      [330019, 'glare'],
      [310003, 'dark'],
    ] as const) {
      const document = await identityDocument(seed, { degraded: true, harder });
      expectReadAs(await readIdentityDocument(document.bytes, document.mediaType), document.truth);
    }
  });

  it('gives a zone whose check digit fails as unreadable, filling nothing', async () => {
    const document = await identityDocument(104, { degraded: false, format: 'TD3', brokenCheckDigit: true });
    expect(await readIdentityDocument(document.bytes, document.mediaType)).toEqual({ kind: 'mrz', outcome: 'unreadable' });
  });

  it('says a photo with no zone has none', async () => {
    expect(await readIdentityDocument(await cameraJpeg(1200, 900, 10), 'image/jpeg')).toEqual({ kind: 'mrz', outcome: 'no_zone' });
  });

  it('reads the image of a PDF’s first page', async () => {
    const document = await identityDocument(105, { degraded: false, format: 'TD3' });
    const pdf = await PDFDocument.create();
    const image = await pdf.embedPng(document.bytes);
    pdf.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
    expectReadAs(await readIdentityDocument(Buffer.from(await pdf.save()), 'application/pdf'), document.truth);
  });

  it('says a PDF with no image has no zone', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Nothing to read here');
    expect(await readIdentityDocument(Buffer.from(await pdf.save()), 'application/pdf')).toEqual({ kind: 'mrz', outcome: 'no_zone' });
  });
});
