import { type MrzReading, mrzReadingSchema } from '$shared/documents/document-reading';
import { runInKeptChild } from '$main/limited-child/kept-child';
import { firstPagePicture } from '../pdf-render/first-page-picture';
import type { StoredMediaType } from '../stored-media-types';

/**
 * Reads the machine-readable zone of a stored identity document (an image, or a PDF's first page
 * as drawn) in the kept OCR child. A reading counts only when every check digit of the zone
 * computes, the composite too; otherwise it is `unreadable`, never a guess. A document that ends a
 * child (its memory, processor or time limit) is `unreadable` too: nothing is filled from it, and
 * the next document starts a new child. A PDF is drawn first in a one-file child, so the kept
 * child never parses one and reads only what the page shows, never an image it carries undrawn.
 */
export async function readIdentityDocument(bytes: Buffer, mediaType: StoredMediaType): Promise<MrzReading> {
  const today = new Date().toISOString().slice(0, 10);
  let picture = bytes;
  let pictureType = mediaType;
  if (mediaType === 'application/pdf') {
    const drawn = await firstPagePicture(bytes);
    if (drawn.kind === 'stopped') return { kind: 'mrz', outcome: 'unreadable' };
    if (drawn.kind === 'none') return { kind: 'mrz', outcome: 'no_zone' };
    picture = drawn.png;
    pictureType = 'image/png';
  }
  const outcome = await runInKeptChild({ task: 'mrz-read', input: { mediaType: pictureType, today }, bytes: picture });
  if (outcome.kind === 'stopped') return { kind: 'mrz', outcome: 'unreadable' };
  return mrzReadingSchema.parse(outcome.verdict.reading);
}
