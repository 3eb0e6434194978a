import type { ThumbnailMade, ThumbnailSettings } from './thumbnail-task';

/**
 * The one thumbnail kept per image (decision D13). The renderer's tiles are 72 and 56 px squares,
 * drawn at twice that on a high-density screen and filled by cropping, so they need a short side of
 * 144 px: 256 px on the long side gives that up to a 16:9 photo, in about 10 kB of JPEG.
 */
export const THUMBNAIL: ThumbnailSettings = { longSide: 256, quality: 70 };

/** A small JPEG of a stored image, what a tile shows. */
export interface Thumbnail {
  bytes: Buffer;
  width: number;
  height: number;
}

/** The child's answer as main keeps it. */
export function thumbnailFrom(made: ThumbnailMade): Thumbnail {
  return { bytes: Buffer.from(made.bytes.buffer, made.bytes.byteOffset, made.bytes.byteLength), width: made.width, height: made.height };
}
