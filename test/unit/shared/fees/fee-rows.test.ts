import { describe, expect, it } from 'vitest';
import { withFeeRows } from '$shared/draft/fee-rows';
import type { DraftBody } from '$shared/draft/draft-body';
import { trainingSettings } from '$main/training-service/default-settings';
import { feeInForce } from '$shared/wire/settings';
import { makeSettings } from '../helpers';

const fee = (name: string, rest: Record<string, unknown>) => ({
  name,
  markets: ['Iceland'],
  types: ['Card present'],
  valueType: 1,
  min: 0,
  max: 5000,
  decimalPrecision: 2,
  ...rest,
});

const settings = makeSettings({
  Fees: {
    MerchantServiceChargeFeeNames: ['Debit', 'Credit'],
    processingFees: [
      fee('Authorization fee', { default: 1, value: 1.25, editable: true }),
      fee('Authorization fee', { markets: ['Crossborder'], default: 2, editable: true }),
      fee('PCI fee', { default: 1000, value: 1500, editable: false }),
    ],
  },
});

const empty = (): DraftBody => ({ application: {}, processingFees: [] });

describe('the fee rows main puts in a draft for the settings in force', () => {
  it('a new draft gets a row per service-charge name and every processing fee at the acquirer’s value', () => {
    const next = withFeeRows(empty(), settings)!;
    expect(next.application.fees).toEqual({ merchantServiceChargeFees: [{ name: 'Debit' }, { name: 'Credit' }] });
    expect(next.processingFees).toEqual([
      { name: 'Authorization fee', markets: ['Iceland'], types: ['Card present'], value: 1.25 },
      { name: 'Authorization fee', markets: ['Crossborder'], types: ['Card present'], value: 2 },
      { name: 'PCI fee', markets: ['Iceland'], types: ['Card present'], value: 1500 },
    ]);
  });

  it('rows already right change nothing (undefined), and the draft given is never mutated', () => {
    const built = withFeeRows(empty(), settings)!;
    const before = JSON.stringify(built);
    expect(withFeeRows(built, settings)).toBeUndefined();
    expect(JSON.stringify(built)).toBe(before);
  });

  it('an editable fee keeps what the agent chose; a fixed one follows the acquirer’s current value', () => {
    const built = withFeeRows(empty(), settings)!;
    built.processingFees[0]!.value = 0.9;
    built.processingFees[2]!.value = 42;
    const next = withFeeRows(built, settings)!;
    expect(next.processingFees[0]!.value).toBe(0.9);
    expect(next.processingFees[2]!.value).toBe(1500);
    expect(built.processingFees[2]!.value).toBe(42);
  });

  it('a service charge the agent filled keeps its values; only missing names are added, each once', () => {
    const draft: DraftBody = {
      application: { fees: { merchantServiceChargeFees: [{ name: 'Credit', value: 1.4 }], other: 'kept' } },
      processingFees: [],
    };
    const next = withFeeRows(draft, settings)!;
    expect(next.application.fees).toEqual({
      merchantServiceChargeFees: [{ name: 'Credit', value: 1.4 }, { name: 'Debit' }],
      other: 'kept',
    });
  });

  it('a fee is matched by name, markets and types together, whatever their order', () => {
    const draft: DraftBody = {
      application: { fees: { merchantServiceChargeFees: [{ name: 'Debit' }, { name: 'Credit' }] } },
      processingFees: [{ name: 'Authorization fee', markets: ['Crossborder'], types: ['Card present'], value: 2.5 }],
    };
    const next = withFeeRows(draft, settings)!;
    expect(next.processingFees.filter((row) => row.name === 'Authorization fee').map((row) => [row.markets[0], row.value])).toEqual([
      ['Crossborder', 2.5],
      ['Iceland', 1.25],
    ]);
  });
});

describe('the value a fee starts with', () => {
  it('is the settings’ value where it differs from their default, as the Default column shows it', () => {
    // The training key's cross-border authorisation fee: value 0.2, default 0.15.
    const crossBorder = trainingSettings().Fees.processingFees.find(
      (entry) => entry.markets.join() === 'Crossborder' && entry.name === 'Authorization fee',
    )!;
    const filled = withFeeRows(empty(), makeSettings({ Fees: { MerchantServiceChargeFeeNames: [], processingFees: [crossBorder] } }))!;
    expect(filled.processingFees[0]!.value).toBe(0.2);
    expect(feeInForce(crossBorder)).toBe(0.2);
    expect(feeInForce({ value: undefined, default: 0.15 })).toBe(0.15);
  });
});
