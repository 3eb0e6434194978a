import { type MrzReading, mrzReadingSchema } from '$shared/documents/document-reading';
import type { StoredMediaType } from '../stored-media-types';
import { readMrzTask } from './read-mrz-task';

/**
 * Reads the machine-readable zone of a stored identity document (an image, or a PDF's largest
 * image on its first page). A reading counts only when every check digit of the zone computes,
 * the composite too; otherwise it is `unreadable`, never a guess.
 */
export async function readIdentityDocument(bytes: Buffer, mediaType: StoredMediaType): Promise<MrzReading> {
  const today = new Date().toISOString().slice(0, 10);
  return mrzReadingSchema.parse(await readMrzTask(bytes, { mediaType, today }));
}
