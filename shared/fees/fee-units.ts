import { type ExactOptions, type NumberLanguage, exactNumber, unitSymbol } from './exact-number';

/**
 * What a fee's number counts: a percentage of the sale, or an amount in the acquirer's currency.
 * A processing fee says which by its settings' `valueType` (1: amount, 2: percentage; see
 * decisions: Fees have units); a service charge has one field of each.
 */
export type FeeUnit = 'amount' | 'percent';

/** The acquirer prices its fees in Icelandic krónur. */
export const FEE_CURRENCY = 'ISK';

const VALUE_TYPES: Readonly<Record<number, FeeUnit>> = { 1: 'amount', 2: 'percent' };

/** The unit of a processing fee, or undefined for a `valueType` the settings did not give or we do not know. */
export function feeUnitOf(valueType: number | null | undefined): FeeUnit | undefined {
  return valueType === null || valueType === undefined ? undefined : VALUE_TYPES[valueType];
}

function unitOption(unit: FeeUnit | undefined): ExactOptions['unit'] {
  if (unit === undefined) return undefined;
  return unit === 'percent' ? 'percent' : { currency: FEE_CURRENCY };
}

/** A fee value exactly as sent, with its unit: "0,0125%", "2.500 kr.", "ISK 2,500". */
export function feeText(value: number, unit: FeeUnit | undefined, language: NumberLanguage): string {
  return exactNumber(value, language, { unit: unitOption(unit) });
}

/** The unit alone, as the language writes it ("kr.", "ISK", "%"); empty when the unit is not known. */
export function feeUnitSymbol(unit: FeeUnit | undefined, language: NumberLanguage): string {
  const option = unitOption(unit);
  return option === undefined ? '' : unitSymbol(option, language);
}
