import type { LetterReading } from '$shared/documents/document-reading';
import { MIN_TEXT_LAYER_CHARS, letterReadingAsShown } from '$shared/documents/letter-as-shown';
import { letterReadingOf } from '$shared/documents/letter-finding';
import type { ChildLimits } from '$main/limited-child/child-limits';
import { type ChildOutcome, runInLimitedChild } from '$main/limited-child/run-in-limited-child';
import { PDF_DECODE_LIMITS } from '../pdf-check';
import type { StoredMediaType } from '../stored-media-types';
import type { LetterPage } from './letter-pages';
import type { LetterTextVerdict } from './letter-read-task';

/**
 * A letter's children draw its pages and read them by OCR: tesseract's start (its model is 10 MB
 * unpacked) and one LSTM pass a page, on a busy two-core laptop, so twice a parsing child's
 * processor time; and, as a reading runs nicer than intake (`child-lanes.ts`), a wall clock long
 * enough that a busy machine's intake does not end it. Drawing a 300 dpi scan holds the decoded
 * picture, pdf.js's own copy of it and the page (about 200 MB), past a parsing child's 384 MiB,
 * so 512 MiB: the reading lane's bound, the kept OCR child's. Its address space: tesseract's
 * worker thread is a second V8 isolate and its WebAssembly memory reserves what it may grow to,
 * about 5.3 GB of address space in all beside pdf.js, so 8 GiB.
 */
export const LETTER_CHILD_LIMITS: ChildLimits = { dataMb: 512, cpuSeconds: 40, timeoutMs: 120_000, addressSpaceMb: 8192 };

const UNREADABLE: LetterReading = { kind: 'letter', outcome: 'unreadable' };

/**
 * What a letter's children gave: the text OCR read on an image, or a PDF's pages with what OCR
 * read on each as drawn; with the most memory one of them held.
 */
export type LetterText =
  | { kind: 'image'; text: string; peakRssBytes: number }
  | { kind: 'pdf'; pages: { shown: string; hidden: string; ocr: string }[]; peakRssBytes: number }
  | { kind: 'unreadable'; outcome: ChildOutcome<unknown> };

/**
 * What a stored bank letter shows: its IBANs and kennitölur, from OCR of the image, or of a PDF's
 * pages as drawn, checked against the text its layer shows (`letterReadingAsShown`). The reading
 * runs in limited children of the reading lane; a letter it cannot read, however it fails
 * (damaged, encrypted, past a limit), is `unreadable` and never stops main.
 */
export async function readBankLetter(
  bytes: Buffer,
  mediaType: StoredMediaType,
  limits: ChildLimits = LETTER_CHILD_LIMITS,
): Promise<LetterReading> {
  return letterReadingFrom(await readLetterText(bytes, mediaType, limits));
}

/** The reading the children's text gives. */
export function letterReadingFrom(read: LetterText): LetterReading {
  switch (read.kind) {
    case 'image':
      return letterReadingOf(read.text, 'ocr');
    case 'pdf':
      return letterReadingAsShown(read.pages);
    case 'unreadable':
      return UNREADABLE;
  }
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The letter's text as its children read it (the benchmark judges the finding on it). An image
 * takes one child, OCR. A PDF takes two: one draws its pages and splits its text layer by what
 * shows, a second reads the drawn pages by OCR (pdf.js and tesseract in one child would need
 * more than its data limit).
 */
export async function readLetterText(
  bytes: Buffer,
  mediaType: StoredMediaType,
  limits: ChildLimits = LETTER_CHILD_LIMITS,
): Promise<LetterText> {
  const outcome = await runInLimitedChild('letter-read', { mediaType, limits: PDF_DECODE_LIMITS }, bytes, limits);
  if (outcome.kind !== 'answered') return { kind: 'unreadable', outcome };
  const verdict: LetterTextVerdict = outcome.verdict;
  if (verdict.kind === 'text') return { kind: 'image', text: verdict.text, peakRssBytes: outcome.peakRssBytes };
  if (verdict.kind !== 'pages') return { kind: 'unreadable', outcome };
  if (verdict.pages.length === 0) return { kind: 'pdf', pages: [], peakRssBytes: outcome.peakRssBytes };
  const ocr = await ocrOfPages(verdict.pages, limits);
  if (ocr.kind !== 'answered' || ocr.verdict.kind !== 'read') return { kind: 'unreadable', outcome: ocr };
  const texts = ocr.verdict.texts;
  return {
    kind: 'pdf',
    pages: verdict.pages.map((page, index) => ({ shown: page.shown, hidden: page.hidden, ocr: texts[index] ?? '' })),
    peakRssBytes: Math.max(outcome.peakRssBytes, ocr.peakRssBytes),
  };
}

/** The drawn pages to OCR: a page whose layer shows no text is a scan, smoothed as one. */
function ocrOfPages(pages: readonly LetterPage[], limits: ChildLimits) {
  const input = {
    pages: pages.map((page) => ({ length: page.picture.byteLength, smooth: page.shown.replace(/\s/g, '').length < MIN_TEXT_LAYER_CHARS })),
  };
  return runInLimitedChild('letter-ocr', input, Buffer.concat(pages.map((page) => asBuffer(page.picture))), limits);
}
