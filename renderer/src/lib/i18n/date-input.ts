import { dateTimeFormat } from './intl-cache';

/**
 * Dates as an agent types and reads them: day first, in the order and with the signs of the
 * agent's language (31.12.1980 in Icelandic, 31/12/1980 in English). The draft keeps ISO
 * `YYYY-MM-DD`, which is what the wire and the rules take.
 */

/** `1980-12-31` → "31.12.1980" (or "31/12/1980"); anything else is shown as it is. */
export function formatDateInput(value: string, locales: readonly string[]): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return value;
  const date = new Date(Date.UTC(2000, Number(match[2]) - 1, Number(match[3])));
  date.setUTCFullYear(Number(match[1]));
  return dateTimeFormat(locales, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * "31.12.1980", "31/12/1980", "31-12-1980", "31 12 1980", "31121980" or "1980-12-31" → "1980-12-31";
 * day first whatever the language, as in Iceland and Britain. Text that is not a date of this
 * shape comes back undefined (the field then keeps it as typed so validation can say so).
 */
export function parseDateInput(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dayFirst = /^(\d{1,2})[./\s-]+(\d{1,2})[./\s-]+(\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1]!, iso[2]!, iso[3]!] : dayFirst ? [dayFirst[3]!, dayFirst[2]!, dayFirst[1]!] : [];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
