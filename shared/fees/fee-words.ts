/**
 * The fee names, markets and transaction types the spec lists (§2.9, §2.11), in the two
 * languages of the app, for the editor and the receipt alike. The service's own spelling is the
 * key and the English text (a merchant compares it with the acquirer's price list); a name a
 * settings response brings that is not here is shown as given.
 */
type Words = Readonly<Record<string, { readonly en: string; readonly is: string }>>;

const FEE_NAMES: Words = {
  'Domestic debit cards': { en: 'Domestic debit cards', is: 'Innlend debetkort' },
  'Domestic credit cards': { en: 'Domestic credit cards', is: 'Innlend kreditkort' },
  'Foreign debit cards': { en: 'Foreign debit cards', is: 'Erlend debetkort' },
  'Foreign credit cards': { en: 'Foreign credit cards', is: 'Erlend kreditkort' },
  'Pre authorization fee': { en: 'Pre authorization fee', is: 'Gjald fyrir forheimild' },
  'Miniminum monthly service charge': { en: 'Minimum monthly service charge', is: 'Lágmarks mánaðargjald' },
  'PCI fee': { en: 'PCI fee', is: 'PCI-gjald' },
  'E-com gateway monthly': { en: 'E-com gateway monthly', is: 'Netgátt, mánaðargjald' },
  'E-com gateway transaction': { en: 'E-com gateway transaction', is: 'Netgátt, færslugjald' },
  'Authorization fee': { en: 'Authorization fee', is: 'Heimildargjald' },
  'Chargeback fee': { en: 'Chargeback fee', is: 'Endurkröfugjald' },
  'Payment fee': { en: 'Payment fee', is: 'Greiðslugjald' },
};

const MARKETS: Words = {
  Iceland: { en: 'Iceland', is: 'Ísland' },
  Crossborder: { en: 'Cross-border', is: 'Milli landa' },
};

const TRANSACTION_TYPES: Words = {
  'Card present': { en: 'Card present', is: 'Kort á staðnum' },
  'Card not present': { en: 'Card not present', is: 'Kort ekki á staðnum' },
};

export type FeeLanguage = 'en' | 'is';

export const feeName = (name: string, language: FeeLanguage): string => FEE_NAMES[name]?.[language] ?? name;
export const feeMarkets = (markets: readonly string[], language: FeeLanguage): string =>
  markets.map((market) => MARKETS[market]?.[language] ?? market).join(', ');
export const feeTypes = (types: readonly string[], language: FeeLanguage): string =>
  types.map((type) => TRANSACTION_TYPES[type]?.[language] ?? type).join(', ');

/** "Authorization fee (Iceland · Card present, Card not present)": one processing fee, named so no other reads the same. */
export function processingFeeLabel(
  fee: { name: string; markets: readonly string[]; types: readonly string[] },
  language: FeeLanguage,
): string {
  const scope = [feeMarkets(fee.markets, language), feeTypes(fee.types, language)].filter(Boolean).join(' · ');
  return scope === '' ? feeName(fee.name, language) : `${feeName(fee.name, language)} (${scope})`;
}
