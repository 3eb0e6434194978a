import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TooManyItemsError, assertListsWithinLimits, assertPathWithinLimits } from '$shared/draft/list-limits';
import { ENTITY_TYPES } from '$shared/entity-types';
import { parsePath } from '$shared/rules/problem';
import { APPLICATION_SCHEMAS } from '$shared/wire/applications';
import { SettingsSchema } from '$shared/wire/settings';
import {
  LIST_LIMITS,
  MAX_LIST_ITEMS,
  MAX_OTHER_LIST_ITEMS,
  MAX_PERSONS,
  MAX_PROCESSING_FEES,
  MAX_SERVICE_CHARGE_FEES,
  MAX_STORES,
} from '$shared/wire/list-limits';

function refusal(run: () => void): TooManyItemsError {
  try {
    run();
  } catch (error) {
    if (error instanceof TooManyItemsError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('list limits of a draft', () => {
  it('lets a draft hold each list up to its limit', () => {
    const stores = Array.from({ length: MAX_STORES }, () => ({ volumeInformation: [{}] }));
    const persons = Array.from({ length: MAX_PERSONS }, () => ({ roles: ['Director'] }));
    expect(() => assertListsWithinLimits({ application: { stores, persons }, processingFees: [] })).not.toThrow();
  });

  it('refuses a draft with one store, one person or one processing fee too many, naming the list and its limit', () => {
    const one = (length: number) => Array.from({ length }, () => ({}));
    expect(refusal(() => assertListsWithinLimits({ application: { stores: one(MAX_STORES + 1) }, processingFees: [] }))).toMatchObject({
      list: 'stores',
      max: MAX_STORES,
      path: ['stores'],
    });
    expect(refusal(() => assertListsWithinLimits({ application: { persons: one(MAX_PERSONS + 1) }, processingFees: [] }))).toMatchObject({
      list: 'persons',
      max: MAX_PERSONS,
    });
    const fees = one(LIST_LIMITS.processingFees + 1) as never[];
    expect(refusal(() => assertListsWithinLimits({ application: {}, processingFees: fees }))).toMatchObject({ list: 'processingFees' });
  });

  it('bounds a list anywhere in the draft, under any name, by the general limit', () => {
    const application = { stores: [{ volumeInformation: [], acceptedCardTypes: Array(MAX_OTHER_LIST_ITEMS + 1).fill('VISA') }] };
    expect(refusal(() => assertListsWithinLimits({ application, processingFees: [] }))).toMatchObject({
      list: 'other',
      path: ['stores', 0, 'acceptedCardTypes'],
    });
  });

  it('refuses a sparse array of a hundred million slots by its length, at once', () => {
    const stores: unknown[] = [];
    stores[99_999_999] = { name: 'x' };
    expect(refusal(() => assertListsWithinLimits({ application: { stores }, processingFees: [] }))).toMatchObject({ list: 'stores' });
  });

  it('lets a draft stored with more than a limit (before the limits existed) be edited down, never up', () => {
    const stores = (length: number) => ({ application: { stores: Array.from({ length }, () => ({})) }, processingFees: [] });
    const stored = stores(MAX_STORES + 10);
    expect(() => assertListsWithinLimits(stores(MAX_STORES + 10), stored)).not.toThrow();
    expect(() => assertListsWithinLimits(stores(MAX_STORES + 9), stored)).not.toThrow();
    expect(refusal(() => assertListsWithinLimits(stores(MAX_STORES + 11), stored))).toMatchObject({ list: 'stores' });
    expect(refusal(() => assertListsWithinLimits(stores(MAX_STORES + 1), stores(1)))).toMatchObject({ list: 'stores' });
  });

  it('refuses a path whose index is past its list limit, before anything is written', () => {
    expect(() => assertPathWithinLimits(parsePath(`stores[${MAX_STORES - 1}].name`))).not.toThrow();
    expect(refusal(() => assertPathWithinLimits(parsePath('stores[99999999].name')))).toMatchObject({ list: 'stores', max: MAX_STORES });
    expect(refusal(() => assertPathWithinLimits(parsePath(`persons[${MAX_PERSONS}].ssn`)))).toMatchObject({ list: 'persons' });
    expect(refusal(() => assertPathWithinLimits(parsePath('stores[0].volumeInformation[10].volume')))).toMatchObject({
      list: 'volumeInformation',
      path: ['stores', 0, 'volumeInformation', 10],
    });
  });

  it('MAX_LIST_ITEMS is the largest limit', () => {
    expect(MAX_LIST_ITEMS).toBe(Math.max(...Object.values(LIST_LIMITS)));
  });
});

/** Every array in a wire schema, by the name of its property, with the maximum zod holds for it. */
function arrayMaxima(schema: z.ZodType, name = '', found: [string, number | undefined][] = []): [string, number | undefined][] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const checks = (def.checks as { _zod: { def: { check: string; maximum?: number } } }[] | undefined) ?? [];
  if (def.type === 'array') {
    found.push([name, checks.map((c) => c._zod.def).find((c) => c.check === 'max_length')?.maximum]);
    arrayMaxima(def.element as z.ZodType, name, found);
  } else if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) arrayMaxima(child, key, found);
  } else if (def.innerType) arrayMaxima(def.innerType as z.ZodType, name, found);
  else if (def.in) arrayMaxima(def.in as z.ZodType, name, found);
  return found;
}

describe('the wire schemas hold the same limits', () => {
  it.each(ENTITY_TYPES)('%s: every list has a maximum, the one the draft is held to', (type) => {
    for (const [name, maximum] of arrayMaxima(APPLICATION_SCHEMAS[type])) {
      const expected = name in LIST_LIMITS ? LIST_LIMITS[name as keyof typeof LIST_LIMITS] : MAX_OTHER_LIST_ITEMS;
      expect({ name, maximum }).toEqual({ name, maximum: expected });
    }
  });
});

describe('settings that would give an application more fee rows than it can hold', () => {
  const fee = { name: 'PCI fee', min: 0, max: 10, default: 1, editable: false, decimalPrecision: 2 };
  const settings = (names: number, fees: number) => ({
    Fees: { MerchantServiceChargeFeeNames: Array.from({ length: names }, (_, i) => `Fee ${i}`), processingFees: Array(fees).fill(fee) },
  });

  it('are refused, one past either limit', () => {
    expect(SettingsSchema.safeParse(settings(MAX_SERVICE_CHARGE_FEES, MAX_PROCESSING_FEES)).success).toBe(true);
    expect(SettingsSchema.safeParse(settings(MAX_SERVICE_CHARGE_FEES + 1, 1)).success).toBe(false);
    expect(SettingsSchema.safeParse(settings(1, MAX_PROCESSING_FEES + 1)).success).toBe(false);
  });
});
