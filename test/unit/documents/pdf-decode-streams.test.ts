import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PDF_DECODE_LIMITS } from '$main/documents/pdf-check';
import { type PdfDecodeLimits, decodePdfStreams } from '$main/documents/pdf-decode/decode-pdf-streams';
import { letterFile, makeBankLetter } from '../../helpers/bank-letters';
import { simplePdf } from '../../helpers/document-fixtures';
import { PDF_BOMB_DISGUISES, handWrittenPdf, pdfBomb, zlibSpaces } from '../../helpers/hostile-files';
import { PDF_ENCODINGS, PDF_PLACEMENTS, spelledPdf } from '../../helpers/pdf-spellings';

const MIB = 1024 * 1024;
/** Small budgets keep these fast: a 3 MiB bomb against 1 MiB is the gigabyte against 64 MiB, scaled down. */
const limits = (overrides: Partial<PdfDecodeLimits> = {}): PdfDecodeLimits => ({ ...PDF_DECODE_LIMITS, decodedBytes: MIB, ...overrides });
const latin1 = (text: string) => Buffer.from(text, 'latin1');
const PAGE_TREE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

describe('every stream is decoded through its whole filter chain against one budget, whatever the spelling', () => {
  for (const placement of PDF_PLACEMENTS) {
    it.each(PDF_ENCODINGS)(`${placement}, %s: refused past the budget, decoded whole within a larger one`, async (encoding) => {
      const bomb = await spelledPdf(encoding, placement, { spacesMb: 3 });
      expect(decodePdfStreams(bomb, limits())).toEqual({ within: false, bound: 'decoded_bytes' });
      const whole = decodePdfStreams(bomb, limits({ decodedBytes: 4 * MIB }));
      expect(whole.within && whole.decodedBytes).toBeGreaterThanOrEqual(3 * MIB);
    });
  }

  it.each(PDF_BOMB_DISGUISES)('the filter written with %s', async (disguise) => {
    expect(decodePdfStreams(await pdfBomb(3, disguise), limits())).toEqual({ within: false, bound: 'decoded_bytes' });
  });

  it('the budget is the file’s: streams each within it are refused together', async () => {
    const most = await zlibSpaces(0.75);
    const pdf = handWrittenPdf([
      ...PAGE_TREE,
      { dict: '<< /Filter /FlateDecode >>', stream: most },
      { dict: '<< /Filter /FlateDecode >>', stream: most },
    ]);
    expect(decodePdfStreams(pdf, limits())).toEqual({ within: false, bound: 'decoded_bytes' });
    expect(decodePdfStreams(pdf, limits({ decodedBytes: 2 * MIB }))).toMatchObject({ within: true, streams: 2 });
  });
});

describe('ordinary PDFs decode well within the budget', () => {
  it('pdf-lib’s (object streams, a cross-reference stream), a bank’s letter, a scanned letter, pictures embedded by pdf-lib', async () => {
    const letter = makeBankLetter(3);
    const withPictures = await PDFDocument.create();
    const picture = sharp({ create: { width: 300, height: 200, channels: 4, background: '#3a6' } });
    const page = withPictures.addPage();
    page.drawImage(await withPictures.embedPng(await picture.png().toBuffer()), { x: 10, y: 10 });
    page.drawImage(await withPictures.embedJpg(await picture.jpeg().toBuffer()), { x: 10, y: 300 });
    const files = {
      'pdf-lib, three pages': await simplePdf(3),
      'bank letter': (await letterFile(letter, 'text-pdf')).bytes,
      'scanned letter': (await letterFile(letter, 'scan-pdf')).bytes,
      'pictures by pdf-lib': Buffer.from(await withPictures.save()),
    };
    for (const [name, bytes] of Object.entries(files)) {
      const outcome = decodePdfStreams(bytes, PDF_DECODE_LIMITS);
      expect(outcome, name).toMatchObject({ within: true });
      if (outcome.within) expect(outcome.decodedBytes, name).toBeLessThan(2 * MIB);
    }
    expect(decodePdfStreams(files['scanned letter'], PDF_DECODE_LIMITS)).toMatchObject({ images: 1 });
  });
});

