/**
 * Icelandic national ID (kennitala): DDMMYY-NNNC where the ninth digit is a modulo-11 check
 * digit over the first eight (weights 3 2 7 6 5 4 3 2) and the tenth gives the century
 * (9 → 1900s, 0 → 2000s, 8 → 1800s). Legal entities add 40 to the day.
 */
export type KennitalaKind = 'person' | 'company';

export type KennitalaVerdict =
  { ok: true; birthDate: string } | { ok: false; reason: 'format' | 'check_digit' | 'date' | 'century' | 'kind' };

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const CENTURIES: Record<string, number> = { '8': 1800, '9': 1900, '0': 2000 };

export function checkKennitala(value: string, kind: KennitalaKind): KennitalaVerdict {
  const match = /^(\d{6})-?(\d{4})$/.exec(value);
  if (match === null) return { ok: false, reason: 'format' };
  const digits = (match[1]! + match[2]!).split('').map(Number);

  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const remainder = sum % 11;
  const expected = remainder === 0 ? 0 : 11 - remainder;
  if (expected === 10 || expected !== digits[8]) return { ok: false, reason: 'check_digit' };

  const century = CENTURIES[String(digits[9])];
  if (century === undefined) return { ok: false, reason: 'century' };

  let day = digits[0]! * 10 + digits[1]!;
  const isCompany = day > 40;
  if (isCompany !== (kind === 'company')) return { ok: false, reason: 'kind' };
  if (isCompany) day -= 40;
  const month = digits[2]! * 10 + digits[3]!;
  const year = century + digits[4]! * 10 + digits[5]!;
  const birthDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isCalendarDate(birthDate)) return { ok: false, reason: 'date' };
  return { ok: true, birthDate };
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
