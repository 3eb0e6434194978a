import { inflateSync } from 'node:zlib';
import { GLYPH_CHARACTERS, GLYPH_FRAME, GLYPH_PIXELS } from './ocr-b-glyphs';

/** The zone's characters as templates at one size: each zero-mean with unit norm, for correlation. */
export interface GlyphTemplates {
  /** A frame's size in pixels, and its baseline's row. */
  width: number;
  height: number;
  baseline: number;
  /** Template after template, `width × height` each, in `GLYPH_CHARACTERS`' order. */
  values: Float32Array;
}

let drawn: Uint8Array | undefined;

function drawnGlyphs(): Uint8Array {
  drawn ??= new Uint8Array(inflateSync(Buffer.from(GLYPH_PIXELS, 'base64')));
  return drawn;
}

const made = new Map<number, GlyphTemplates>();
/** Sizes kept at most: the kept child reads document after document, each at its own pitch. */
const MAX_SIZES = 16;

/**
 * The templates at `pitch` pixels an advance (a quarter pixel apart, so a zone's sizes share a few
 * sets): each frame averaged down from the drawn glyphs over the area each pixel covers, as a
 * camera or scanner would.
 */
export function glyphTemplates(pitch: number): GlyphTemplates {
  const key = Math.round(pitch * 4) / 4;
  const known = made.get(key);
  if (known !== undefined) return known;
  const source = drawnGlyphs();
  const scale = GLYPH_FRAME.width / key;
  const width = Math.round(key);
  const height = Math.round(GLYPH_FRAME.height / scale);
  const baseline = Math.round(GLYPH_FRAME.baseline / scale);
  const values = new Float32Array(GLYPH_CHARACTERS.length * width * height);
  const frame = GLYPH_FRAME.width * GLYPH_FRAME.height;
  for (let g = 0; g < GLYPH_CHARACTERS.length; g += 1) {
    const out = values.subarray(g * width * height, (g + 1) * width * height);
    for (let v = 0; v < height; v += 1) {
      for (let u = 0; u < width; u += 1) {
        out[v * width + u] = areaMean(source, g * frame, u * scale, v * scale, scale);
      }
    }
    normalise(out);
  }
  const templates = { width, height, baseline, values };
  if (made.size >= MAX_SIZES) made.clear();
  made.set(key, templates);
  return templates;
}

/** The mean ink over the source square [x, x + size) × [y, y + size), partial pixels weighted. */
function areaMean(source: Uint8Array, offset: number, x: number, y: number, size: number): number {
  let sum = 0;
  let area = 0;
  for (let sy = Math.floor(y); sy < Math.min(GLYPH_FRAME.height, Math.ceil(y + size)); sy += 1) {
    const wy = Math.min(sy + 1, y + size) - Math.max(sy, y);
    for (let sx = Math.floor(x); sx < Math.min(GLYPH_FRAME.width, Math.ceil(x + size)); sx += 1) {
      const w = wy * (Math.min(sx + 1, x + size) - Math.max(sx, x));
      sum += w * source[offset + sy * GLYPH_FRAME.width + sx]!;
      area += w;
    }
  }
  return area === 0 ? 0 : sum / area;
}

/** Zero mean, unit norm: correlation then measures shape alone, not ink's darkness or the light. */
function normalise(values: Float32Array): void {
  let mean = 0;
  for (const value of values) mean += value;
  mean /= values.length;
  let norm = 0;
  for (let i = 0; i < values.length; i += 1) {
    values[i] = values[i]! - mean;
    norm += values[i]! * values[i]!;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < values.length; i += 1) values[i] = values[i]! / norm;
}
