import type { StoredMediaType } from './stored-media-types';

/** The least an image's sides must measure, in pixels, for what a reader looks for to be legible on it. */
export interface LegibleSize {
  longSide: number;
  shortSide: number;
}

/** Below about this many pixels a character, no OCR reads anything. */
const LEAST_CHARACTER_PX = 8;

/**
 * The shortest machine-readable zone: TD1's 30 characters a line (ICAO 9303), on either axis as
 * the image may be turned a quarter, and at least two lines (decision "Images too small to read").
 */
export const ZONE_LEGIBLE_SIZE: LegibleSize = { longSide: 30 * LEAST_CHARACTER_PX, shortSide: 2 * LEAST_CHARACTER_PX };

/** The shortest IBAN (Norway's, 15 characters) on one line (decision "Images too small to read"). */
export const IBAN_LEGIBLE_SIZE: LegibleSize = { longSide: 15 * LEAST_CHARACTER_PX, shortSide: LEAST_CHARACTER_PX };

/**
 * Whether a stored image is too small to hold what is sought, from its header's dimensions
 * alone: no pixel is decoded, and the stored image is the normaliser's own output. A PDF, or a
 * header that cannot be read, is left to the reader, which decides in its limited child.
 */
export async function tooSmallToRead(bytes: Buffer, mediaType: StoredMediaType, least: LegibleSize): Promise<boolean> {
  if (mediaType === 'application/pdf') return false;
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Loaded at the first reading, not with the core: a process that reads no document never loads it.
    const { default: sharp } = await import('sharp');
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    return false;
  }
  if (width === undefined || height === undefined) return false;
  return Math.max(width, height) < least.longSide || Math.min(width, height) < least.shortSide;
}
