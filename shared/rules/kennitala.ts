/**
 * Icelandic national ID (kennitala): DDMMYY-NNPC. The first six digits are a date (a legal
 * entity's day has 40 added: 41–71), the tenth gives the century (9 → 1900s, 0 → 2000s,
 * 8 → 1800s). The ninth was a modulo-11 check digit over the first eight (weights 3 2 7 6 5 4 3 2)
 * until Registers Iceland began, on 18 February 2026, to issue numbers without one ("Kennitölur án
 * vartölu"): since then a number whose ninth digit does not compute is still a real number, so it
 * never blocks. It only tells the agent to compare the number with the ID document (a notice).
 * See docs/decisions.md, "Issue 16".
 */
export type KennitalaKind = 'person' | 'company';

export type KennitalaVerdict =
  | {
      ok: true;
      /** The date in the first six digits (a company's registration date), `YYYY-MM-DD`. */
      birthDate: string;
      kind: KennitalaKind;
      /** False when the ninth digit is not the modulo-11 check digit: allowed, but unverifiable. */
      checkDigitComputes: boolean;
    }
  | { ok: false; reason: 'format' | 'date' | 'century' | 'kind' };

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const CENTURIES: Record<string, number> = { '8': 1800, '9': 1900, '0': 2000 };

/** The modulo-11 check digit of the first eight digits, or undefined where none exists (remainder 1). */
export function kennitalaCheckDigit(firstEight: readonly number[]): number | undefined {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * (firstEight[index] ?? 0), 0);
  const remainder = sum % 11;
  const expected = remainder === 0 ? 0 : 11 - remainder;
  return expected === 10 ? undefined : expected;
}

/**
 * What blocks: ten digits (a hyphen after the sixth allowed), a real date, a century digit, and
 * the kind the field expects. `kind` undefined accepts either (an IBAN's holder).
 */
export function checkKennitala(value: string, kind?: KennitalaKind): KennitalaVerdict {
  const match = /^(\d{6})-?(\d{4})$/.exec(value);
  if (match === null) return { ok: false, reason: 'format' };
  const digits = (match[1]! + match[2]!).split('').map(Number);

  const century = CENTURIES[String(digits[9])];
  if (century === undefined) return { ok: false, reason: 'century' };

  let day = digits[0]! * 10 + digits[1]!;
  const actual: KennitalaKind = day > 40 ? 'company' : 'person';
  if (kind !== undefined && actual !== kind) return { ok: false, reason: 'kind' };
  if (actual === 'company') day -= 40;
  const month = digits[2]! * 10 + digits[3]!;
  const year = century + digits[4]! * 10 + digits[5]!;
  const birthDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isCalendarDate(birthDate)) return { ok: false, reason: 'date' };
  const checkDigitComputes = kennitalaCheckDigit(digits.slice(0, 8)) === digits[8];
  return { ok: true, birthDate, kind: actual, checkDigitComputes };
}

/** `0101303019` → `010130-3019`: the shape of the spec's example, which the client always sends. */
export function formatKennitala(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : value;
}

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC maps years 0-99 to 1900-1999, so the year is set on its own.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
