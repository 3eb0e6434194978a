import zlib from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_READ_PAGES, SCAN_PAGE_RESOLUTION, readLetterPages } from '$main/documents/letter/letter-pages';
import { LETTER_CHILD_LIMITS, readBankLetter, readLetterText } from '$main/documents/letter/read-bank-letter';
import { MAX_DRAWN_IMAGE_PIXELS } from '$main/documents/pdf-render/open-pdf';
import { letterFile, makeBankLetter } from '../../helpers/bank-letters';
import { PAGE_WIDTH_PT } from '../../helpers/bank-letters/letter-layout';
import { letterScanJpeg, letterScanPdfWithTextLayer } from '../../helpers/bank-letters/letter-renderings';
import { cyclicPdf, handWrittenPdf, objectBombPdf, pdfBomb, runLengthPdfBomb } from '../../helpers/hostile-files';

const FIRST = 'IS140159260076545510730339';
const LATER = 'DE89370400440532013000';

/** A PDF whose pages each hold a few lines of terms, `FIRST` on the first page and `LATER` at the end of the last. */
async function longPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([595, 842]);
    const text = [
      `Page ${number}`,
      ...Array.from({ length: 5 }, () => 'Skilmálar reikningsins gilda eins og þeir eru birtir á vef bankans.'),
    ];
    if (number === 1) text.push(`IBAN: ${FIRST}`);
    if (number === pages) text.push(`IBAN: ${LATER}`);
    text.forEach((line, index) => page.drawText(line, { x: 60, y: 780 - index * 20, size: 11, font }));
  }
  return Buffer.from(await pdf.save());
}

/** Seeds whose letters print one Icelandic IBAN (2), two (5, one of them foreign) and none (1). */
const ONE_IBAN = makeBankLetter(2);
const TWO_IBANS = makeBankLetter(5);
const NO_IBAN = makeBankLetter(1);

// A PDF's pages are drawn and read by OCR: on a loaded machine a letter takes half a minute.
describe('reading a bank letter', { timeout: 180_000 }, () => {
  it('the letters chosen print what their names say', () => {
    expect(ONE_IBAN.truth.ibans).toHaveLength(1);
    expect(TWO_IBANS.truth.ibans).toHaveLength(2);
    expect(TWO_IBANS.truth.ibans.some((iban) => !iban.startsWith('IS'))).toBe(true);
    expect(NO_IBAN.truth.ibans).toEqual([]);
  });

  it('reads a PDF’s text layer where OCR of its drawn page shows the same: every IBAN and kennitala it prints, and the holder’s', async () => {
    for (const letter of [ONE_IBAN, TWO_IBANS]) {
      const file = await letterFile(letter, 'text-pdf');
      const reading = await readBankLetter(file.bytes, file.mediaType);
      const { ibans, kennitolur, holder } = letter.truth;
      expect(reading).toEqual({ kind: 'letter', outcome: 'read', source: 'text', ibans, kennitolur, holderKennitolur: [holder] });
    }
  });

  it('reads a scanned letter by OCR, as an image and as a scanner’s PDF', async () => {
    for (const form of ['scan-image', 'scan-pdf'] as const) {
      const file = await letterFile(ONE_IBAN, form);
      const reading = await readBankLetter(file.bytes, file.mediaType);
      expect(reading).toMatchObject({
        kind: 'letter',
        outcome: 'read',
        source: 'ocr',
        ibans: ONE_IBAN.truth.ibans,
        holderKennitolur: [ONE_IBAN.truth.holder],
      });
    }
  }, 120_000);

  // Drawn and split in the test's process: that nothing of such a page shows makes it a scan, read
  // by OCR alone with nothing to tell (test/unit/shared/documents/letter-as-shown.test.ts).
  it('draws a scanner’s PDF whose own OCR text lies unseen under the scan as a scan, none of its text shown', async () => {
    const pdf = await letterScanPdfWithTextLayer(ONE_IBAN, await letterScanJpeg(ONE_IBAN));
    const [page] = (await readLetterPages(pdf)).pages;
    expect(page!.shown.trim()).toBe('');
    expect(page!.hidden.replace(/\s/g, '')).toContain(ONE_IBAN.truth.ibans[0]);
    // Drawn at a scan's resolution (A4's long side rounds it down a pixel), for OCR to smooth.
    expect((await sharp(page!.picture).metadata()).width).toBeCloseTo((PAGE_WIDTH_PT / 72) * SCAN_PAGE_RESOLUTION.dpi, -1);
  });

  it('a letter that prints no IBAN is read, with no IBAN', async () => {
    const file = await letterFile(NO_IBAN, 'text-pdf');
    expect(await readBankLetter(file.bytes, file.mediaType)).toEqual({
      kind: 'letter',
      outcome: 'read',
      source: 'text',
      ibans: [],
      kennitolur: NO_IBAN.truth.kennitolur,
      holderKennitolur: [NO_IBAN.truth.holder],
    });
  });

  it('hostile PDFs are unreadable, each in its limited child, and the next letter is read', async () => {
    const hostile = [await pdfBomb(1024), await objectBombPdf(8), runLengthPdfBomb(512), cyclicPdf(), Buffer.from('%PDF-1.7\nnot a pdf')];
    for (const bytes of hostile) {
      expect(await readBankLetter(bytes, 'application/pdf', { ...LETTER_CHILD_LIMITS, timeoutMs: 120_000 })).toEqual({
        kind: 'letter',
        outcome: 'unreadable',
      });
    }
    const file = await letterFile(ONE_IBAN, 'text-pdf');
    expect(await readBankLetter(file.bytes, file.mediaType)).toMatchObject({ outcome: 'read', ibans: ONE_IBAN.truth.ibans });
  }, 300_000);

  it(`reads no more than ${MAX_READ_PAGES} pages of a PDF`, async () => {
    const shownOf = async (pages: number) =>
      (await readLetterPages(await longPdf(pages))).pages.map((page) => page.shown.replace(/\s/g, ''));
    const many = await shownOf(MAX_READ_PAGES + 1);
    expect([many.length, many.join('').includes(FIRST), many.join('').includes(LATER)]).toEqual([MAX_READ_PAGES, true, false]);
    expect((await shownOf(MAX_READ_PAGES)).join('')).toContain(LATER);
  });

  it(`draws a scanned page without a picture past ${MAX_DRAWN_IMAGE_PIXELS / 1e6} megapixels, undecoded`, async () => {
    const [width, height] = [8000, 6000];
    const picture = zlib.deflateSync(Buffer.alloc(width * height, 255));
    const pdf = handWrittenPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 4 0 R >> >> >>',
      {
        dict: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode >>`,
        stream: picture,
      },
    ]);
    const read = await readLetterText(pdf, 'application/pdf');
    expect(read).toMatchObject({ kind: 'pdf', pages: [{ shown: '', hidden: '' }] });
    expect(read.kind === 'pdf' && read.pages[0]!.ocr.trim()).toBe('');
  });
});
