import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DocumentError } from '$main/documents/document-errors';
import { normaliseDocument } from '$main/documents/normalise';
import {
  cameraJpeg,
  encryptedPdf,
  exifHasGps,
  heicLike,
  jpegAppSegments,
  largePdf,
  scannedTextPng,
  simplePdf,
} from '../../helpers/document-fixtures';

const ONE_MB = 1_000_000;

async function refusal(bytes: Buffer): Promise<DocumentError> {
  const error = await normaliseDocument(bytes).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

/** Two different pages (or frames) of 50 × 40, for the formats that can hold several. */
async function twoPages(format: 'tiff' | 'gif' | 'webp'): Promise<Buffer> {
  // Different, or GIF and WebP encoders merge them into one frame.
  const pixels = Buffer.concat([Buffer.alloc(50 * 40 * 3, 40), Buffer.alloc(50 * 40 * 3, 200)]);
  return sharp(pixels, { raw: { width: 50, height: 80, channels: 3, pageHeight: 40 } })
    .toFormat(format)
    .toBuffer();
}

describe('normaliseDocument: photos', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await cameraJpeg(4000, 3000, 20);
  });

  it('turns a 12-megapixel camera JPEG upright, within 2,000 px and 1 MB', async () => {
    const input = await sharp(photo).metadata();
    expect([input.width, input.height, input.orientation]).toEqual([4000, 3000, 6]);

    const out = await normaliseDocument(photo);
    expect(out.mediaType).toBe('image/jpeg');
    // Orientation 6 means "rotate 90° to show": the stored landscape pixels become a portrait image.
    expect([out.width, out.height]).toEqual([1500, 2000]);
    const meta = await sharp(out.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1500, 2000]);
    expect(out.bytes.length).toBeLessThanOrEqual(ONE_MB);
  });

  it('carries none of the metadata: no EXIF (GPS, make, owner), ICC profile, XMP or orientation flag', async () => {
    // The fixture really has them, or the test would prove nothing.
    expect(exifHasGps(photo)).toBe(true);
    expect(photo.includes('FieldCam')).toBe(true);
    const before = await sharp(photo).metadata();
    expect([before.exif !== undefined, before.icc !== undefined, before.xmp !== undefined]).toEqual([true, true, true]);

    const out = await normaliseDocument(photo);
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(exifHasGps(out.bytes)).toBe(false);
    for (const text of ['Exif', 'GPS', 'FieldCam', 'Secret Model', 'xmpmeta', 'ICC_PROFILE']) expect(out.bytes.includes(text)).toBe(false);
    // No APP1 (EXIF, XMP), APP2 (ICC) or other application segment; at most the JFIF header (APP0).
    expect(jpegAppSegments(photo).map((s) => s.marker)).toEqual(expect.arrayContaining([0xe1, 0xe2]));
    expect(jpegAppSegments(out.bytes).filter((s) => s.marker !== 0xe0)).toEqual([]);
  });

  it('keeps the colours the camera meant: a Display P3 photo is converted to sRGB, not merely untagged', async () => {
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 50, b: 50 } } })
      .withIccProfile('p3')
      .jpeg({ quality: 100 })
      .toBuffer();
    const out = await normaliseDocument(red);
    const { data } = await sharp(out.bytes).raw().toBuffer({ resolveWithObject: true });
    // Untagged P3 numbers read as sRGB would be visibly off (~186, 64, 60); converted they are the original.
    expect(Math.abs(data[0]! - 200)).toBeLessThanOrEqual(4);
    expect(Math.abs(data[1]! - 50)).toBeLessThanOrEqual(4);
  });

  it('compresses a very noisy 12-megapixel photo step by step until it fits in 1 MB', async () => {
    const noisy = await cameraJpeg(4000, 3000, 127);
    // At the first step (quality 80, 2,000 px) this photo is over the limit: the steps are needed.
    const firstStep = await sharp(noisy)
      .autoOrient()
      .resize(2000, 2000, { fit: 'inside', kernel: 'mitchell' })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(firstStep.length).toBeGreaterThan(ONE_MB);

    const out = await normaliseDocument(noisy);
    expect(out.bytes.length).toBeLessThanOrEqual(ONE_MB);
    expect(Math.max(out.width!, out.height!)).toBeLessThanOrEqual(2000);
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const out = await normaliseDocument(small);
    expect([out.width, out.height]).toEqual([300, 200]);
  });
});

