import sharp from 'sharp';
import type { FILE_REFUSALS } from '$shared/ipc/errors';
import { encryptedPdf, simplePdf } from './document-fixtures';
import { bytesListCodec, cachedGenerated } from './generated-cache';
import {
  PDF_BOMB_DISGUISES,
  cyclicPdf,
  handWrittenPdf,
  objectBombPdf,
  pdfBomb,
  pngBomb,
  pngClaimingDimensions,
  runLengthPdfBomb,
} from './hostile-files';
import { type PdfEncoding, type PdfPlacement, spelledPdf } from './pdf-spellings';

/** Text a polyglot carries beside its image or PDF; a normalised image must not hold it any more. */
export const PAYLOAD = 'FIELDBOARD-POLYGLOT-PAYLOAD<script>alert(1)</script>';

/**
 * `refused`: for one of these reasons. `stored`: as this type; `payloadGone`: re-encoded, so the
 * polyglot's payload is not in it. Both: either is right (a heavy image past the time limit on a
 * busy machine).
 */
export interface Expected {
  refused?: readonly (typeof FILE_REFUSALS)[number][];
  stored?: 'image' | 'application/pdf';
  payloadGone?: boolean;
}

export interface HostileFile {
  name: string;
  bytes: Buffer;
  expected: Expected;
}

/**
 * The spellings of a 1 GiB PDF bomb that a check of zlib headers missed: other headers, filter
 * chains, LZW, a predictor, and places other than an object stream of the last revision. Each
 * decodes, in pdf.js or pdf-lib, to a gigabyte (the 78 DA page content, the header the old check
 * knew, is there to show a page's content counts as much as an object stream).
 */
const BOMB_SPELLINGS: readonly [PdfEncoding, PdfPlacement][] = [
  ['zlib 78 DA', 'page content'],
  ['zlib F8 00 (window field 15)', 'object stream'],
  ['zlib F8 00 (window field 15)', 'page content'],
  ['raw deflate', 'object stream'],
  ['ASCIIHex then Flate', 'object stream'],
  ['ASCII85 then Flate', 'object stream'],
  ['LZW', 'object stream'],
  ['Flate with a PNG predictor, then Flate', 'object stream'],
  ['zlib 78 DA', 'inside an object stream'],
  ['zlib 78 DA', 'inline image'],
  ['LZW', 'earlier revision'],
];

/** The last two bytes of a JPEG's SOF0 height and width, patched to claim `side` x `side` pixels. */
function jpegClaiming(jpeg: Buffer, side: number): Buffer {
  const copy = Buffer.from(jpeg);
  const sof = copy.indexOf(Buffer.from([0xff, 0xc0]));
  copy.writeUInt16BE(side, sof + 5);
  copy.writeUInt16BE(side, sof + 7);
  return copy;
}

/** What draws the corpus: a change to any makes it anew (it is made once per machine, then read from the cache). */
const SOURCES = ['hostile-corpus.ts', 'hostile-files.ts', 'pdf-spellings.ts', 'document-fixtures.ts'];

/**
 * A corpus of hostile files, as an attacker or a broken device would send them: bombs
 * that inflate or decode to gigabytes, headers claiming impossible sizes, polyglots (a file that is
 * two formats at once), encrypted and cyclic PDFs, nothing at all. Each is refused with a reason or
 * stored within the limits; the bench (bench/hostile-files.ts) reports the time and peak memory of each.
 */
export function hostileCorpus(): Promise<HostileFile[]> {
  return cachedGenerated('hostile corpus', SOURCES, bytesListCodec<HostileFile>(), makeHostileCorpus);
}

