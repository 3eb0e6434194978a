import { type ChildLimits, PARSE_CHILD_LIMITS } from '../limited-child/child-limits';
import { runInLimitedChild } from '../limited-child/run-in-limited-child';
import { MAX_INPUT_PIXELS } from './image-normalise';

export interface Thumbnail {
  mediaType: 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A small JPEG of a stored image for lists and previews, so the renderer never has to decode a
 * full document to show a tile. It is made in the limited child like any decoding of a document's
 * bytes (thumbnail-task.ts): this process never decodes an image. PDFs get none. Undefined as well
 * when the child could not make one within its limits; the tile then shows its icon.
 */
export async function makeThumbnail(
  bytes: Buffer,
  mediaType: string,
  maxSide: number,
  limits: ChildLimits = PARSE_CHILD_LIMITS,
): Promise<Thumbnail | undefined> {
  if (mediaType !== 'image/jpeg' && mediaType !== 'image/png') return undefined;
  const timeoutSeconds = Math.max(1, Math.floor(limits.timeoutMs / 1000) - 1);
  const outcome = await runInLimitedChild('thumbnail', { maxSide, maxInputPixels: MAX_INPUT_PIXELS, timeoutSeconds }, bytes, limits);
  if (outcome.kind !== 'answered' || outcome.verdict.kind !== 'ok') return undefined;
  const made = outcome.verdict;
  return {
    mediaType: 'image/jpeg',
    bytes: Buffer.from(made.bytes.buffer, made.bytes.byteOffset, made.bytes.byteLength),
    width: made.width,
    height: made.height,
  };
}
