import { displayPhone } from './normalise';

/**
 * Phone numbers and IBANs as a person reads them out, in one place so the rules that read and
 * write them (shared/rules/) can change how they are grouped without touching the screens.
 */

/** "+354/8613333" → "+354 861 3333". */
export function shownPhone(value: string): string {
  return displayPhone(value);
}

/** An IBAN in groups of four, as printed on bank documents: "IS14 0159 2600 7654 5510 7303 39". */
export function shownIban(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return /^[A-Z]{2}\d{2}[A-Z0-9]+$/i.test(compact) ? (compact.match(/.{1,4}/g) ?? []).join(' ') : value;
}
