import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IBAN_LEGIBLE_SIZE, ZONE_LEGIBLE_SIZE, tooSmallToRead } from '$main/documents/legible-size';

const image = (width: number, height: number, format: 'png' | 'jpeg') => {
  const blank = sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
  return (format === 'png' ? blank.png() : blank.jpeg()).toBuffer();
};

describe('whether a stored image can hold what a reader looks for', () => {
  it('needs 240 × 16 px for a zone and 120 × 8 px for an IBAN, either way up, from a PNG’s or a JPEG’s header', async () => {
    const cases: [number, number, boolean, boolean][] = [
      // width, height, too small for a zone, too small for an IBAN
      [1, 1, true, true],
      [239, 200, true, false],
      [240, 16, false, false],
      [16, 240, false, false],
      [240, 15, true, false],
      [119, 8, true, true],
      [120, 8, true, false],
      [8, 120, true, false],
      [120, 7, true, true],
    ];
    for (const [width, height, zone, iban] of cases) {
      for (const format of ['png', 'jpeg'] as const) {
        const bytes = await image(width, height, format);
        const mediaType = format === 'png' ? 'image/png' : 'image/jpeg';
        expect([width, height, format, await tooSmallToRead(bytes, mediaType, ZONE_LEGIBLE_SIZE)]).toEqual([width, height, format, zone]);
        expect([width, height, format, await tooSmallToRead(bytes, mediaType, IBAN_LEGIBLE_SIZE)]).toEqual([width, height, format, iban]);
      }
    }
  });

  it('leaves a PDF, or a header it cannot read, to the reader', async () => {
    expect(await tooSmallToRead(Buffer.from('%PDF-1.7\n'), 'application/pdf', ZONE_LEGIBLE_SIZE)).toBe(false);
    expect(await tooSmallToRead(Buffer.from('not an image'), 'image/png', ZONE_LEGIBLE_SIZE)).toBe(false);
  });
});
