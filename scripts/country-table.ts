import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Countries {
  registerLocale(data: unknown): void;
  getNames(lang: string, options: { select: 'official' | 'all' }): Record<string, string | string[]>;
}

/** [code, English name, Icelandic name, other names], sorted by code, as i18n-iso-countries has them. */
export function countryTable(): [string, string, string, string[]][] {
  const countries = require('i18n-iso-countries') as Countries;
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/is.json'));
  const en = countries.getNames('en', { select: 'official' }) as Record<string, string>;
  const is = countries.getNames('is', { select: 'official' }) as Record<string, string>;
  const allEn = countries.getNames('en', { select: 'all' }) as Record<string, string[]>;
  const allIs = countries.getNames('is', { select: 'all' }) as Record<string, string[]>;
  return Object.keys(en)
    .sort()
    .map((code) => {
      const names = [en[code]!, is[code]!];
      const others = [...new Set([...(allEn[code] ?? []), ...(allIs[code] ?? [])])].filter((name) => !names.includes(name));
      return [code, en[code]!, is[code]!, others];
    });
}
