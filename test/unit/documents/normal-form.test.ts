import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inNormalForm } from '$main/documents/normal-form';

const pixels = (width: number, height: number, channels: 1 | 3) => {
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i += 1) data[i] = (i * 37) % 251;
  return sharp(data, { raw: { width, height, channels } });
};

/** As the gate encodes (image-normalise-task.ts). */
const gateJpeg = () => pixels(120, 80, 3).jpeg({ quality: 80, optimiseCoding: true }).toBuffer();
const gatePng = () => pixels(120, 80, 3).png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer();
const gateGreyPng = () => pixels(120, 80, 1).toColourspace('b-w').png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer();

/** A segment or chunk spliced in after the signature's first structure. */
function withJpegSegment(jpeg: Buffer, marker: number, payload: string): Buffer {
  const body = Buffer.from(payload, 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

function withPngChunk(png: Buffer, type: string, payload: string): Buffer {
  const body = Buffer.from(payload, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const chunk = Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
  const afterHeader = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

describe('an image in the gate’s own form', () => {
  it('is what the gate writes: a baseline JPEG, a PNG in colour or grey', async () => {
    expect(inNormalForm(await gateJpeg(), 'jpeg')).toBe(true);
    expect(inNormalForm(await gatePng(), 'png')).toBe(true);
    expect(inNormalForm(await gateGreyPng(), 'png')).toBe(true);
    // An older encoder's JFIF header is no metadata.
    expect(inNormalForm(withJpegSegment(await gateJpeg(), 0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0'), 'jpeg')).toBe(true);
  });

  it('is not a JPEG carrying EXIF, XMP, an ICC profile or a comment, a progressive one, or one with bytes after its end', async () => {
    const jpeg = await gateJpeg();
    const cases = {
      exif: await pixels(120, 80, 3)
        .withExif({ IFD0: { Copyright: 'Guðrún' } })
        .jpeg()
        .toBuffer(),
      icc: await pixels(120, 80, 3).withIccProfile('p3').jpeg().toBuffer(),
      comment: withJpegSegment(jpeg, 0xfe, 'a comment'),
      app0NotJfif: withJpegSegment(jpeg, 0xe0, 'AVI1\0'),
      progressive: await pixels(120, 80, 3).jpeg({ progressive: true }).toBuffer(),
      trailing: Buffer.concat([jpeg, Buffer.from('PK\x03\x04payload')]),
      cut: jpeg.subarray(0, jpeg.length - 10),
      twoImages: Buffer.concat([jpeg.subarray(0, jpeg.length - 2), jpeg]),
    };
    for (const [name, bytes] of Object.entries(cases)) expect(inNormalForm(bytes, 'jpeg'), name).toBe(false);
  });

  it('is not a PNG with text, a profile, interlacing, or bytes after its end', async () => {
    const png = await gatePng();
    const cases = {
      text: withPngChunk(png, 'tEXt', 'Comment\0<script>'),
      profile: await pixels(120, 80, 3).withIccProfile('p3').png().toBuffer(),
      interlaced: await pixels(120, 80, 3).png({ progressive: true }).toBuffer(),
      trailing: Buffer.concat([png, Buffer.from('trailing')]),
      cut: png.subarray(0, png.length - 12),
      notPng: Buffer.from('GIF89a'),
    };
    for (const [name, bytes] of Object.entries(cases)) expect(inNormalForm(bytes, 'png'), name).toBe(false);
  });
});
