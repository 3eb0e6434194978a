import { rethrowIfOutOfMemory } from '../limited-child/out-of-memory';

/** What the child made of a stored image: a small JPEG, or nothing to show (the tile shows its icon). */
export type ThumbnailVerdict = { kind: 'ok'; bytes: Uint8Array; width: number; height: number } | { kind: 'none' };

export interface ThumbnailTaskInput {
  maxSide: number;
  /** As the gate's: a stored document passed it, so this only guards against one that did not. */
  maxInputPixels: number;
  /** libvips stops a pipeline that runs longer, before the child's own limits end it. */
  timeoutSeconds: number;
}

/**
 * Runs in the limited child: a stored document is decoded here, never in main, even though it
 * passed the gate when it was stored (a record restored from a backup is kept as it was sent).
 * Transparency is painted white, as the gate does, and nothing of the source's metadata is written.
 */
export async function thumbnailTask(bytes: Buffer, input: ThumbnailTaskInput): Promise<ThumbnailVerdict> {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  sharp.concurrency(1);
  try {
    const { data, info } = await sharp(bytes, { failOn: 'truncated', limitInputPixels: input.maxInputPixels })
      .timeout({ seconds: input.timeoutSeconds })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ width: input.maxSide, height: input.maxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer({ resolveWithObject: true });
    return { kind: 'ok', bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'none' };
  }
}
