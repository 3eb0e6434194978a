import { getCountrySpecifications, isValidIBAN } from 'ibantools';
import { MAX_IBANS } from './document-reading';
import { asDigit, asLetter } from './ocr-confusions';

/**
 * Finds the IBANs a letter prints, in any spacing ("IS14 0159 2600 …", "IS140159…", "ES15-0049-…",
 * "NO 89 42004151326"), each kept only when its check digits compute (ISO 13616, mod 97).
 *
 * Text from a PDF's text layer is taken as it is. Text from OCR may carry the usual confusions
 * (O for 0, I for 1, S for 5, B for 8…): each is read back only at a position where the country's
 * format (the IBAN registry's BBAN structure, as ibantools holds it) allows nothing but a digit, or
 * in the country code, which is letters; every other character stays as read. The result must
 * still compute, so a correction never invents an IBAN: each confusable has one reading, and a
 * character read wrong as another digit fails the check.
 */

export type TextSource = 'text' | 'ocr';

/** What each position of a country's IBAN after its code allows: 'n' digits only, 'a' letters only, 'c' either. */
const LAYOUTS = new Map<string, string>();
for (const [country, spec] of Object.entries(getCountrySpecifications())) {
  if (spec.chars === null || spec.bban_regexp === null) continue;
  const layout = ['nn'];
  for (const [, chars, count] of spec.bban_regexp.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)) {
    const kind = chars === '0-9' ? 'n' : chars === 'A-Z' ? 'a' : 'c';
    layout.push(kind.repeat(Number(count)));
  }
  const joined = layout.join('');
  if (joined.length === spec.chars - 2) LAYOUTS.set(country, joined);
}

/** At most this many separator characters between two parts of one IBAN (a column's gap is more). */
const MAX_GAP = 2;
const SEPARATOR = /[ \t\u00A0\u2000-\u200B\u202F\-\u2010-\u2015\u2212./]/;
const ALNUM = /[A-Za-z0-9]/;
const OCR_ALNUM = /[A-Za-z0-9|]/;

/** A letter's text split into the lines the finders read one by one: an IBAN or a kennitala never spans two. */
export function splitIntoLines(text: string): string[] {
  return text.normalize('NFKC').split(/\r\n|\r|\n/);
}

export function findIbans(text: string, source: TextSource): string[] {
  const found: string[] = [];
  for (const line of splitIntoLines(text)) {
    for (let start = 0; start < line.length - 1 && found.length < MAX_IBANS; start += 1) {
      const match = ibanAt(line, start, source);
      if (match === undefined) continue;
      if (!found.includes(match.iban)) found.push(match.iban);
      start = match.end - 1;
    }
  }
  return found;
}

function ibanAt(line: string, start: number, source: TextSource): { iban: string; end: number } | undefined {
  const alnum = source === 'ocr' ? OCR_ALNUM : ALNUM;
  // An IBAN starts a word: "IBAN:IS14…" and an OCR's stray "1IS14…" do, "DIS14…" does not. OCR
  // may also read the I of `IS` twice ("I1S14…"): there an I before the code is that I's stroke.
  if (start > 0 && /[A-Za-z]/.test(line[start - 1]!) && !(source === 'ocr' && strayStroke(line, start))) return undefined;
  const country = countryAt(line, start, source);
  const layout = country === undefined ? undefined : LAYOUTS.get(country);
  if (country === undefined || layout === undefined) return undefined;
  let rest = '';
  let at = start + 2;
  let gap = 0;
  while (rest.length < layout.length && at < line.length) {
    const char = line[at]!;
    if (SEPARATOR.test(char)) {
      gap += 1;
      if (gap > MAX_GAP) return undefined;
    } else if (alnum.test(char)) {
      const read = readAs(char, layout[rest.length]!, source);
      if (read === undefined) return undefined;
      rest += read;
      gap = 0;
    } else {
      return undefined;
    }
    at += 1;
  }
  if (rest.length < layout.length) return undefined;
  // The character right after the last one taken must not continue it: "IS14…391" is no IBAN.
  if (at < line.length && alnum.test(line[at]!)) return undefined;
  const iban = country + rest;
  return isValidIBAN(iban) ? { iban, end: at } : undefined;
}

/** An I, l or | alone before a code whose first character OCR read as 1, l or | (the I's stroke read twice). */
function strayStroke(line: string, start: number): boolean {
  const before = line[start - 1]!;
  return /[Il|]/.test(before) && (start < 2 || !ALNUM.test(line[start - 2]!)) && /[1l|]/.test(line[start]!);
}

function countryAt(line: string, start: number, source: TextSource): string | undefined {
  const pair = line.slice(start, start + 2);
  if (source === 'text') return /^[A-Za-z]{2}$/.test(pair) ? pair.toUpperCase() : undefined;
  const first = asLetter(pair[0]!);
  const second = asLetter(pair[1]!);
  return first === undefined || second === undefined ? undefined : first + second;
}

/** A character of the IBAN after its code, as its position allows: OCR's confusions read back only where a digit must be. */
function readAs(char: string, kind: string, source: TextSource): string | undefined {
  if (source === 'ocr' && kind === 'n') return asDigit(char);
  if (char === '|') return undefined;
  const upper = char.toUpperCase();
  if (kind === 'n' && !/[0-9]/.test(upper)) return undefined;
  if (kind === 'a' && !/[A-Z]/.test(upper)) return undefined;
  return upper;
}
