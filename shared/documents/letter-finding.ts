import type { LetterReading } from './document-reading';
import { type TextSource, findIbans } from './iban-finding';
import { findKennitolur } from './kennitala-finding';
import { holderKennitolurOf } from './letter-holder';

/**
 * What a bank letter's text says: every valid IBAN and kennitala it prints, and which kennitölur
 * it gives for the account holder. The main process reads the text (a PDF's text layer, or OCR) in
 * a limited child; the finding is pure, so the tests and the benchmark judge it on the same code.
 */
export function letterReadingOf(text: string, source: TextSource): LetterReading {
  if (text.trim() === '') return { kind: 'letter', outcome: 'unreadable' };
  const ibans = findIbans(text, source);
  return {
    kind: 'letter',
    outcome: 'read',
    source,
    ibans,
    kennitolur: findKennitolur(text, source),
    holderKennitolur: holderKennitolurOf(text, source, ibans),
  };
}
