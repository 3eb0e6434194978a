/**
 * A store's currency is derived from its country (§2.11 restricts Amex by country, currency and
 * MCC, but a store has no currency field). Countries not listed here have no derivable
 * currency: the Amex rule then matches on country and MCC alone, refusing rather than guessing.
 */
const EURO = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
  'BG',
  'AD',
  'MC',
  'SM',
  'VA',
  'ME',
  'XK',
] as const;

const OTHERS: Record<string, string> = {
  IS: 'ISK',
  GB: 'GBP',
  DK: 'DKK',
  FO: 'DKK',
  GL: 'DKK',
  NO: 'NOK',
  SE: 'SEK',
  CH: 'CHF',
  LI: 'CHF',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  JP: 'JPY',
  CN: 'CNY',
  IN: 'INR',
  TR: 'TRY',
  UA: 'UAH',
  RS: 'RSD',
  BA: 'BAM',
  MK: 'MKD',
  AL: 'ALL',
  MD: 'MDL',
  GE: 'GEL',
  AM: 'AMD',
  AZ: 'AZN',
  IL: 'ILS',
  AE: 'AED',
  SA: 'SAR',
  ZA: 'ZAR',
  BR: 'BRL',
  MX: 'MXN',
  SG: 'SGD',
  HK: 'HKD',
  KR: 'KRW',
};

export function currencyOfCountry(countryCode: string): string | undefined {
  const code = countryCode.toUpperCase();
  if ((EURO as readonly string[]).includes(code)) return 'EUR';
  return OTHERS[code];
}
