import { type MrzReading, mrzReadingSchema } from '$shared/documents/document-reading';
import { runInKeptChild } from '../../limited-child/kept-child';
import type { StoredMediaType } from '../stored-media-types';

/**
 * Reads the machine-readable zone of a stored identity document (an image, or a PDF's largest
 * image on its first page) in the kept OCR child. A reading counts only when every check digit
 * of the zone computes, the composite too; otherwise it is `unreadable`, never a guess. A
 * document that ends the child (its memory, processor or time limit) is `unreadable` too: nothing
 * is filled from it, and the next document starts a new child.
 */
export async function readIdentityDocument(bytes: Buffer, mediaType: StoredMediaType): Promise<MrzReading> {
  const today = new Date().toISOString().slice(0, 10);
  const outcome = await runInKeptChild({ task: 'mrz-read', input: { mediaType, today }, bytes });
  if (outcome.kind === 'stopped') return { kind: 'mrz', outcome: 'unreadable' };
  return mrzReadingSchema.parse(outcome.verdict.reading);
}