async function makeHostileCorpus(): Promise<HostileFile[]> {
  const pdf = await simplePdf();
  let nested = '';
  for (let i = 0; i < 50_000; i++) nested += '[';
  nested += ']'.repeat(50_000);
  return [
    { name: 'zero bytes', bytes: Buffer.alloc(0), expected: { refused: ['empty'] } },
    ...(await Promise.all(
      PDF_BOMB_DISGUISES.map(async (disguise): Promise<HostileFile> => ({
        name: `PDF bomb: 1 MB inflating to 1 GiB, its filter written with ${disguise === 'plain' ? 'no disguise' : `a ${disguise}`}`,
        bytes: await pdfBomb(1024, disguise),
        expected: { refused: ['too_demanding'] },
      })),
    )),
    ...(await Promise.all(
      BOMB_SPELLINGS.map(async ([encoding, placement]): Promise<HostileFile> => ({
        name: `PDF bomb: 1 GiB, ${encoding}, ${placement}`,
        bytes: await spelledPdf(encoding, placement, { spacesMb: 1024 }),
        expected: { refused: ['too_demanding'] },
      })),
    )),
    {
      name: 'PDF bomb: 8 MB of run-length data expanding to 512 MiB',
      bytes: runLengthPdfBomb(512),
      expected: { refused: ['too_demanding'] },
    },
    {
      name: 'PDF whose object stream holds an array of 8 million numbers (16 MB inflated)',
      bytes: await objectBombPdf(8),
      expected: { refused: ['too_demanding'] },
    },
    { name: 'PDF whose page tree points to itself', bytes: cyclicPdf(), expected: { refused: ['corrupt', 'too_demanding'] } },
    { name: 'encrypted PDF', bytes: encryptedPdf(), expected: { refused: ['encrypted_pdf'] } },
    {
      name: 'PDF with an array nested 50,000 deep',
      bytes: handWrittenPdf([`<< /Type /Catalog /Pages 2 0 R /Deep ${nested} >>`, '<< /Type /Pages /Kids [] /Count 0 >>']),
      expected: { refused: ['corrupt', 'too_demanding'] },
    },
    { name: 'PDF and ZIP polyglot (a ZIP after %%EOF)', bytes: Buffer.concat([pdf, ZIP]), expected: { stored: 'application/pdf' } },
    ...(await makeHostileImageFiles()),
  ];
}

/** A ZIP archive holding the payload, to append to an image or a PDF. */
const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.from(PAYLOAD),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.alloc(18),
]);

/**
 * The corpus's files that are, or pass for, images (and the pages that pretend to be): everything
 * but its PDFs and the empty file, and quick to make, with no gigabyte to deflate.
 */
export function hostileImageFiles(): Promise<HostileFile[]> {
  return cachedGenerated('hostile image files', SOURCES, bytesListCodec<HostileFile>(), makeHostileImageFiles);
}

async function makeHostileImageFiles(): Promise<HostileFile[]> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  const tEXt = Buffer.from(`tEXtComment\0${PAYLOAD}`, 'latin1');
  const textChunk = Buffer.concat([Buffer.from([0, 0, 0, tEXt.length - 4]), tEXt, Buffer.alloc(4)]); // a CRC readers ignore
  const iend = png.length - 12;
  return [
    {
      name: 'PNG bomb: 20,000 x 20,000 black pixels in 400 KB',
      bytes: await pngBomb(20_000, 20_000),
      expected: { refused: ['too_demanding'] },
    },
    {
      name: 'PNG claiming 100,000 x 100,000 pixels',
      bytes: pngClaimingDimensions(100_000, 100_000),
      expected: { refused: ['too_demanding'] },
    },
    { name: 'JPEG claiming 65,000 x 65,000 pixels', bytes: jpegClaiming(jpeg, 65_000), expected: { refused: ['too_demanding'] } },
    {
      name: 'interlaced RGBA PNG of 196 megapixels (784 MB decoded whole)',
      bytes: await pngBomb(14_000, 14_000, { channels: 4, interlaced: true }),
      expected: { refused: ['too_demanding'] },
    },
    {
      name: 'interlaced RGBA PNG of 256 megapixels in 995 KB (the file a restored backup carried)',
      bytes: await pngBomb(16_000, 16_000, { channels: 4, interlaced: true }),
      expected: { refused: ['too_demanding'] },
    },
    {
      name: 'interlaced PNG of 36 megapixels (decoded whole)',
      bytes: await pngBomb(6000, 6000, { channels: 4, interlaced: true }),
      expected: { stored: 'image', refused: ['too_demanding'] },
    },
    {
      name: 'JPEG and ZIP/script polyglot',
      bytes: Buffer.concat([jpeg, ZIP]),
      expected: { stored: 'image', payloadGone: true },
    },
    {
      name: 'PNG with a script in a text chunk',
      bytes: Buffer.concat([png.subarray(0, iend), textChunk, png.subarray(iend)]),
      expected: { stored: 'image', payloadGone: true },
    },
    {
      name: 'GIF and JavaScript polyglot',
      bytes: Buffer.from(`GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=${PAYLOAD};`, 'latin1'),
      expected: { refused: ['corrupt'] },
    },
    {
      name: 'HTML page',
      bytes: Buffer.from(`<!doctype html><html><body>${PAYLOAD}</body></html>`),
      expected: { refused: ['unsupported'] },
    },
    {
      name: 'SVG with a script',
      bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
      expected: { refused: ['unsupported'] },
    },
    { name: 'JPEG cut in half', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), expected: { refused: ['corrupt'] } },
  ];
}
