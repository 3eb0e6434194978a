import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** The font size the glyphs are drawn at, in pixels: OCR-B's advance is then 46 px. */
const FONT_PX = 64;
export const ZONE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

export interface DrawnGlyphs {
  width: number;
  height: number;
  baseline: number;
  characters: string;
  /** Ink 0–255, frame after frame. */
  pixels: Uint8Array;
  deflatedBase64: string;
}

const CANVAS = { width: FONT_PX * 4, height: FONT_PX * 2 };
const ORIGIN = { x: FONT_PX, y: Math.round(FONT_PX * 1.5) };

async function draw(text: string): Promise<Uint8Array> {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="${ORIGIN.x}" y="${ORIGIN.y}" font-family="OCR B" font-size="${FONT_PX}" fill="#000">${escaped}</text></svg>`;
  const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (value) => 255 - value);
}

function inkColumns(ink: Uint8Array): { first: number; last: number } {
  let first = CANVAS.width;
  let last = -1;
  for (let y = 0; y < CANVAS.height; y += 1)
    for (let x = 0; x < CANVAS.width; x += 1)
      if (ink[y * CANVAS.width + x]! > 127) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
  return { first, last };
}

/**
 * Draws every zone character at the same origin; the frame is one advance wide (measured from
 * "HH": the second H's ink begins one advance after the first's), from a tenth of the font size
 * above the tallest glyph to a twentieth below the baseline.
 */
export async function drawGlyphs(): Promise<DrawnGlyphs> {
  const advance = inkColumns(await draw('HH')).last - inkColumns(await draw('H')).last;
  const drawn = await Promise.all([...ZONE_CHARACTERS].map((c) => draw(c)));
  let top = CANVAS.height;
  for (const ink of drawn) for (let i = 0; i < ink.length; i += 1) if (ink[i]! > 127) top = Math.min(top, Math.floor(i / CANVAS.width));
  const frameTop = top - Math.round(FONT_PX / 10);
  const height = ORIGIN.y + Math.round(FONT_PX / 20) - frameTop;
  const pixels = new Uint8Array(ZONE_CHARACTERS.length * advance * height);
  drawn.forEach((ink, g) => {
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < advance; x += 1) pixels[(g * height + y) * advance + x] = ink[(frameTop + y) * CANVAS.width + ORIGIN.x + x]!;
  });
  return {
    width: advance,
    height,
    baseline: ORIGIN.y - frameTop,
    characters: ZONE_CHARACTERS,
    pixels,
    deflatedBase64: deflateSync(pixels, { level: 9 }).toString('base64'),
  };
}
