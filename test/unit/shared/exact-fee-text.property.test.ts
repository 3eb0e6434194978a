import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalsOf, exactNumber } from '../../../shared/fees/exact-number';
import { type FeeUnit, feeText, feeUnitOf, feeUnitSymbol } from '../../../shared/fees/fee-units';
import { renderReceiptHtml } from '../../../main/receipts/render-receipt';
import { RECEIPT_LOCALES } from '../../../main/receipts/receipt-i18n';
import { sampleReceipt } from '../receipts/sample-receipt';

/**
 * The locales fees are shown in: the receipt's, the renderer's (Icelandic falls back to German
 * where the browser has no Icelandic data, decision in renderer/src/lib/i18n/i18n.svelte.ts).
 */
const LOCALES: readonly (readonly string[])[] = [['en-GB'], ['is-IS', 'de-DE'], ['de-DE']];
const UNITS: readonly (FeeUnit | undefined)[] = ['amount', 'percent', undefined];

/** Reads a shown fee back as a person would: the unit off, then the locale's grouping and decimal signs. */
function readBack(shown: string, unit: FeeUnit | undefined, locales: readonly string[]): number {
  const parts = new Intl.NumberFormat([...locales]).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')!.value;
  const group = parts.find((part) => part.type === 'group')!.value;
  const symbol = feeUnitSymbol(unit, locales);
  const bare = (symbol === '' ? shown : shown.replace(symbol, '')).replace(/[\s\u00a0\u202f]/g, '');
  const groupPattern = `\\d{1,3}(?:${escape(group)}\\d{3})*`;
  expect(bare).toMatch(new RegExp(`^-?(?:${groupPattern}|\\d+)(?:${escape(decimal)}\\d+)?$`));
  return Number(bare.split(group).join('').replace(decimal, '.'));
}

const escape = (sign: string) => sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fee values as the rules let them through: 0 to a billion, at most four decimals (G11, §8.1). */
const feeValue = fc
  .tuple(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 4 }))
  .map(([units, decimals]) => units / 10 ** decimals);
/** And any finite number a draft may hold, binary noise included (0.1 + 0.2). */
const anyValue = fc.double({ min: -1e9, max: 1e12, noNaN: true, noDefaultInfinity: true });

describe('fee values are shown exactly, with their unit', () => {
  it('0.0125 is 0.0125 (0,0125 in Icelandic), never 0.013', () => {
    expect(feeText(0.0125, 'percent', 'en-GB')).toBe('0.0125%');
    expect(feeText(0.0125, 'percent', 'is-IS')).toBe('0,0125%');
    expect(feeText(2500, 'amount', 'is-IS')).toBe('2.500\u00a0kr.');
    expect(feeText(2500, 'amount', 'en-GB')).toBe('ISK\u00a02,500');
    expect(exactNumber(0.1 + 0.2, 'en-GB')).toBe('0.30000000000000004');
    expect(decimalsOf(1e-7)).toBe(7);
  });

  it('valueType 1 is an amount in krónur, 2 a percentage; anything else has no unit we could name', () => {
    expect([feeUnitOf(1), feeUnitOf(2), feeUnitOf(3), feeUnitOf(undefined), feeUnitOf(null)]).toEqual([
      'amount',
      'percent',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('what every screen shows reads back as the value sent, in every language and unit', () => {
    fc.assert(
      fc.property(fc.oneof(feeValue, anyValue), fc.constantFrom(...LOCALES), fc.constantFrom(...UNITS), (value, locales, unit) => {
        const shown = feeText(value, unit, locales);
        expect(readBack(shown, unit, locales)).toBe(value);
        if (unit !== undefined) expect(shown).toContain(feeUnitSymbol(unit, locales));
      }),
      { numRuns: 2000 },
    );
  });

  it('what the receipt prints reads back as the value sent, in both languages', () => {
    fc.assert(
      fc.property(
        feeValue,
        feeValue,
        feeValue,
        fc.constantFrom('en', 'is') as fc.Arbitrary<'en' | 'is'>,
        (fixed, percentage, value, language) => {
          const data = sampleReceipt({
            serviceCharges: [{ name: 'Domestic debit cards', fixedValue: fixed, percentageValue: percentage }],
            processingFees: [{ name: 'Payment fee', markets: ['Iceland'], types: [], value, decimalPrecision: 4, valueType: 2 }],
          });
          const html = renderReceiptHtml(data, { layout: 'a4', language, now: '2026-11-21T11:30:00.000Z', timeZone: 'UTC' });
          const cells = [...html.matchAll(/<td class="num">([^<]*)<\/td>/g)].map((match) => match[1]!);
          const locales = [RECEIPT_LOCALES[language]];
          // Stores' IDs come first (agreement, terminal per store), then the fees in order.
          const [shownFixed, shownPercentage, shownValue] = cells.slice(-3);
          expect(readBack(shownFixed!, 'amount', locales)).toBe(fixed);
          expect(readBack(shownPercentage!, 'percent', locales)).toBe(percentage);
          expect(readBack(shownValue!, 'percent', locales)).toBe(value);
        },
      ),
      { numRuns: 300 },
    );
  });
});
