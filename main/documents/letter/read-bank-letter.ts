import type { LetterReading } from '../../../shared/documents/document-reading';
import { letterReadingOf } from '../../../shared/documents/letter-finding';
import { type ChildLimits, PARSE_CHILD_LIMITS } from '../../limited-child/child-limits';
import { type ChildOutcome, runInLimitedChild } from '../../limited-child/run-in-limited-child';
import { PDF_DECODE_LIMITS } from '../pdf-check';
import type { StoredMediaType } from '../stored-media-types';
import type { LetterTextVerdict } from './letter-read-task';

/**
 * A letter read by OCR needs more than a PDF's check: tesseract's start (its model is 10 MB
 * unpacked) and one LSTM pass over a page, on a busy two-core laptop, so its processor time and
 * wall clock are doubled. Its data stays within the parsing child's 384 MiB. Its address space
 * does not: tesseract's worker thread is a second V8 isolate and its WebAssembly memory reserves
 * what it may grow to, about 5.3 GB of address space in all beside pdf.js, so 8 GiB.
 */
export const LETTER_CHILD_LIMITS: ChildLimits = { ...PARSE_CHILD_LIMITS, cpuSeconds: 40, timeoutMs: 50_000, addressSpaceMb: 8192 };

const UNREADABLE: LetterReading = { kind: 'letter', outcome: 'unreadable' };

/**
 * What a stored bank letter prints: its IBANs and kennitölur, from the PDF's text layer, or from
 * OCR of the page's picture or of the image. The reading runs in a limited child of its own (one
 * per letter); a letter it cannot read, however it fails (damaged, encrypted, past a limit), is
 * `unreadable` and never stops main.
 */
export async function readBankLetter(
  bytes: Buffer,
  mediaType: StoredMediaType,
  limits: ChildLimits = LETTER_CHILD_LIMITS,
): Promise<LetterReading> {
  const outcome = await readLetterText(bytes, mediaType, limits);
  if (outcome.kind !== 'answered' || outcome.verdict.kind !== 'text') return UNREADABLE;
  return letterReadingOf(outcome.verdict.text, outcome.verdict.source);
}

/**
 * The letter's text as a child read it, and how the child ended (the benchmark judges the text's
 * corrections by it). A scanned PDF takes two children: one finds no text layer and hands back the
 * page's picture, a second reads that by OCR.
 */
export async function readLetterText(
  bytes: Buffer,
  mediaType: StoredMediaType,
  limits: ChildLimits = LETTER_CHILD_LIMITS,
): Promise<ChildOutcome<LetterTextVerdict>> {
  const read = (file: Buffer, type: StoredMediaType) =>
    runInLimitedChild('letter-read', { mediaType: type, limits: PDF_DECODE_LIMITS }, file, limits);
  const outcome = await read(bytes, mediaType);
  if (outcome.kind !== 'answered' || outcome.verdict.kind !== 'page_image') return outcome;
  const { verdict } = outcome;
  return read(Buffer.from(verdict.bytes.buffer, verdict.bytes.byteOffset, verdict.bytes.byteLength), verdict.mediaType);
}
