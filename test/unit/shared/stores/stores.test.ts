import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES, type EntityType } from '$shared/entity-types';
import { application, found, only, problemsOf, set } from '../helpers';

/** Adds a copy of the first store at the end and changes `path` in it, so the index is checked too. */
function withNewStore(type: EntityType, path: (string | number)[], value: unknown) {
  const app = application(type);
  const stores = app.stores as object[];
  const index = stores.length;
  stores.push(structuredClone(stores[0]!));
  set(app, ['stores', index, ...path], value);
  return { app, index };
}

function perType<T>(values: readonly T[]) {
  return ENTITY_TYPES.flatMap((type) => values.map((value) => [type, value] as const));
}

describe('stores rule: a four-digit category code', () => {
  it.each(perType([742, 5552, 5812]))('%s: %i passes', (type, mcc) => {
    expect(problemsOf(type, withNewStore(type, ['merchantCategoryCode'], mcc).app)).toEqual([]);
  });

  // 0 and 9999 have four digits but no card scheme lists them (test/unit/shared/stores/mcc-list.test.ts).
  it.each(perType([10000, -1, 12345, 0, 9999]))('%s: %i is mcc_invalid', (type, mcc) => {
    const { app, index } = withNewStore(type, ['merchantCategoryCode'], mcc);
    expect(problemsOf(type, app)).toEqual(only(['stores', index, 'merchantCategoryCode'], 'mcc_invalid'));
  });

  it.each(ENTITY_TYPES)('%s: 5812.5 is no integer for the schema and no code for the rule', (type) => {
    const { app, index } = withNewStore(type, ['merchantCategoryCode'], 5812.5);
    const path = ['stores', index, 'merchantCategoryCode'];
    expect(problemsOf(type, app)).toEqual(
      found([
        { path, code: 'invalid_type' },
        { path, code: 'mcc_invalid' },
      ]),
    );
  });
});

describe('stores rule: one volume per accepted transaction type', () => {
  it.each(ENTITY_TYPES)('%s: no volume for CardPresent is volume_missing', (type) => {
    const { app, index } = withNewStore(type, ['volumeInformation'], []);
    expect(problemsOf(type, app)).toEqual(only(['stores', index, 'volumeInformation'], 'volume_missing'));
  });

  it.each(ENTITY_TYPES)('%s: a second volume for CardPresent is invalid_value', (type) => {
    const volumes = [
      { transactionTypeCategory: 'CardPresent', volume: 1 },
      { transactionTypeCategory: 'CardPresent', volume: 2 },
    ];
    const { app, index } = withNewStore(type, ['volumeInformation'], volumes);
    expect(problemsOf(type, app)).toEqual(only(['stores', index, 'volumeInformation', 1, 'transactionTypeCategory'], 'invalid_value'));
  });

  it.each(ENTITY_TYPES)('%s: a volume for a type the store does not accept is volume_not_accepted', (type) => {
    const volumes = [
      { transactionTypeCategory: 'CardPresent', volume: 1 },
      { transactionTypeCategory: 'CardNotPresent', volume: 2 },
    ];
    const { app, index } = withNewStore(type, ['volumeInformation'], volumes);
    const path = ['stores', index, 'volumeInformation', 1, 'transactionTypeCategory'];
    // The schema knows no such type either.
    expect(problemsOf(type, app)).toEqual(
      found([
        { path, code: 'invalid_value' },
        { path, code: 'volume_not_accepted' },
      ]),
    );
  });
});

describe('stores rule: the average transaction is no larger than the maximum', () => {
  const amounts = (average: number, maximum: number) => ({
    expectedAverageTransactionAmount: average,
    expectedMaximumTransactionAmount: maximum,
    averageTimeBetweenPurchaseAndDeliveryInDays: 0,
    averageMonthlyVolume: 1000,
  });

  it.each(
    perType([
      [2500, 40000],
      [40000, 40000],
      [0, 0],
    ] as const),
  )('%s: %j passes', (type, [average, maximum]) => {
    expect(problemsOf(type, withNewStore(type, ['transactionInformation'], amounts(average, maximum)).app)).toEqual([]);
  });

  it.each(
    perType([
      [40001, 40000],
      [0.01, 0],
    ] as const),
  )('%s: %j is amount_order', (type, [average, maximum]) => {
    const { app, index } = withNewStore(type, ['transactionInformation'], amounts(average, maximum));
    expect(problemsOf(type, app)).toEqual(
      only(['stores', index, 'transactionInformation', 'expectedAverageTransactionAmount'], 'amount_order'),
    );
  });
});