describe('normaliseDocument: scans and other image formats', () => {
  it('keeps a text scan as PNG when PNG is the smaller, in one grey channel, 2,000 px long', async () => {
    const scan = await scannedTextPng();
    const out = await normaliseDocument(scan);
    expect(out.mediaType).toBe('image/png');
    expect([out.width, out.height]).toEqual([1414, 2000]);
    const meta = await sharp(out.bytes).metadata();
    expect(meta.channels).toBe(1);
    // The claim "smaller that way" checked against the JPEG the same page would have become.
    const asJpeg = await sharp(scan).resize(2000, 2000, { fit: 'inside' }).toColourspace('b-w').jpeg({ quality: 80 }).toBuffer();
    expect(out.bytes.length).toBeLessThan(asJpeg.length);
    expect(out.bytes.length).toBeLessThanOrEqual(ONE_MB);
  });

  it('turns a photo saved as PNG into a JPEG, because that is the smaller', async () => {
    const { photoPixels } = await import('../../helpers/document-fixtures');
    const png = await sharp(photoPixels(1200, 900, 20), { raw: { width: 1200, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    const out = await normaliseDocument(png);
    expect(out.mediaType).toBe('image/jpeg');
  });

  it('paints transparent areas white, not black', async () => {
    const transparent = await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const out = await normaliseDocument(transparent);
    const { data } = await sharp(out.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(255);
  });

  it.each(['tiff', 'webp', 'gif', 'avif'] as const)('converts a single-image %s to JPEG or PNG', async (format) => {
    const input = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2050a0' } })
      .toFormat(format)
      .toBuffer();
    const out = await normaliseDocument(input);
    expect(['image/jpeg', 'image/png']).toContain(out.mediaType);
    expect([out.width, out.height]).toEqual([120, 80]);
  });

  it.each(['tiff', 'gif', 'webp'] as const)('refuses a %s with several pages or frames rather than drop some', async (format) => {
    const error = await refusal(await twoPages(format));
    expect(error.code).toBe('unsupported');
    expect(error.message).toContain('2 pages');
  });

  it('refuses a HEIC photo this computer cannot decode, saying how to get a JPEG', async () => {
    const error = await refusal(await heicLike());
    expect(error.code).toBe('unsupported');
    expect(error.message).toMatch(/HEIC.*Most Compatible/s);
  });

  it('refuses SVG and BMP as unsupported', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await refusal(svg)).code).toBe('unsupported');
    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60, 0)]);
    expect((await refusal(bmp)).code).toBe('unsupported');
  });
});

describe('normaliseDocument: refusals', () => {
  it('refuses an empty file', async () => {
    const error = await refusal(Buffer.alloc(0));
    expect([error.code, error.message]).toEqual(['empty', 'The file is empty (0 bytes). Choose the document again.']);
  });

  it('refuses a truncated JPEG as damaged', async () => {
    const photo = await cameraJpeg(800, 600, 20);
    const error = await refusal(photo.subarray(0, Math.floor(photo.length * 0.6)));
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it('refuses a decompression bomb (a tiny PNG claiming 50,000 × 50,000 pixels) before decoding it', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(50_000, 0);
    header.writeUInt32BE(50_000, 4);
    header.set([8, 0, 0, 0, 0], 8); // 8-bit grey
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(50_001 * 8))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(10_000);
    const error = await refusal(bomb);
    expect(error.code).toBe('too_demanding');
    expect(error.message).toMatch(/more than 200 megapixels/);
  });

  it('refuses random bytes, whatever they are called', async () => {
    const error = await refusal(randomBytes(4096));
    expect(error.code).toBe('unsupported');
    expect(error.message).toMatch(/not a PDF or an image/);
  });
});

describe('normaliseDocument: PDFs', () => {
  it('keeps a good PDF byte for byte and counts its pages; the type comes from the bytes', async () => {
    const pdf = await simplePdf(3);
    const out = await normaliseDocument(pdf);
    expect(out.mediaType).toBe('application/pdf');
    expect(out.pages).toBe(3);
    expect(out.bytes.equals(pdf)).toBe(true);
  });

  it('refuses an encrypted PDF', async () => {
    const error = await refusal(encryptedPdf());
    expect(error.code).toBe('encrypted_pdf');
    expect(error.message).toMatch(/password or encryption/);
  });

  it('refuses a damaged PDF', async () => {
    const pdf = await simplePdf();
    const error = await refusal(pdf.subarray(0, Math.floor(pdf.length / 2)));
    expect(error.code).toBe('corrupt');
    const headerOnly = await refusal(Buffer.from('%PDF-1.7\n%âãÏÓ\n'));
    expect(headerOnly.code).toBe('corrupt');
  });

  it('refuses a PDF over 10 MB, saying how large it is', async () => {
    const pdf = await largePdf();
    expect(pdf.length).toBeGreaterThan(10 * 1024 * 1024);
    const error = await refusal(pdf);
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/^The PDF is 11\.\d MB; the limit is 10 MB\. /);
  });
});
