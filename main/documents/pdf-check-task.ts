import { PDFDocument } from 'pdf-lib';
import { rethrowIfOutOfMemory } from '$main/limited-child/out-of-memory';
import type { PdfBound } from './pdf-decode/decode-budget';
import { type PdfDecodeLimits, decodePdfStreams } from './pdf-decode/decode-pdf-streams';

/** What the check found; main turns it into a refusal or a page count. */
export type PdfVerdict =
  | { kind: 'ok'; pages: number }
  | { kind: 'encrypted' }
  | { kind: 'corrupt' }
  /** Its streams decode past the budget, or it passes another of the limits (streams, objects, a picture's pixels). */
  | { kind: 'too_big_unpacked'; bound: PdfBound };

export interface PdfCheckInput {
  limits: PdfDecodeLimits;
}

/**
 * Runs in the limited child. Every stream is decoded through its filters against one budget
 * before anything parses the file (decode-pdf-streams.ts); then, since a PDF is kept byte for byte,
 * it is only checked: parseable, not encrypted, at least one page. Running out of memory is not
 * "corrupt": it ends the child, which main reports as too demanding.
 */
export async function checkPdfTask(bytes: Buffer, input: PdfCheckInput): Promise<PdfVerdict> {
  const decoded = decodePdfStreams(bytes, input.limits);
  if (!decoded.within) return { kind: 'too_big_unpacked', bound: decoded.bound };
  let document;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'corrupt' };
  }
  if (document.isEncrypted) return { kind: 'encrypted' };
  try {
    const pages = document.getPageCount();
    return pages < 1 ? { kind: 'corrupt' } : { kind: 'ok', pages };
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'corrupt' };
  }
}
