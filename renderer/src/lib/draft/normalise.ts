import { formatPhone, readPhone } from '../../../../shared/phone/phone-number';
import { formatKennitala } from '../../../../shared/rules/kennitala';

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

/** Ten digits with any spaces or hyphens → DDMMYY-NNNN; other IDs (foreign) as typed. */
export const nationalId: Normaliser = (text) => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[\d\s-]+$/.test(trimmed) ? formatKennitala(trimmed) : trimmed;
};

/** IBAN in electronic format: capitals, no spaces. */
export const iban: Normaliser = (text) => {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return compact === '' ? undefined : compact;
};

export const bic: Normaliser = iban;

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
