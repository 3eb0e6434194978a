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

/** "+354 555 1234", "00354-555-1234", "+354/555 1234" → "+354/5551234". */
export const phone: Normaliser = (text) => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const match = /^(?:\+|00)(\d{1,3})\s*[\s/.-]\s*([\d\s.-]+)$/.exec(trimmed);
  if (match === null) return trimmed;
  const digits = match[2]!.replace(/\D/g, '');
  return `+${match[1]}/${digits}`;
};

export const countryCode: Normaliser = (text) => {
  const trimmed = text.trim().toUpperCase();
  return trimmed === '' ? undefined : trimmed;
};

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
