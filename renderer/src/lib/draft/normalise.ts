import { formatPhone, readPhone } from '$shared/phone/phone-number';
import { electronicIban, printedIban } from '$shared/rules/bank/iban-text';
import { formatAccountNumber, readAccountNumber } from '$shared/rules/bank/icelandic-iban';
import { normaliseKennitala } from '$shared/rules/national-id/kennitala';

/**
 * What the agent types, turned into the wire shapes of docs/decisions.md G4 where the meaning is
 * unambiguous; anything else is kept as typed so validation can say what is wrong. Empty text
 * means "not filled in" and removes the property.
 */
export type Normaliser = (text: string) => unknown;

export const plainText: Normaliser = (text) => {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** Ten digits with any spaces or dashes (en dash, minus sign, no-break space…) → DDMMYY-NNNN; other IDs (foreign) as typed. */
export const nationalId: Normaliser = (text) => {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : normaliseKennitala(trimmed);
};

/** IBAN in any printed form (groups, hyphens, dots, an "IBAN" prefix, lower case) → electronic format. */
export const iban: Normaliser = (text) => {
  const electronic = electronicIban(text);
  return electronic === '' ? undefined : electronic;
};

/** An IBAN as the field shows it once the agent has left it: in groups of four, as it is printed. */
export function displayIban(value: unknown): string {
  return typeof value === 'string' ? printedIban(value) : '';
}

/** BIC: capitals, no spaces. */
export const bic: Normaliser = (text) => {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return compact === '' ? undefined : compact;
};

/**
 * With an Icelandic IBAN in the draft, an account number that reads as Icelandic (with or
 * without its holder's kennitala) is written the one way the client sends it, `0159-26-007654`
 * (docs/decisions.md, KI10); anything else, and foreign accounts, as typed.
 */
export function accountNumber(ibanInDraft: unknown): Normaliser {
  return (text) => {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    if (typeof ibanInDraft !== 'string' || !ibanInDraft.startsWith('IS')) return trimmed;
    const read = /^\d/.test(trimmed) ? readAccountNumber(trimmed, ibanInDraft) : undefined;
    return read === undefined ? trimmed : formatAccountNumber(read);
  };
}

/**
 * A phone in any usual form ("+354 861 3333", "00354-861-3333", "(+354) 861 3333", "861 3333")
 * → "+354/8613333", the spec's example shape, read by the numbering plans of
 * shared/phone/phone-number.ts; without a country code, as a number of `country` (the party's
 * address country). What is no phone number at all is kept as typed for validation to refuse.
 */
export function phoneIn(country: string | undefined): Normaliser {
  return (text) => {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    return readPhone(trimmed, country) ?? trimmed;
  };
}

export const phone: Normaliser = phoneIn(undefined);

/** "+354/8613333" → "+354 861 3333": how a phone reads in the field once the agent has left it. */
export function displayPhone(value: unknown): string {
  return typeof value === 'string' ? formatPhone(value) : '';
}

/** "12 34 56" → "12-34-56". */
export const sortCode: Normaliser = (text) => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[\d\s-]+$/.test(trimmed)
    ? trimmed
        .split(/[\s-]+/)
        .filter(Boolean)
        .join('-')
    : trimmed;
};

/** "0742" → 742 (decision G24); words are a search, not a value. */
export function merchantCategoryCode(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : undefined;
}

export function formatMcc(code: number): string {
  return String(code).padStart(4, '0');
}
