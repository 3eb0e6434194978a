/**
 * Icelandic national ID (kennitala): DDMMYY-NNPC. The first six digits are a date (a legal
 * entity's day has 40 added: 41–71), the tenth gives the century (9 → 1900s, 0 → 2000s,
 * 8 → 1800s). The ninth was a modulo-11 check digit over the first eight (weights 3 2 7 6 5 4 3 2)
 * until Registers Iceland began, on 18 February 2026, to issue numbers without one ("Kennitölur án
 * vartölu"): since then a number whose ninth digit does not compute is still a real number, so it
 * never blocks. It only tells the agent to compare the number with the ID document (a notice).
 * See decisions: Kennitala and bank account.
 */
import { DASH_OR_SPACE_RUN } from '../separators';

export type KennitalaKind = 'person' | 'company';

/**
 * Why a number is no kennitala: its shape; a date that is not one; a century digit other than 8, 9
 * or 0; the wrong kind for the field; a day that belongs to no kind (32–40, 72–79); a first digit 8
 * or 9, the form Registers Iceland announced for system numbers but has not issued; a date after
 * today.
 */
export type KennitalaRefusal = 'format' | 'date' | 'century' | 'kind' | 'day' | 'system' | 'future';

export type KennitalaVerdict =
  | {
      ok: true;
      /** The date in the first six digits (a company's registration date), `YYYY-MM-DD`. */
      birthDate: string;
      kind: KennitalaKind;
      /** False when the ninth digit is not the modulo-11 check digit: allowed, but unverifiable. */
      checkDigitComputes: boolean;
    }
  | { ok: false; reason: KennitalaRefusal };

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
/** The tenth digit's century. */
const CENTURIES: Partial<Record<number, number>> = { 8: 1800, 9: 1900, 0: 2000 };
const KENNITALA_FORMAT = /^\d{6}-?\d{4}$/;
const CALENDAR_DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const ZERO = 48;

/**
 * Registers Iceland's test persons (gervimenn), 010130-NNN9, as the `is-kennitala` package lists
 * them: numbers of people who do not exist, for testing systems (docs/decisions.md, KI5).
 */
const REGISTRY_TEST_PERSONS = /^010130-?(?:212|220|239|247|255|263|271|298|301|336|433|492|506|778)9$/;

/** The modulo-11 check digit of the first eight digits, or undefined where none exists (remainder 1). */
export function kennitalaCheckDigit(firstEight: readonly number[]): number | undefined {
  return checkDigitOf((index) => firstEight[index] ?? 0);
}

/** The check digit of the first eight digits, each read by `digit(index)`. */
function checkDigitOf(digit: (index: number) => number): number | undefined {
  let sum = 0;
  for (let index = 0; index < WEIGHTS.length; index += 1) sum += WEIGHTS[index]! * digit(index);
  const remainder = sum % 11;
  const expected = remainder === 0 ? 0 : 11 - remainder;
  return expected === 10 ? undefined : expected;
}

/**
 * What blocks: ten digits (a hyphen after the sixth allowed), a real date no later than `today`
 * (when given, `YYYY-MM-DD`), a century digit, and the kind the field expects. `kind` undefined
 * accepts either (an IBAN's holder).
 */
export function checkKennitala(value: string, kind?: KennitalaKind, today?: string): KennitalaVerdict {
  if (!KENNITALA_FORMAT.test(value)) return { ok: false, reason: 'format' };
  // The digits are read in place, the hyphen skipped: the identity rule runs on every autosave
  // that touches a party, and splitting the number into arrays would be most of what it allocates.
  const hyphen = value.length === 11 ? 1 : 0;
  const digit = (index: number) => value.charCodeAt(index < 6 ? index : index + hyphen) - ZERO;

  // The announced form of system numbers has random digits after its 8 or 9: no century to read.
  if (digit(0) >= 8) return { ok: false, reason: 'system' };
  const century = CENTURIES[digit(9)];
  if (century === undefined) return { ok: false, reason: 'century' };

  const written = digit(0) * 10 + digit(1);
  // No kind owns these days; saying "a company's" or "a person's" of them would mislead.
  if ((written > 31 && written < 41) || written > 71) return { ok: false, reason: 'day' };
  const actual: KennitalaKind = written > 40 ? 'company' : 'person';
  if (kind !== undefined && actual !== kind) return { ok: false, reason: 'kind' };
  const day = actual === 'company' ? written - 40 : written;
  const month = digit(2) * 10 + digit(3);
  const year = century + digit(4) * 10 + digit(5);
  const birthDate = isDate(year, month, day)
    ? `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`
    : actual === 'company' && isFebruary1969Overflow(year, month, day)
      ? '1969-02-28'
      : undefined;
  if (birthDate === undefined) return { ok: false, reason: 'date' };
  if (today !== undefined && birthDate > today) return { ok: false, reason: 'future' };
  const checkDigitComputes = checkDigitOf(digit) === digit(8);
  return { ok: true, birthDate, kind: actual, checkDigitComputes };
}

/**
 * Companies registered on 28 February 1969 ran out of numbers on day 68 and were given days 69,
 * 70 and 71 of that February: real numbers whose date is no date (docs/decisions.md, KI1). No
 * other month or year is known to have overflowed.
 */
function isFebruary1969Overflow(year: number, month: number, day: number): boolean {
  return year === 1969 && month === 2 && day >= 29 && day <= 31;
}

/** One of Registers Iceland's test persons (gervimenn): no real merchant has it. */
export function isRegistryTestPerson(value: string): boolean {
  return REGISTRY_TEST_PERSONS.test(value);
}

/**
 * What an agent typed or pasted as a kennitala: ten digits (full-width ones too) with any dashes
 * and spaces become `DDMMYY-NNNN`; anything else is returned as it came, for the rules to refuse.
 */
export function normaliseKennitala(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.normalize('NFKC').replace(DASH_OR_SPACE_RUN, '');
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 6)}-${digits.slice(6)}` : trimmed;
}

/** `0101303019` → `010130-3019`: the shape of the spec's example, which the client always sends. */
export function formatKennitala(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : value;
}

export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_FORMAT.test(value)) return false;
  const number = (from: number, to: number) => {
    let total = 0;
    for (let index = from; index < to; index += 1) total = total * 10 + value.charCodeAt(index) - ZERO;
    return total;
  };
  return isDate(number(0, 4), number(5, 7), number(8, 10));
}

/** A day of the proleptic Gregorian calendar (as JavaScript's Date counts), month 1–12. */
function isDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[month - 1]!);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
