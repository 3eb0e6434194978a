import zlib from 'node:zlib';
import { type StreamObject, handWrittenPdf, zlibSpaces } from './hostile-files';

/**
 * Every way the PDF bombs of issue-style probes were spelled: how a stream's data is encoded (the
 * filters pdf.js and pdf-lib decode, the zlib headers they accept) and where the stream sits (an
 * object stream pdf-lib inflates on opening, a page's content a renderer inflates, a stream inside
 * an object stream, an inline image, a revision an update superseded). Made in code, a few hundred
 * bytes per encoded megabyte; the same spellings carry a page's text, so a test can see the
 * renderer read each one.
 */
export type Payload = { text: string } | { spacesMb: number };

export const PDF_ENCODINGS = [
  'zlib 78 DA',
  'zlib F8 00 (window field 15)',
  'raw deflate',
  'zlib with a wrong Adler-32',
  'ASCIIHex then Flate',
  'ASCII85 then Flate',
  'LZW',
  'RunLength',
  'Flate with a PNG predictor, then Flate',
] as const;
export type PdfEncoding = (typeof PDF_ENCODINGS)[number];

export const PDF_PLACEMENTS = ['object stream', 'page content', 'inside an object stream', 'inline image', 'earlier revision'] as const;
export type PdfPlacement = (typeof PDF_PLACEMENTS)[number];

/** Data and its filters, each with its parameters (or null), as a stream dictionary or an inline image names them. */
interface Encoded {
  data: Buffer;
  filters: { name: string; short: string; params?: string }[];
}

const MIB = 1024 * 1024;
const FLATE = { name: 'FlateDecode', short: 'Fl' };

async function zlibOf(payload: Payload): Promise<Buffer> {
  return 'text' in payload ? zlib.deflateSync(Buffer.from(payload.text, 'latin1'), { level: 9 }) : zlibSpaces(payload.spacesMb);
}

export async function encode(encoding: PdfEncoding, payload: Payload): Promise<Encoded> {
  switch (encoding) {
    case 'zlib 78 DA':
      return { data: await zlibOf(payload), filters: [FLATE] };
    case 'zlib F8 00 (window field 15)':
      // CINFO 15 names a window zlib refuses; pdf.js checks only the method and (0xF800 % 31 === 0) the check bits.
      return { data: Buffer.concat([Buffer.from([0xf8, 0x00]), (await zlibOf(payload)).subarray(2)]), filters: [FLATE] };
    case 'raw deflate':
      return { data: (await zlibOf(payload)).subarray(2, -4), filters: [FLATE] };
    case 'zlib with a wrong Adler-32': {
      const data = Buffer.from(await zlibOf(payload));
      data[data.length - 1]! ^= 0xff;
      return { data, filters: [FLATE] };
    }
    case 'ASCIIHex then Flate':
      return {
        data: Buffer.from(`${(await zlibOf(payload)).toString('hex')}>`, 'latin1'),
        filters: [{ name: 'ASCIIHexDecode', short: 'AHx' }, FLATE],
      };
    case 'ASCII85 then Flate':
      return { data: ascii85(await zlibOf(payload)), filters: [{ name: 'ASCII85Decode', short: 'A85' }, FLATE] };
    case 'LZW':
      return {
        data: 'text' in payload ? lzwEncode(Buffer.from(payload.text, 'latin1')) : lzwRun(0x20, payload.spacesMb * MIB),
        filters: [{ name: 'LZWDecode', short: 'LZW' }],
      };
    case 'RunLength':
      return {
        data: 'text' in payload ? runLength(Buffer.from(payload.text, 'latin1')) : runLengthRun(0x20, payload.spacesMb * MIB),
        filters: [{ name: 'RunLengthDecode', short: 'RL' }],
      };
    case 'Flate with a PNG predictor, then Flate': {
      const columns = 64;
      return {
        data: zlib.deflateSync(pngUp(await zlibOf(payload), columns)),
        filters: [{ ...FLATE, params: `<< /Predictor 12 /Columns ${columns} >>` }, FLATE],
      };
    }
  }
}

