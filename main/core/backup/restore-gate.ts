import { detectFormat } from '$main/documents/detect-format';
import { DocumentError } from '$main/documents/document-errors';
import { documentFileName } from '$main/documents/document-names';
import { normaliseDocument } from '$main/documents/normalise';
import { EXTENSION_OF } from '$main/documents/stored-media-types';
import type { RestoredDocument, RestoredDocumentVerdict } from '$main/database/backup/restore-documents';

/**
 * A document in a backup meets the gate every new document meets (`normaliseDocument`, in the
 * limited child, under the same limits), with one difference of outcome (decision D25): a document
 * already in the gate's form is kept byte for byte, so nothing this or another install stored
 * changes; one the gate would re-encode is stored as the gate makes it when its application will
 * still be sent, and kept as it was when its application is a record of what was sent (it opened
 * within the limits all the same) if it is a type the database keeps. One the gate refuses is left
 * out, whatever its application. An image's thumbnail comes from the same run (decision D13).
 */
export async function gateRestoredDocument(document: RestoredDocument): Promise<RestoredDocumentVerdict> {
  let gated;
  try {
    gated = await normaliseDocument(document.bytes, { keepIfNormal: true });
  } catch (error) {
    if (error instanceof DocumentError) return { kind: 'keep_out', why: error.code };
    throw error;
  }
  // The thumbnail the gate's run made, of the same picture whichever bytes are stored.
  const { thumbnail } = gated;
  if (gated.unchanged) return { kind: 'keep', mediaType: gated.mediaType, thumbnail };
  if (document.record) {
    // Only PDF, JPEG and PNG are ever stored; a record in another format (a TIFF an install without the gate sent) is not kept.
    const format = detectFormat(document.bytes);
    if (format === 'jpeg' || format === 'png') return { kind: 'keep', mediaType: `image/${format}`, thumbnail };
    return { kind: 'keep_out', why: 'unsupported' };
  }
  const fileName = documentFileName(document.role, EXTENSION_OF[gated.mediaType], document.fileName, document.otherNames);
  return { kind: 'replace', bytes: gated.bytes, mediaType: gated.mediaType, fileName, thumbnail };
}
