import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMBER_LOCALES, type NumberLanguage, decimalsOf, exactNumber } from '$shared/fees/exact-number';
import { type FeeUnit, feeText, feeUnitOf, feeUnitSymbol } from '$shared/fees/fee-units';
import { renderReceiptHtml } from '$main/receipts/render-receipt';
import { sampleReceipt } from '../../receipts/sample-receipt';

const LANGUAGES: readonly NumberLanguage[] = ['en', 'is'];
const UNITS: readonly (FeeUnit | undefined)[] = ['amount', 'percent', undefined];

/** Reads a shown fee back as a person would: the unit off, then the language's grouping and decimal signs. */
function readBack(shown: string, unit: FeeUnit | undefined, language: NumberLanguage): number {
  const parts = new Intl.NumberFormat([...NUMBER_LOCALES[language]]).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')!.value;
  const group = parts.find((part) => part.type === 'group')!.value;
  const symbol = feeUnitSymbol(unit, language);
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
    expect(feeText(0.0125, 'percent', 'en')).toBe('0.0125%');
    expect(feeText(0.0125, 'percent', 'is')).toBe('0,0125%');
    expect(feeText(2500, 'amount', 'is')).toBe('2.500\u00a0kr.');
    expect(feeText(2500, 'amount', 'en')).toBe('ISK\u00a02,500');
    expect(exactNumber(0.1 + 0.2, 'en')).toBe('0.30000000000000004');
    expect(decimalsOf(1e-7)).toBe(7);
  });

  it('Icelandic is written as Intl writes is-IS, also where the runtime has no Icelandic data (Chromium)', () => {
    // Node has full ICU: its is-IS is the convention. Chromium answers is-IS from another locale;
    // its German digits are Icelandic's, but its units are not ("2.500 ISK", "0,85 %").
    const withoutIcelandic = ['de-DE'];
    const isIS = (options: Intl.NumberFormatOptions, value: number) => new Intl.NumberFormat('is-IS', options).format(value);
    for (const [value, unit, intl] of [
      [2500, { currency: 'ISK' }, isIS({ style: 'currency', currency: 'ISK' }, 2500)],
      [0.85, 'percent', isIS({ style: 'unit', unit: 'percent', maximumFractionDigits: 2 }, 0.85)],
      [1234567.5, { currency: 'ISK' }, '1.234.567,5\u00a0kr.'],
    ] as const) {
      expect(exactNumber(value, 'is', { unit })).toBe(intl);
      expect(exactNumber(value, 'is', { unit }, withoutIcelandic)).toBe(intl);
    }
    expect(exactNumber(2500.5, 'is', { unit: { currency: 'EUR' } }, withoutIcelandic)).toBe('2.500,5\u00a0EUR');
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
      fc.property(fc.oneof(feeValue, anyValue), fc.constantFrom(...LANGUAGES), fc.constantFrom(...UNITS), (value, language, unit) => {
        const shown = feeText(value, unit, language);
        expect(readBack(shown, unit, language)).toBe(value);
        if (unit !== undefined) expect(shown).toContain(feeUnitSymbol(unit, language));
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
          // Stores' IDs come first (agreement, terminal per store), then the fees in order.
          const [shownFixed, shownPercentage, shownValue] = cells.slice(-3);
          expect(readBack(shownFixed!, 'amount', language)).toBe(fixed);
          expect(readBack(shownPercentage!, 'percent', language)).toBe(percentage);
          expect(readBack(shownValue!, 'percent', language)).toBe(value);
        },
      ),
      { numRuns: 300 },
    );
  });
});