/** The filter entries of a stream's dictionary, or (`inline`) of an inline image's, with abbreviations. */
function filterEntries({ filters }: Encoded, inline = false): string {
  const name = (filter: Encoded['filters'][number]) => `/${inline ? filter.short : filter.name}`;
  const [F, DP] = inline ? ['/F', '/DP'] : ['/Filter', '/DecodeParms'];
  if (filters.length === 1) return `${F} ${name(filters[0]!)}${filters[0]!.params ? ` ${DP} ${filters[0]!.params}` : ''}`;
  const params = filters.some((filter) => filter.params) ? ` ${DP} [${filters.map((filter) => filter.params ?? 'null').join(' ')}]` : '';
  return `${F} [${filters.map(name).join(' ')}]${params}`;
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const page = (contents: number) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contents} 0 R /Resources << /Font << /F1 5 0 R >> >> >>`;

/** A one-page PDF whose text is `text`: the content stream a spelling's payload carries. */
export function pageText(text: string): string {
  return `BT /F1 24 Tf 72 700 Td (${text}) Tj ET\n`;
}

/** A PDF with the encoded payload placed as `placement` says. */
export async function spelledPdf(encoding: PdfEncoding, placement: PdfPlacement, payload: Payload): Promise<Buffer> {
  const encoded = await encode(encoding, payload);
  const stream = (dict: string): StreamObject => ({ dict: `<< ${dict} ${filterEntries(encoded)} >>`, stream: encoded.data });
  switch (placement) {
    case 'object stream':
      return handWrittenPdf([
        CATALOG,
        PAGES,
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
        stream('/Type /ObjStm /N 1 /First 4'),
      ]);
    case 'page content':
      return handWrittenPdf([CATALOG, PAGES, page(4), stream(''), FONT]);
    case 'inside an object stream':
      return contentInObjectStream(encoded);
    case 'inline image': {
      // One byte a pixel: the picture states the size its data inflates to.
      const bytes = 'text' in payload ? payload.text.length : payload.spacesMb * MIB;
      const content = Buffer.concat([
        Buffer.from(
          `q 595 0 0 842 0 0 cm BI /W 1024 /H ${Math.ceil(bytes / 1024)} /CS /G /BPC 8 ${filterEntries(encoded, true)} ID\n`,
          'latin1',
        ),
        encoded.data,
        Buffer.from('\nEI Q\n', 'latin1'),
      ]);
      return handWrittenPdf([CATALOG, PAGES, page(4), { dict: '<< >>', stream: content }, FONT]);
    }
    case 'earlier revision': {
      const first = handWrittenPdf([CATALOG, PAGES, page(5), stream('/Type /ObjStm /N 1 /First 4'), FONT]);
      // The update frees object 4: the file as it now stands no longer holds the object stream, but its bytes are still there.
      return appendRevision(first, 6, [{ num: 4, free: true }]);
    }
  }
}

/** An update appended to a PDF: a cross-reference section for the changed objects, and a trailer pointing to the one before. */
function appendRevision(base: Buffer, size: number, changes: { num: number; free: true }[]): Buffer {
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(base.toString('latin1'))![1]);
  const entries = changes.map(({ num }) => `${num} 1\n0000000000 00001 f \n`).join('');
  const at = base.length;
  const tail = `xref\n${entries}trailer\n<< /Size ${size} /Root 1 0 R /Prev ${previous} >>\nstartxref\n${at}\n%%EOF\n`;
  return Buffer.concat([base, Buffer.from(tail, 'latin1')]);
}

/**
 * A page whose content stream is object 6, held inside the object stream 4 (pdf.js reads a stream
 * there), found through a cross-reference stream, as PDF 1.5 writers store their objects.
 */
function contentInObjectStream(encoded: Encoded): Buffer {
  const nested = Buffer.concat([
    Buffer.from(`<< /Length ${encoded.data.length} ${filterEntries(encoded)} >>\nstream\n`, 'latin1'),
    encoded.data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
  const header = '6 0 ';
  const objectStream = zlib.deflateSync(Buffer.concat([Buffer.from(header, 'latin1'), nested]));
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  const add = (body: Buffer) => {
    offsets.push(parts.reduce((sum, part) => sum + part.length, 0));
    parts.push(body);
  };
  const text = (num: number, body: string) => Buffer.from(`${num} 0 obj\n${body}\nendobj\n`, 'latin1');
  add(text(1, CATALOG));
  add(text(2, PAGES));
  add(text(3, page(6)));
  add(
    Buffer.concat([
      Buffer.from(
        `4 0 obj\n<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n`,
        'latin1',
      ),
      objectStream,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]),
  );
  add(text(5, FONT));
  const xrefAt = parts.reduce((sum, part) => sum + part.length, 0);
  // Type, offset (or object stream), generation (or index): object 6 is the first in object stream 4; 7 is this stream.
  const rows = [[0, 0, 0xffff], ...offsets.map((offset) => [1, offset, 0]), [2, 4, 0], [1, xrefAt, 0]];
  const table = Buffer.alloc(rows.length * 7);
  rows.forEach(([type, field, gen], i) => {
    table.writeUInt8(type!, i * 7);
    table.writeUInt32BE(field!, i * 7 + 1);
    table.writeUInt16BE(gen!, i * 7 + 5);
  });
  parts.push(
    Buffer.from(`7 0 obj\n<< /Type /XRef /Size 8 /W [1 4 2] /Root 1 0 R /Length ${table.length} >>\nstream\n`, 'latin1'),
    table,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(parts);
}

/** ASCII85 with `z` for four zeros and the short last group, ended by `~>`. */
export function ascii85(bytes: Buffer): Buffer {
  let text = '';
  for (let at = 0; at < bytes.length; at += 4) {
    const group = bytes.subarray(at, at + 4);
    const padded = Buffer.concat([group, Buffer.alloc(4 - group.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && group.length === 4) {
      text += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    text += digits.slice(0, group.length + 1).join('');
  }
  return Buffer.from(`${text}~>`, 'latin1');
}

/** PNG's Up filter on rows of `columns` bytes: each row prefixed by its filter type (2) and stored as its difference from the row above. */
export function pngUp(bytes: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += columns) {
    const row = bytes.subarray(at, at + columns);
    const above = at >= columns ? bytes.subarray(at - columns, at) : Buffer.alloc(columns);
    rows.push(Buffer.from([2, ...row.map((byte, i) => (byte - above[i]!) & 0xff)]));
  }
  return Buffer.concat(rows);
}

/** RunLength of any bytes: literal runs of up to 128. */
function runLength(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 128) {
    const chunk = bytes.subarray(at, at + 128);
    parts.push(Buffer.from([chunk.length - 1]), chunk);
  }
  return Buffer.concat([...parts, Buffer.from([128])]);
}

/** RunLength of `count` copies of `byte`: two bytes for each 128. */
function runLengthRun(byte: number, count: number): Buffer {
  const runs = Math.ceil(count / 128);
  const out = Buffer.alloc(runs * 2 + 1);
  for (let i = 0; i < runs; i += 1) {
    const length = Math.min(128, count - i * 128);
    out[i * 2] = 257 - length;
    out[i * 2 + 1] = byte;
  }
  out[runs * 2] = 128;
  return out;
}

/** Codes written most significant bit first, as LZWDecode reads them. */
class BitWriter {
  private readonly bytes: number[] = [];
  private buffer = 0;
  private bits = 0;
  write(code: number, width: number): void {
    this.buffer = (this.buffer << width) | code;
    this.bits += width;
    while (this.bits >= 8) {
      this.bytes.push((this.buffer >>> (this.bits - 8)) & 0xff);
      this.bits -= 8;
    }
    this.buffer &= (1 << this.bits) - 1;
  }
  done(): Buffer {
    if (this.bits > 0) this.bytes.push((this.buffer << (8 - this.bits)) & 0xff);
    return Buffer.from(this.bytes);
  }
}

/** The code width a decoder reads once its next code is `nextCode` (EarlyChange 1 widens a code early). */
const widthFor = (nextCode: number, width: number, earlyChange = 1) =>
  (nextCode + earlyChange) & (nextCode + earlyChange - 1) ? width : Math.min(Math.log2(nextCode + earlyChange) + 1, 12);

/**
 * LZW of any bytes: a clear code first, a clear before the table is full, the end code last. The
 * decoder adds each entry one code after the encoder, so the width follows the decoder's count.
 */
export function lzwEncode(bytes: Buffer, earlyChange: 0 | 1 = 1): Buffer {
  const out = new BitWriter();
  let table = new Map<string, number>();
  let [width, next, decoderNext, first] = [9, 258, 258, true];
  const emit = (sequence: string) => {
    out.write(sequence.length === 1 ? sequence.charCodeAt(0) : table.get(sequence)!, width);
    if (!first) width = widthFor(++decoderNext, width, earlyChange);
    first = false;
  };
  out.write(256, width);
  let current = '';
  for (const byte of bytes) {
    const extended = current + String.fromCharCode(byte);
    if (current === '' || table.has(extended)) {
      current = extended;
      continue;
    }
    emit(current);
    table.set(extended, next++);
    current = String.fromCharCode(byte);
    if (next >= 4094) {
      emit(current);
      out.write(256, width);
      [table, width, next, decoderNext, first, current] = [new Map(), 9, 258, 258, true, ''];
    }
  }
  if (current !== '') emit(current);
  out.write(257, width);
  return out.done();
}

/**
 * LZW of `count` copies of `byte`, without holding them: each code names a run one longer than
 * the last (the code just being defined, which the decoder builds from the one before), so a
 * table's 3,836 codes name 7.4 million bytes; then a clear, and again. About 1,350 to 1.
 */
function lzwRun(byte: number, count: number): Buffer {
  const out = new BitWriter();
  let width = 9;
  let nextCode = 258;
  let previous = 0;
  out.write(256, width);
  for (let left = count; left > 0;) {
    const length = previous === 0 ? 1 : Math.min(previous + 1, left);
    out.write(length === 1 ? byte : 256 + length, width);
    if (previous > 0) {
      nextCode += 1;
      width = widthFor(nextCode, width);
    }
    left -= length;
    previous = length;
    if (nextCode >= 4094) {
      out.write(256, width);
      [width, nextCode, previous] = [9, 258, 0];
    }
  }
  out.write(257, width);
  return out.done();
}
