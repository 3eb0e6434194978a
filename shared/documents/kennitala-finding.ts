import { checkKennitala } from '../rules/national-id/kennitala';
import { MAX_KENNITOLUR } from './document-reading';
import { asDigit } from './ocr-confusions';
import { type TextSource, splitIntoLines } from './iban-finding';

/**
 * Finds the kennitölur a letter prints: `DDMMYY-NNNN` (any dash) or ten digits standing alone,
 * whose date is a real one of a person or a company (the shared kennitala rules; the check digit
 * is not required, as numbers issued since February 2026 may have none). A run of digits inside a
 * longer one (an electronic IBAN, whose last ten digits are the holder's kennitala) is not one.
 *
 * From OCR, O/I/S/B… read where the digits are are read back as digits, but a number so corrected
 * counts only when its modulo-11 check digit computes: the date alone would let a misread through.
 */

const DASH = '\\-\\u2010-\\u2015\\u2212';
const TEXT_PATTERN = new RegExp(`(?<![0-9A-Za-z])(\\d{6})[${DASH}]?(\\d{4})(?![0-9A-Za-z])`, 'g');
const OCR_CHAR = '[0-9OoQDIli|SsBZzG]';
const OCR_PATTERN = new RegExp(`(?<![0-9A-Za-z|])(${OCR_CHAR}{6})[${DASH}]?(${OCR_CHAR}{4})(?![0-9A-Za-z|])`, 'g');

/** One kennitala as printed: its digits, its line's index, and what that line says before it. */
export interface PrintedKennitala {
  digits: string;
  line: number;
  before: string;
}

/** Every kennitala printed on `lines`, in the order printed, a number printed twice each time. */
export function printedKennitolur(lines: readonly string[], source: TextSource): PrintedKennitala[] {
  const printed: PrintedKennitala[] = [];
  lines.forEach((line, index) => {
    for (const match of line.matchAll(source === 'ocr' ? OCR_PATTERN : TEXT_PATTERN)) {
      const digits = read(match[1]! + match[2]!);
      if (digits !== undefined) printed.push({ digits, line: index, before: line.slice(0, match.index) });
    }
  });
  return printed;
}

export function findKennitolur(text: string, source: TextSource): string[] {
  const found: string[] = [];
  for (const { digits } of printedKennitolur(splitIntoLines(text), source)) {
    if (found.includes(digits)) continue;
    found.push(digits);
    if (found.length === MAX_KENNITOLUR) break;
  }
  return found;
}

/** Ten characters as a kennitala's digits, or undefined when they are not one (or a correction is not proved). */
function read(characters: string): string | undefined {
  let digits = '';
  for (const char of characters) digits += asDigit(char) ?? '?';
  const corrected = digits !== characters;
  // Most of it must have been read as digits: a word of confusable letters is no number.
  if (corrected && [...characters].filter((char) => char >= '0' && char <= '9').length < 7) return undefined;
  const verdict = checkKennitala(digits);
  if (!verdict.ok) return undefined;
  if (corrected && !verdict.checkDigitComputes) return undefined;
  return digits;
}
