import { rethrowIfOutOfMemory } from '../../limited-child/out-of-memory';
import { type PdfDecodeLimits, decodePdfStreams } from '../pdf-decode/decode-pdf-streams';
import type { StoredMediaType } from '../stored-media-types';
import { ocrText } from './ocr-text';
import { largestImageOfFirstPage } from '../pdf-first-page-image';
import { LETTER_PAGE_IMAGE_BOUNDS, pageImageFile } from './pdf-page-image';
import { pdfText } from './pdf-text';

/** What the child read from a letter; main looks for the IBANs and kennitölur in it. */
export type LetterTextVerdict =
  | { kind: 'text'; source: 'text' | 'ocr'; text: string }
  /** A PDF with no text layer: its first page's picture, for a child of its own to read by OCR. */
  | { kind: 'page_image'; bytes: Uint8Array; mediaType: 'image/jpeg' | 'image/png' }
  /** A PDF with no text layer and no picture OCR can read (JPEG 2000, CCITT…). */
  | { kind: 'no_text' }
  | { kind: 'corrupt' }
  | { kind: 'too_big_unpacked' };

export interface LetterTaskInput {
  mediaType: StoredMediaType;
  /** What the PDF's streams may decode to before it is not read (decode-pdf-streams.ts). */
  limits: PdfDecodeLimits;
}

/**
 * Fewer visible characters than this on a PDF's pages is no text layer: a scanner's PDF may carry
 * a stray mark or a page number, never a letter's text.
 */
const MIN_TEXT_LAYER_CHARS = 40;

/**
 * Runs in the limited child, one letter per child. A PDF's text layer is read where it has one;
 * otherwise its first page's picture is handed back, and main sends it to OCR in a fresh child,
 * as it does a stored image: pdf.js, pdf-lib and tesseract in one child would need more than its
 * data limit.
 */
export async function readLetterTask(bytes: Buffer, input: LetterTaskInput): Promise<LetterTextVerdict> {
  try {
    if (input.mediaType !== 'application/pdf') return { kind: 'text', source: 'ocr', text: await ocrText(bytes) };
    if (!decodePdfStreams(bytes, input.limits).within) return { kind: 'too_big_unpacked' };
    const text = await pdfText(bytes);
    if (text.replace(/\s/g, '').length >= MIN_TEXT_LAYER_CHARS) return { kind: 'text', source: 'text', text };
    const image = await largestImageOfFirstPage(bytes, LETTER_PAGE_IMAGE_BOUNDS);
    if (image === undefined) return { kind: 'no_text' };
    const file = await pageImageFile(image);
    return {
      kind: 'page_image',
      bytes: new Uint8Array(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      mediaType: file.mediaType,
    };
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'corrupt' };
  }
}
