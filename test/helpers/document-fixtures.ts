import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** Deterministic noise, so a size that passes once passes every run. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** Smooth colour with uniform noise of ±`noise`: a grainy phone photo, as raw RGB. */
export function photoPixels(width: number, height: number, noise: number): Buffer {
  const random = lcg(42);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const n = (random() - 0.5) * noise * 2;
      pixels[i] = clamp(60 + (150 * x) / width + 40 * Math.sin(y / 37) + n);
      pixels[i + 1] = clamp(90 + (120 * y) / height + n);
      pixels[i + 2] = clamp(128 + 50 * Math.sin((x + y) / 91) + n);
    }
  }
  return pixels;
}

export const GPS_LATITUDE_REF = 'N';

/**
 * A camera JPEG as phones write them: stored landscape with EXIF orientation 6 (shown portrait),
 * GPS position, make and model, XMP and a Display P3 ICC profile.
 */
export async function cameraJpeg(width: number, height: number, noise: number): Promise<Buffer> {
  return sharp(photoPixels(width, height, noise), { raw: { width, height, channels: 3 } })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'FieldCam', Model: 'Secret Model 9', Copyright: 'Guðrún Jónsdóttir' },
      IFD3: { GPSLatitudeRef: GPS_LATITUDE_REF, GPSLatitude: '64/1 8/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '21/1 56/1 0/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** An A4 page at 300 dpi: white, with lines of solid "words", scanned in colour. */
export async function scannedTextPng(): Promise<Buffer> {
  const width = 2480;
  const height = 3508;
  const random = lcg(7);
  const pixels = Buffer.alloc(width * height * 3, 255);
  for (let line = 0; line < 60; line += 1) {
    const baseline = 228 + line * 50;
    let x = 200;
    while (x < width - 300) {
      const letters = 2 + Math.floor(random() * 8);
      for (let l = 0; l < letters; l += 1) {
        const w = 10 + Math.floor(random() * 6);
        const h = random() < 0.3 ? 28 : 20;
        for (let y = baseline - h; y < baseline; y += 1) pixels.fill(25, (y * width + x) * 3, (y * width + x + w) * 3);
        x += w + 4;
      }
      x += 18;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A PDF whose one page draws `shown` (a PNG) over the whole page and whose resources also carry
 * `carried` (a larger PNG), never drawn: a viewer shows `shown` alone.
 */
export async function pdfCarryingUndrawnImage(shown: Buffer, carried: Buffer): Promise<Buffer> {
  const document = await PDFDocument.create();
  const drawn = await document.embedPng(shown);
  const page = document.addPage([drawn.width, drawn.height]);
  page.drawImage(drawn, { x: 0, y: 0, width: drawn.width, height: drawn.height });
  const undrawn = await document.embedPng(carried);
  page.node.newXObject('Carried', undrawn.ref);
  return Buffer.from(await document.save());
}

export async function simplePdf(pages = 1): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage([595, 842]).drawText(`Bank confirmation, page ${i + 1}`, { x: 50, y: 780 });
  return Buffer.from(await document.save());
}

/** A valid PDF over 10 MB: one page and an embedded file of `megabytes` (as a statement export might carry). */
export async function largePdf(megabytes = 11): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText('Statement', { x: 50, y: 780 });
  const random = lcg(3);
  const blob = Buffer.alloc(Math.round(megabytes * 1024 * 1024));
  for (let i = 0; i < blob.length; i += 1) blob[i] = Math.floor(random() * 256);
  await document.attach(blob, 'statement-data.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/**
 * An encrypted PDF, written by hand: pdf-lib cannot encrypt. The trailer names a Standard
 * security handler (RC4, revision 2) as a password-protected bank statement would; the O and U
 * entries are placeholders, which is enough for a reader to know it may not read the content.
 */
export function encryptedPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'28BF4E5E'.repeat(8)}> /U <${'C3A5F1D2'.repeat(8)}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>] >>\n`;
  body += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A HEIC as an iPhone writes it, as far as this machine can make one: sharp cannot encode HEVC,
 * so an AVIF's brands and codec boxes are renamed to HEIC's (`heic`, `hvc1`, `hvcC`). A reader
 * without an HEVC decoder fails on it exactly as on a real iPhone photo.
 */
export async function heicLike(): Promise<Buffer> {
  const avif = Buffer.from(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .avif()
      .toBuffer(),
  );
  const rename = (from: string, to: string) => {
    for (let at = avif.indexOf(from); at >= 0; at = avif.indexOf(from)) avif.write(to, at, 'latin1');
  };
  rename('avif', 'heic');
  rename('av01', 'hvc1');
  rename('av1C', 'hvcC');
  return avif;
}

/** The APPn segments of a JPEG (APP1 = EXIF or XMP, APP2 = ICC), walked marker by marker. */
export function jpegAppSegments(bytes: Buffer): { marker: number; head: string }[] {
  const segments: { marker: number; head: string }[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda) break; // start of scan: no metadata segments follow
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xe0 && marker <= 0xef) segments.push({ marker, head: bytes.toString('latin1', at + 4, at + 4 + 32) });
    at += 2 + length;
  }
  return segments;
}

/** Whether a JPEG's EXIF has a GPS directory (tag 0x8825 in IFD0). */
export function exifHasGps(bytes: Buffer): boolean {
  const app1 = bytes.indexOf('Exif\0\0', 0, 'latin1');
  if (app1 < 0) return false;
  const tiff = app1 + 6;
  const little = bytes.toString('latin1', tiff, tiff + 2) === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const ifd0 = tiff + u32(tiff + 4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i += 1) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}
