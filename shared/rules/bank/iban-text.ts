import { PRINTED_SEPARATOR_RUN } from '../separators';

/**
 * An IBAN as people print and paste it — "IBAN NL81 INGB 0671 2104 32", "ES15-0049-1806-9121-1186-9374",
 * "NO07.8380.08.06006", lower case — in its electronic form: capitals and digits only (ISO 13616).
 * Text that is not letters, digits and such separators is returned trimmed, for the rules to refuse.
 */
export function electronicIban(text: string): string {
  const compact = text
    .normalize('NFKC')
    .trim()
    .replace(/^iban\s*:?/i, '')
    .replace(PRINTED_SEPARATOR_RUN, '')
    .toUpperCase();
  return /^[A-Z0-9]*$/.test(compact) ? compact : text.trim();
}

/** The electronic form in groups of four ("IS14 0159 2600 …"), as ISO 13616 prints it; other text as it is. */
export function printedIban(value: string): string {
  return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value) ? value.replace(/(.{4})(?=.)/g, '$1 ') : value;
}
