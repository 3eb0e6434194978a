import { describe, expect, it } from 'vitest';
import { countryTable } from '../../../scripts/country-table';
import { COUNTRIES, countryFromText, isCountryCode } from '$shared/countries/countries';
import { ISO_3166 } from '$shared/countries/iso-3166';
import { countryCode } from '$shared/wire/formats';

describe('ISO 3166-1 countries', () => {
  it('are exactly what i18n-iso-countries has (regenerate with scripts/generate-countries.ts)', () => {
    expect(ISO_3166.map((row) => [row[0], row[1], row[2], [...row[3]]])).toEqual(countryTable());
  });

  it('have an English and an Icelandic name for every code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.en).not.toBe('');
      expect(country.is).not.toBe('');
    }
    expect(COUNTRIES.find((country) => country.code === 'IS')).toMatchObject({ en: 'Iceland', is: 'Ísland' });
  });

  it('read a code or a name in either language, and never guess', () => {
    for (const typed of ['IS', 'is', ' Iceland ', 'Ísland', 'ísland', 'ISLAND']) expect(countryFromText(typed)).toBe('IS');
    expect(countryFromText('Danmörk')).toBe('DK');
    expect(countryFromText('United Kingdom')).toBe('GB');
    expect(countryFromText('Bretland')).toBe('GB');
    // The Canary Islands' reserved code, which "Iceland" becomes when cut to two letters.
    expect(countryFromText('IC')).toBeUndefined();
    expect(countryFromText('Icel')).toBeUndefined();
    expect(countryFromText('Atlantis')).toBeUndefined();
  });

  it('the wire takes assigned codes only', () => {
    expect(isCountryCode('IS')).toBe(true);
    expect(isCountryCode('IC')).toBe(false);
    expect(countryCode.safeParse('IS').success).toBe(true);
    expect(countryCode.safeParse('IC').success).toBe(false);
    expect(countryCode.safeParse('is').success).toBe(false);
  });
});
