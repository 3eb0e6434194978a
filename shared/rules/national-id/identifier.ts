/**
 * The one spelling of a national ID, company number or IBAN that its blind index is made of:
 * letters and digits only, upper case. `010130-3019`, `0101303019` and `010130 3019` are one
 * kennitala; `IS14 0159 …` and `is140159…` one IBAN.
 */
export function normaliseIdentifier(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
}
