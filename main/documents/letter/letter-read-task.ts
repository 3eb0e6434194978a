import { rethrowIfOutOfMemory } from '$main/limited-child/out-of-memory';
import { type PdfDecodeLimits, decodePdfStreams } from '../pdf-decode/decode-pdf-streams';
import type { StoredMediaType } from '../stored-media-types';
import { ocrText } from './ocr-text';
import { readLetterPages } from './letter-pages';
import type { LetterPageVerdict } from './letter-pages';

/** What the child read from a letter; main looks for the IBANs and kennitölur in it. */
export type LetterTextVerdict =
  /** An image letter, read by OCR. */
  | { kind: 'text'; source: 'ocr'; text: string }
  /** A PDF: each page read (up to the bound) as drawn, with its text layer split by what shows. */
  | LetterPageVerdict
  | { kind: 'corrupt' }
  | { kind: 'too_big_unpacked' };

export interface LetterTaskInput {
  mediaType: StoredMediaType;
  /** What the PDF's streams may decode to before it is not read (decode-pdf-streams.ts). */
  limits: PdfDecodeLimits;
}

/**
 * Runs in the limited child, one letter per child. An image is read by OCR. A PDF's pages are
 * drawn as a viewer draws them and handed back with the text each shows: main sends the pictures
 * to OCR in a fresh child, as pdf.js and tesseract in one child would need more than its data
 * limit, and reads the letter from what the pictures show.
 */
export async function readLetterTask(bytes: Buffer, input: LetterTaskInput): Promise<LetterTextVerdict> {
  try {
    if (input.mediaType !== 'application/pdf') return { kind: 'text', source: 'ocr', text: await ocrText(bytes) };
    if (!decodePdfStreams(bytes, input.limits).within) return { kind: 'too_big_unpacked' };
    return await readLetterPages(bytes);
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'corrupt' };
  }
}
