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
 * "+354 861 3333", "00354-861-3333", "+354/8613333" → "+354/8613333", the spec's example shape.
 * Without a country code, seven digits ("861 3333", "8613333") are an Icelandic number. Anything
 * else is kept as typed so validation can ask for the country code.
 */
export const phone: Normaliser = (text) => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const international = /^(?:\+|00)(\d{1,3})\s*[\s/.-]\s*([\d\s.-]+)$/.exec(trimmed);
  if (international !== null) return `+${international[1]}/${international[2]!.replace(/\D/g, '')}`;
  const local = trimmed.replace(/[\s.-]/g, '');
  if (/^\d{7}$/.test(local)) return `+354/${local}`;
  return trimmed;
};

/** "+354/8613333" → "+354 861 3333": how a phone reads in the field once the agent has left it. */
export function displayPhone(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^\+(\d{1,3})\/(\d+)$/.exec(value);
  if (match === null) return value;
  const [, code, digits] = match;
  const grouped = digits!.length === 7 ? `${digits!.slice(0, 3)} ${digits!.slice(3)}` : digits!;
  return `+${code} ${grouped}`;
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
