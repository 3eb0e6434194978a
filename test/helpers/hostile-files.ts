import zlib from 'node:zlib';

/** A stream object: its dictionary (`/Length` is added), its data, and the end of line after `stream` (LF unless given). */
export interface StreamObject {
  dict: string;
  stream: Buffer;
  eol?: string;
}

/** A PDF of `objects` (dictionary text, or a dictionary with a binary stream) with a correct xref. */
export function handWrittenPdf(objects: (string | StreamObject)[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  let length = parts[0]!.length;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === 'string') push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    else {
      const dict = object.dict.replace(/>>$/, `/Length ${object.stream.length} >>`);
      push(Buffer.from(`${i + 1} 0 obj\n${dict}\nstream${object.eol ?? '\n'}`, 'latin1'));
      push(object.stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

const PAGE_TREE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

/** `total` bytes of `pattern` repeated, deflated 1 MiB at a time, so making a gigabyte's bomb never holds the gigabyte. */
async function deflatedRuns(total: number, pattern = ' ', prefix = '', suffix = ''): Promise<Buffer> {
  const compress = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  compress.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => compress.on('end', resolve));
  compress.write(Buffer.from(prefix, 'latin1'));
  const slice = Buffer.alloc(1 << 20, pattern, 'latin1');
  for (let left = total; left > 0; left -= slice.length) {
    if (!compress.write(left >= slice.length ? slice : slice.subarray(0, left))) {
      await new Promise((resolve) => compress.once('drain', resolve));
    }
  }
  compress.end(Buffer.from(suffix, 'latin1'));
  await ended;
  return Buffer.concat(out);
}

/** Made once per size: a gigabyte takes seconds to deflate, and every disguise carries the same data. */
const deflatedSpaces = new Map<number, Promise<Buffer>>();

/**
 * How a bomb's Flate filter is written. Each is valid PDF that pdf-lib inflates, and each got past
 * a pre-check that looked for the text `FlateDecode` shortly before `stream` and a line feed.
 */
export const PDF_BOMB_DISGUISES = ['plain', 'indirect filter', 'escaped name', 'padded dictionary', 'bare CR after stream'] as const;
export type PdfBombDisguise = (typeof PDF_BOMB_DISGUISES)[number];

/** The object stream's objects for each disguise: the filter object comes first, as pdf-lib resolves it while parsing. */
function bombObjects(disguise: PdfBombDisguise, stream: Buffer): (string | StreamObject)[] {
  const objStm = '/Type /ObjStm /N 1 /First 4';
  switch (disguise) {
    case 'plain':
      return [...PAGE_TREE, { dict: `<< ${objStm} /Filter /FlateDecode >>`, stream }];
    case 'indirect filter': {
      // `/Filter 19 0 R`, with 19 far enough from the stream that no look-behind sees its name.
      const numbering = Array.from({ length: 15 }, () => 'null');
      const distance = Array.from({ length: 12 }, () => `(${'x'.repeat(40)})`);
      return [...PAGE_TREE, ...numbering, '/FlateDecode', ...distance, { dict: `<< ${objStm} /Filter 19 0 R >>`, stream }];
    }
    case 'escaped name':
      return [...PAGE_TREE, { dict: `<< ${objStm} /Filter /Flat#65Decode >>`, stream }];
    case 'padded dictionary':
      return [...PAGE_TREE, { dict: `<< /Filter /FlateDecode${' '.repeat(600)}${objStm} >>`, stream }];
    case 'bare CR after stream':
      return [...PAGE_TREE, { dict: `<< ${objStm} /Filter /FlateDecode >>`, stream, eol: '\r' }];
  }
}

/** `inflatedMb` MiB of spaces as zlib data (header 78 DA, level 9): 1 GiB in about 1 MB, made once per size. */
export function zlibSpaces(inflatedMb: number): Promise<Buffer> {
  if (!deflatedSpaces.has(inflatedMb)) {
    deflatedSpaces.set(inflatedMb, deflatedRuns(inflatedMb * 1024 * 1024));
  }
  return deflatedSpaces.get(inflatedMb)!;
}

/** A decompression bomb: a small file whose object stream inflates to `inflatedMb` MiB of spaces (1 GiB in about 1 MB). */
export async function pdfBomb(inflatedMb: number, disguise: PdfBombDisguise = 'plain'): Promise<Buffer> {
  return handWrittenPdf(bombObjects(disguise, await zlibSpaces(inflatedMb)));
}

/**
 * A bomb of objects rather than bytes: an object stream holding one array of `millions` million
 * numbers, small enough inflated to pass an inflate budget, that a parser turns into as many
 * JavaScript objects.
 */
export async function objectBombPdf(millions: number): Promise<Buffer> {
  const numbers = await deflatedRuns(millions * 1_000_000 * 2, '0 ', '99 0 [', ']');
  return handWrittenPdf([...PAGE_TREE, { dict: '<< /Type /ObjStm /N 1 /First 5 /Filter /FlateDecode >>', stream: numbers }]);
}

/**
 * A bomb with no zlib in it for a pre-check to find: run-length data, where each two bytes say
 * "128 spaces", so `inflatedMb` MiB come from 1/64 of that. Only a limit on the parser's memory stops it.
 */
export function runLengthPdfBomb(inflatedMb: number): Buffer {
  const runs = (inflatedMb * 1024 * 1024) / 128;
  const stream = Buffer.alloc(runs * 2 + 1);
  for (let i = 0; i < runs; i += 1) stream.writeUInt16BE(0x8120, i * 2); // length byte 129: repeat the next byte 128 times
  stream[runs * 2] = 128; // end of data
  return handWrittenPdf([...PAGE_TREE, { dict: '<< /Type /ObjStm /N 1 /First 4 /Filter /RunLengthDecode >>', stream }]);
}

/** A PDF whose page tree points back to itself. */
export function cyclicPdf(): Buffer {
  return handWrittenPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>']);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pngHeader(width: number, height: number, channels: 1 | 4 = 1, interlaced = false): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = channels === 1 ? 0 : 6; // greyscale, or RGBA
  ihdr[12] = interlaced ? 1 : 0; // Adam7
  return pngChunk('IHDR', ihdr);
}

/** Adam7's seven passes: where each starts and how far it steps, in x and y. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The rows (each with its filter byte) the decoder inflates: one pass, or Adam7's seven. */
function pngRows(width: number, height: number, bytesPerPixel: number, interlaced: boolean): { rows: number; rowBytes: number }[] {
  if (!interlaced) return [{ rows: height, rowBytes: 1 + width * bytesPerPixel }];
  return ADAM7.map(([x0, y0, dx, dy]) => {
    const passWidth = Math.ceil((width - x0) / dx);
    const passHeight = Math.ceil((height - y0) / dy);
    return { rows: passWidth > 0 ? passHeight : 0, rowBytes: 1 + Math.max(0, passWidth) * bytesPerPixel };
  });
}

/**
 * An image bomb: a PNG of `width` x `height` black (or transparent) pixels, a few hundred KB that
 * decode to width x height x channels bytes. Interlaced (Adam7), it cannot be decoded line by line:
 * a decoder holds the whole image at once. Deflated in 1 MB slices, so making it never holds it.
 */
export function pngBomb(width: number, height: number, options: { channels?: 1 | 4; interlaced?: boolean } = {}): Promise<Buffer> {
  const { channels = 1, interlaced = false } = options;
  const key = `${width}x${height}x${channels}${interlaced ? 'i' : ''}`;
  if (!pngBombs.has(key)) pngBombs.set(key, deflatedPng(width, height, channels, interlaced));
  return pngBombs.get(key)!;
}

/** Made once per shape: the corpus and the image tests ask for the same bombs, each seconds of deflating. */
const pngBombs = new Map<string, Promise<Buffer>>();

async function deflatedPng(width: number, height: number, channels: 1 | 4, interlaced: boolean): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const slice = Buffer.alloc(1 << 20);
  for (const { rows, rowBytes } of pngRows(width, height, channels, interlaced)) {
    for (let left = rows * rowBytes; left > 0; left -= slice.length) {
      if (!deflate.write(left >= slice.length ? slice : slice.subarray(0, left))) {
        await new Promise((resolve) => deflate.once('drain', resolve));
      }
    }
  }
  deflate.end();
  await ended;
  const idat = Buffer.concat(out);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height, channels, interlaced),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header claims `width` x `height` pixels over a few bytes of data. */
export function pngClaimingDimensions(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
