import { foldForCountryName } from '../fold';
import { ISO_3166 } from './iso-3166';

/** One ISO 3166-1 country: its alpha-2 code and its names in the app's two languages. */
export interface Country {
  code: string;
  en: string;
  is: string;
  /** Other names either language uses ("UK", "Great Britain"), for finding it. */
  others: readonly string[];
}

export const COUNTRIES: readonly Country[] = ISO_3166.map(([code, en, is, others]) => ({ code, en, is, others }));

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** True for an assigned ISO 3166-1 alpha-2 code (capitals): "IC", the Canary Islands' reserved code, is not one. */
export function isCountryCode(code: string): boolean {
  return BY_CODE.has(code);
}

export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code);
}

const BY_NAME = new Map<string, string>();
for (const country of COUNTRIES) {
  for (const name of [country.en, country.is, ...country.others]) {
    const key = foldForCountryName(name);
    // A name two countries share would pick one at random: it is left for the agent to choose.
    BY_NAME.set(key, BY_NAME.has(key) && BY_NAME.get(key) !== country.code ? '' : country.code);
  }
}

/**
 * The country whose code or full name (English, Icelandic or another common one) the text is:
 * "IS", "is", "Iceland", "Ísland" → IS. Anything else is undefined, never a guess.
 */
export function countryFromText(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && isCountryCode(trimmed.toUpperCase())) return trimmed.toUpperCase();
  const code = BY_NAME.get(foldForCountryName(trimmed));
  return code === '' ? undefined : code;
}
