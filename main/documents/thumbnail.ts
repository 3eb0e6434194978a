import { type ChildLimits, PARSE_CHILD_LIMITS } from '$main/limited-child/child-limits';
import { runInLimitedChild } from '$main/limited-child/run-in-limited-child';
import { MAX_INPUT_PIXELS } from './image-normalise';
import { THUMBNAIL, type Thumbnail, thumbnailFrom } from './stored-thumbnail';

/**
 * The thumbnail of an image stored before thumbnails were kept with their documents, so the
 * renderer never has to decode a full document to show a tile. It is made in the limited child like
 * any decoding of a document's bytes (thumbnail-task.ts): this process never decodes an image. PDFs
 * get none. Undefined as well when the child could not make one within its limits; the tile then
 * shows its icon.
 */
export async function makeThumbnail(
  bytes: Buffer,
  mediaType: string,
  limits: ChildLimits = PARSE_CHILD_LIMITS,
): Promise<Thumbnail | undefined> {
  if (mediaType !== 'image/jpeg' && mediaType !== 'image/png') return undefined;
  const timeoutSeconds = Math.max(1, Math.floor(limits.timeoutMs / 1000) - 1);
  const outcome = await runInLimitedChild(
    'thumbnail',
    { settings: THUMBNAIL, maxInputPixels: MAX_INPUT_PIXELS, timeoutSeconds },
    bytes,
    limits,
  );
  if (outcome.kind !== 'answered' || outcome.verdict.kind !== 'ok') return undefined;
  return thumbnailFrom(outcome.verdict);
}
