/** English month abbreviations, as a bilingual page prints them beside its own ("DES/DEC", "MAÍ/MAY"). */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Whether the page's text prints `iso` (YYYY-MM-DD) with its whole year: 01.01.1911, 01/01/1911, 01 JAN 1911, 1911-01-01. */
function printed(text: string, iso: string): boolean {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const d = `0?${Number(day)}`;
  const m = `0?${Number(month)}`;
  const name = MONTHS[Number(month) - 1]!;
  const forms = [
    `(?<!\\d)${d}\\s?[./-]\\s?${m}\\s?[./-]\\s?${year}(?!\\d)`,
    `(?<!\\d)${d}\\s+[A-ZÀ-Ý/ ]{0,12}${name}[A-ZÀ-Ý/ ]{0,12}\\s${year}(?!\\d)`,
    `(?<!\\d)${year}-${month}-${day}(?!\\d)`,
  ];
  return forms.some((form) => new RegExp(form, 'u').test(text));
}

/**
 * Of a zone's birth dates that only a century tells apart (110101: 1911 or 2011), the one the
 * page prints with its whole year; null when it prints neither, or both.
 */
export function birthDateOnPage(pageText: string, candidates: readonly string[]): string | null {
  const text = pageText.toUpperCase();
  const shown = candidates.filter((iso) => printed(text, iso));
  return shown.length === 1 ? shown[0]! : null;
}
