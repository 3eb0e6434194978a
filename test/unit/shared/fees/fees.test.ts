import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { hasAtMostDecimals } from '$shared/rules/decimals';
import { merchantServiceChargeFeesRule } from '$shared/rules/fees';
import { application, found, makeSettings, only, problemsOf, remove, set, TODAY, withValue } from '../helpers';

const FEES = ['fees', 'merchantServiceChargeFees'];
const nameAt = (index: number) => [...FEES, index, 'name'];

describe('merchant service charge fees: names from the settings, each once', () => {
  it.each(ENTITY_TYPES)('%s: a misspelled name is fee_name_unknown, and the real one is missing', (type) => {
    expect(problemsOf(type, withValue(type, nameAt(2), 'Foreign debit card'))).toEqual(
      found([
        { path: nameAt(2), code: 'fee_name_unknown' },
        { path: FEES, code: 'fee_missing' },
      ]),
    );
  });

  it.each(ENTITY_TYPES)('%s: names are compared exactly, case included', (type) => {
    expect(problemsOf(type, withValue(type, nameAt(0), 'domestic debit cards'))).toContainEqual({
      path: nameAt(0),
      code: 'fee_name_unknown',
    });
  });

  it.each(ENTITY_TYPES)('%s: a name twice is fee_name_duplicate at the second', (type) => {
    expect(problemsOf(type, withValue(type, nameAt(3), 'Domestic debit cards'))).toEqual(
      found([
        { path: nameAt(3), code: 'fee_name_duplicate' },
        { path: FEES, code: 'fee_missing' },
      ]),
    );
  });

  it.each(ENTITY_TYPES)('%s: a missing name is fee_missing', (type) => {
    const app = application(type);
    (app.fees as { merchantServiceChargeFees: unknown[] }).merchantServiceChargeFees.splice(1, 1);
    expect(problemsOf(type, app)).toEqual(only(FEES, 'fee_missing'));
  });

  it.each(ENTITY_TYPES)('%s: every missing name is named, in one problem', (type) => {
    const problems = merchantServiceChargeFeesRule(withValue(type, FEES, []), { type, settings: makeSettings(), today: TODAY });
    expect(found(problems)).toEqual(only(FEES, 'fee_missing'));
    for (const name of ['Domestic debit cards', 'Domestic credit cards', 'Foreign debit cards', 'Foreign credit cards']) {
      expect(problems[0]?.message).toContain(`"${name}"`);
    }
  });

  it.each(ENTITY_TYPES)('%s: without settings the fees cannot be checked', (type) => {
    expect(problemsOf(type, application(type), { settings: undefined })).toEqual(only(['fees'], 'fee_missing'));
  });

  it.each(ENTITY_TYPES)("%s: the names are this key's settings, not the ones the spec shows", (type) => {
    const settings = makeSettings({
      Fees: { MerchantServiceChargeFeeNames: ['Domestic debit cards', 'Foreign debit cards', 'All credit cards'] },
    });
    const app = application(type);
    set(app, FEES, [
      { name: 'Domestic debit cards', fixedValue: 0, percentageValue: 0.9 },
      { name: 'Foreign debit cards', fixedValue: 15, percentageValue: 2.2 },
      { name: 'All credit cards', fixedValue: 0, percentageValue: 1.9 },
    ]);
    expect(problemsOf(type, app, { settings })).toEqual([]);
    expect(problemsOf(type, application(type), { settings })).toEqual(
      found([
        { path: nameAt(1), code: 'fee_name_unknown' },
        { path: nameAt(3), code: 'fee_name_unknown' },
        { path: FEES, code: 'fee_missing' },
      ]),
    );
  });

  it.each(ENTITY_TYPES)('%s: at most four decimals in a value', (type) => {
    expect(problemsOf(type, withValue(type, [...FEES, 0, 'percentageValue'], 0.1234))).toEqual([]);
    expect(problemsOf(type, withValue(type, [...FEES, 0, 'percentageValue'], 0.12345))).toEqual(
      only([...FEES, 0, 'percentageValue'], 'fee_precision'),
    );
    expect(problemsOf(type, withValue(type, [...FEES, 1, 'fixedValue'], 10000.00001))).toEqual(
      only([...FEES, 1, 'fixedValue'], 'fee_precision'),
    );
  });

  it.each(ENTITY_TYPES)('%s: an entry without a name is required, and its fee missing', (type) => {
    const app = application(type);
    remove(app, nameAt(0));
    expect(problemsOf(type, app)).toEqual(
      found([
        { path: nameAt(0), code: 'required' },
        { path: FEES, code: 'fee_missing' },
      ]),
    );
  });
});

describe('hasAtMostDecimals', () => {
  it.each([
    [0.1 + 0.2, 2],
    [33.34, 2],
    [1.005, 3],
    [0.0001, 4],
    [123456789.12, 2],
    [9999999.9999, 4],
    [42, 0],
  ])('%d has at most %i decimals', (value, precision) => {
    expect(hasAtMostDecimals(value, precision)).toBe(true);
  });

  it.each([
    [1.23456, 4],
    [0.125, 2],
    [10000.001, 2],
    [1000.00001, 4],
    [50000.5, 0],
  ])('%d has more than %i decimals', (value, precision) => {
    expect(hasAtMostDecimals(value, precision)).toBe(false);
  });
});