describe('references are followed to every definition, in every revision and object stream', () => {
  const bombData = async () => Buffer.concat([Buffer.from([0xf8, 0x00]), (await zlibSpaces(3)).subarray(2)]);

  it('a filter given by a reference to an object inside an object stream', async () => {
    const definitions = zlib.deflateSync(latin1('9 0 /FlateDecode'));
    const pdf = handWrittenPdf([
      ...PAGE_TREE,
      { dict: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', stream: definitions },
      { dict: '<< /Filter 9 0 R >>', stream: await bombData() },
    ]);
    expect(decodePdfStreams(pdf, limits())).toEqual({ within: false, bound: 'decoded_bytes' });
  });

  it('a filter object numbered across a comment, as pdf.js’s lexer reads `9 %…\n0 obj`', async () => {
    const header = latin1('%PDF-1.5\n9 % the filter\n0 obj\n/FlateDecode\nendobj\n');
    const pdf = Buffer.concat([header, handWrittenPdf([...PAGE_TREE, { dict: '<< /Filter 9 0 R >>', stream: await bombData() }])]);
    expect(decodePdfStreams(pdf, limits())).toEqual({ within: false, bound: 'decoded_bytes' });
  });

  it('a filter object an update redefines: both revisions’ readings are decoded', async () => {
    const first = handWrittenPdf([...PAGE_TREE, '/FlateDecode', { dict: '<< /Filter 4 0 R >>', stream: await bombData() }]);
    const update = `4 0 obj\nnull\nendobj\nxref\n4 1\n${String(first.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R >>\n`;
    const pdf = Buffer.concat([first, latin1(`${update}startxref\n${first.length + update.indexOf('xref')}\n%%EOF\n`)]);
    expect(decodePdfStreams(pdf, limits())).toEqual({ within: false, bound: 'decoded_bytes' });
  });

  it('a stated Length past an `endstream` inside the data: the data runs to the Length, as readers take it', async () => {
    const fake = latin1('\nendstream\nendobj\n');
    // A stored block holding the words, not the last, then the bomb's blocks: zlib data a search for `endstream` cuts short.
    const stored = Buffer.concat([Buffer.from([0x00, fake.length, 0, ~fake.length & 0xff, 0xff]), fake]);
    const data = Buffer.concat([Buffer.from([0x78, 0x9c]), stored, (await zlibSpaces(3)).subarray(2)]);
    const pdf = handWrittenPdf([...PAGE_TREE, { dict: '<< /Filter /FlateDecode >>', stream: data }]);
    expect(decodePdfStreams(pdf, limits())).toEqual({ within: false, bound: 'decoded_bytes' });
  });

  it('the abbreviation /F, which pdf.js reads before /Filter, and a stream standing as a value in a dictionary', async () => {
    const zlibData = await zlibSpaces(3);
    const abbreviated = handWrittenPdf([...PAGE_TREE, { dict: '<< /F /Fl /Filter /ASCIIHexDecode >>', stream: zlibData }]);
    expect(decodePdfStreams(abbreviated, limits())).toEqual({ within: false, bound: 'decoded_bytes' });
    const inDictionary = Buffer.concat([
      latin1(`%PDF-1.5\n1 0 obj\n<< /Type /Page /Contents << /Filter /FlateDecode /Length ${zlibData.length} >>\nstream\n`),
      zlibData,
      latin1('\nendstream\n>>\nendobj\n'),
    ]);
    expect(decodePdfStreams(inDictionary, limits())).toEqual({ within: false, bound: 'decoded_bytes' });
  });
});

describe('the per-file bounds besides the budget', () => {
  it('streams: more than the bound are refused', () => {
    const streams = Array.from({ length: 25 }, () => ({ dict: '<< >>', stream: latin1('q Q') }));
    expect(decodePdfStreams(handWrittenPdf([...PAGE_TREE, ...streams]), limits({ streams: 20 }))).toEqual({
      within: false,
      bound: 'streams',
    });
  });

  it('objects: values parsed outside stream data, in the file and in object streams', () => {
    const numbers = `[${'0 '.repeat(5000)}]`;
    expect(decodePdfStreams(handWrittenPdf([...PAGE_TREE, numbers]), limits({ objects: 1000 }))).toEqual({
      within: false,
      bound: 'objects',
    });
    const packed = zlib.deflateSync(latin1(`9 0 ${numbers}`));
    const inObjectStream = handWrittenPdf([
      ...PAGE_TREE,
      { dict: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', stream: packed },
    ]);
    expect(decodePdfStreams(inObjectStream, limits({ objects: 1000 }))).toEqual({ within: false, bound: 'objects' });
  });

  it('pictures it does not decode are bounded by the size they state: a JPEG frame, CCITT columns and rows', async () => {
    const jpeg = Buffer.from(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(20_000, frame + 5);
    jpeg.writeUInt16BE(20_000, frame + 7);
    const claiming = handWrittenPdf([
      ...PAGE_TREE,
      { dict: '<< /Subtype /Image /Width 16 /Height 16 /Filter /DCTDecode >>', stream: jpeg },
    ]);
    expect(decodePdfStreams(claiming, limits())).toEqual({ within: false, bound: 'image_pixels' });
    const fax = { dict: '<< /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns 1000000 /Rows 1000 >> >>', stream: Buffer.alloc(64) };
    expect(decodePdfStreams(handWrittenPdf([...PAGE_TREE, fax]), limits())).toEqual({ within: false, bound: 'image_pixels' });
  });

  it('an array nested 50,000 deep is not recursed into: past 1,000 levels it is syntax no reader uses', () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expect(decodePdfStreams(handWrittenPdf([...PAGE_TREE, deep]), limits())).toMatchObject({ within: true });
  });

  it('filter chains no writer makes: a filter after a picture’s, more than 16 filters', () => {
    const afterPicture = { dict: '<< /Filter [/DCTDecode /FlateDecode] >>', stream: Buffer.alloc(16) };
    expect(decodePdfStreams(handWrittenPdf([...PAGE_TREE, afterPicture]), limits())).toEqual({ within: false, bound: 'filters' });
    const long = { dict: `<< /Filter [${'/AHx '.repeat(17)}] >>`, stream: latin1('41>') };
    expect(decodePdfStreams(handWrittenPdf([...PAGE_TREE, long]), limits())).toEqual({ within: false, bound: 'filters' });
  });
});
