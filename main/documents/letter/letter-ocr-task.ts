import { rethrowIfOutOfMemory } from '$main/limited-child/out-of-memory';
import { ocrPages } from './ocr-text';

export interface LetterOcrInput {
  /** The pictures' byte lengths, in the order they follow one another in the bytes sent; and whether each is smoothed. */
  pages: { length: number; smooth: boolean }[];
}

export type LetterOcrVerdict = { kind: 'read'; texts: string[] } | { kind: 'corrupt' };

/**
 * Runs in a limited child of its own: the OCR of a PDF letter's drawn pages, which the child that
 * drew them handed back (pdf.js and tesseract in one child would need more than its data limit).
 */
export async function readLetterOcrTask(bytes: Buffer, input: LetterOcrInput): Promise<LetterOcrVerdict> {
  try {
    let at = 0;
    const pages = input.pages.map(({ length, smooth }) => {
      const image = bytes.subarray(at, at + length);
      at += length;
      return { image, smooth };
    });
    return { kind: 'read', texts: await ocrPages(pages) };
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'corrupt' };
  }
}
