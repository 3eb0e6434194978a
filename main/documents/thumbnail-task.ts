import type { Sharp } from 'sharp';
import { rethrowIfOutOfMemory } from '$main/limited-child/out-of-memory';

/** The long side a thumbnail is shrunk to and its JPEG quality; sent with the bytes, the numbers live in thumbnail-size.ts. */
export interface ThumbnailSettings {
  longSide: number;
  quality: number;
}

/** A thumbnail as the child made it: a JPEG and its size. */
export interface ThumbnailMade {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** What the child made of a stored image: a small JPEG, or nothing to show (the tile shows its icon). */
export type ThumbnailVerdict = ({ kind: 'ok' } & ThumbnailMade) | { kind: 'none' };

export interface ThumbnailTaskInput {
  settings: ThumbnailSettings;
  /** As the gate's: a stored document passed it, so this only guards against one that did not. */
  maxInputPixels: number;
  /** libvips stops a pipeline that runs longer, before the child's own limits end it. */
  timeoutSeconds: number;
}

/**
 * The thumbnail of an image already decoded upright on white, in the child that decoded it: the
 * gate's run makes one from the pixels it normalised, and `thumbnailTask` from a stored document.
 * Nothing of the source's metadata is written.
 */
export async function encodeThumbnail(image: Sharp, settings: ThumbnailSettings): Promise<ThumbnailMade> {
  const { data, info } = await image
    .resize({ width: settings.longSide, height: settings.longSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: settings.quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/**
 * Runs in the limited child, for a document stored before thumbnails were kept with it: decoded
 * here, never in main, even though it passed the gate when it was stored (a record restored from a
 * backup is kept as it was sent). Transparency is painted white, as the gate does.
 */
export async function thumbnailTask(bytes: Buffer, input: ThumbnailTaskInput): Promise<ThumbnailVerdict> {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  sharp.concurrency(1);
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: input.maxInputPixels })
      .timeout({ seconds: input.timeoutSeconds })
      .autoOrient()
      .flatten({ background: '#ffffff' });
    return { kind: 'ok', ...(await encodeThumbnail(image, input.settings)) };
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'none' };
  }
}
