import { describe, expect, it } from 'vitest';
import { processingFeesRule } from '$shared/rules/fees';
import { found, makeSettings } from '../helpers';

const fee = (name: string, rest: Record<string, unknown>) => ({
  name,
  markets: ['Iceland'],
  types: ['Card present'],
  valueType: 1,
  ...rest,
});

const settings = makeSettings({
  Fees: {
    MerchantServiceChargeFeeNames: [],
    processingFees: [
      fee('Miniminum monthly service charge', { min: 0, max: 20000, default: 2500, value: 2500, editable: true, decimalPrecision: 2 }),
      fee('Authorization fee', {
        min: 0.5,
        max: 2.5,
        default: 1,
        value: 1.25,
        editable: true,
        decimalPrecision: 4,
        types: ['Card present', 'Card not present'],
      }),
      fee('Authorization fee', { markets: ['Crossborder'], min: 1, max: 3, default: 2, editable: true, decimalPrecision: 4 }),
      fee('PCI fee', { min: 0, max: 5000, default: 1000, value: 1500, editable: false, decimalPrecision: 2 }),
      fee('Chargeback fee', { min: 0, max: 9000, default: 3500, editable: false, decimalPrecision: 0 }),
    ],
  },
});

/** An agreed value for the settings fee `name` in Iceland, card present. */
const agreed = (name: string, value: unknown, rest: Record<string, unknown> = {}) => ({
  name,
  markets: ['Iceland'],
  types: ['Card present'],
  value,
  ...rest,
});
const both = ['Card present', 'Card not present'];

function problemsFor(entry: unknown) {
  return found(processingFeesRule([agreed('PCI fee', 1500), entry], settings));
}

describe('processing fees rule: agreed values against the settings', () => {
  it.each([
    ['at the minimum', agreed('Miniminum monthly service charge', 0)],
    ['at the maximum', agreed('Miniminum monthly service charge', 20000)],
    ['with two decimals at precision 2', agreed('Miniminum monthly service charge', 2499.99)],
    ['with four decimals at precision 4', agreed('Authorization fee', 1.2345, { types: both })],
    ['with markets and types in another order', agreed('Authorization fee', 2.5, { types: [...both].reverse() })],
    ['of the same name in another market', agreed('Authorization fee', 3, { markets: ['Crossborder'] })],
    ['not editable, at its value', agreed('PCI fee', 1500)],
    ['not editable and without a value, at its default', agreed('Chargeback fee', 3500)],
  ])('passes %s', (_, entry) => {
    expect(problemsFor(entry)).toEqual([]);
  });

  it.each([
    ['below the minimum', agreed('Authorization fee', 0.4999, { types: both }), 'fee_out_of_bounds'],
    ['above the maximum', agreed('Miniminum monthly service charge', 20000.01), 'fee_out_of_bounds'],
    ['above the maximum of its own market', agreed('Authorization fee', 3, { types: both }), 'fee_out_of_bounds'],
    ['with three decimals at precision 2', agreed('Miniminum monthly service charge', 2499.999), 'fee_precision'],
    ['with a large value and three decimals at precision 2', agreed('Miniminum monthly service charge', 12500.001), 'fee_precision'],
    ['with five decimals at precision 4', agreed('Authorization fee', 1.23456, { types: both }), 'fee_precision'],
    ['not editable, changed', agreed('PCI fee', 1400), 'fee_not_editable'],
    ['not editable, at its default rather than its value', agreed('PCI fee', 1000), 'fee_not_editable'],
    ['not editable and without a value, changed', agreed('Chargeback fee', 3000), 'fee_not_editable'],
    ['written as text (the field says "enter a number")', agreed('PCI fee', '15 hundred'), 'invalid_type'],
  ])('refuses a value %s', (_, entry, code) => {
    expect(problemsFor(entry)).toEqual([{ path: ['processingFees', 1, 'value'], code }]);
  });

  it.each([
    ['a name the settings do not have', agreed('Setup fee', 10)],
    ['a market the fee does not have', agreed('Miniminum monthly service charge', 10, { markets: ['Crossborder'] })],
    ['one of its types only', agreed('Authorization fee', 1, { types: ['Card present'] })],
  ])('refuses %s as fee_name_unknown', (_, entry) => {
    expect(problemsFor(entry)).toEqual([{ path: ['processingFees', 1, 'name'], code: 'fee_name_unknown' }]);
  });

  it('checks nothing without settings or without a list', () => {
    expect(processingFeesRule([agreed('PCI fee', 1)], undefined)).toEqual([]);
    expect(processingFeesRule({ name: 'PCI fee' }, settings)).toEqual([]);
  });
});
