import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES, type EntityType } from '$shared/entity-types';
import { amexRule } from '$shared/rules/stores/amex';
import { currencyOfCountry } from '$shared/rules/stores/country-currency';
import { application, makeSettings, only, problemsOf, set, TODAY } from '../helpers';

const settings = makeSettings({
  RestrictedAmexMccs: [
    { CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 5812 },
    { CountryCode: 'DE', CurrencyCode: 'EUR', MccID: 7995 },
    { CountryCode: 'IS', CurrencyCode: 'EUR', MccID: 5813 },
    { CountryCode: 'gb', CurrencyCode: 'gbp', MccID: 742 },
    { CountryCode: 'AQ', CurrencyCode: 'USD', MccID: 4411 },
  ],
});

/** The type's application with a last store in `country` under `mcc`, accepting `cards`. */
function store(type: EntityType, country: string, mcc: number, cards = ['VISA', 'MasterCard', 'Amex']) {
  const app = application(type);
  const stores = app.stores as object[];
  const index = stores.length;
  stores.push(structuredClone(stores[0]!));
  set(app, ['stores', index, 'address', 'countryCode'], country);
  set(app, ['stores', index, 'merchantCategoryCode'], mcc);
  set(app, ['stores', index, 'acceptedCardTypes'], cards);
  return { app, path: ['stores', index, 'acceptedCardTypes'] };
}

function cases<T>(values: readonly T[]) {
  return ENTITY_TYPES.flatMap((type) => values.map((value) => [type, value] as const));
}

describe('amex rule: restricted (country, currency, MCC) combinations', () => {
  it.each(
    cases([
      ['IS', 5812, 'Iceland, ISK'],
      ['DE', 7995, 'Germany, EUR'],
      ['GB', 742, 'settings written in lower case'],
      ['AQ', 4411, 'a country with no known currency matches on country and MCC'],
    ] as const),
  )('%s: Amex in %j is amex_restricted', (type, [country, mcc]) => {
    const { app, path } = store(type, country, mcc);
    expect(problemsOf(type, app, { settings })).toEqual(only(path, 'amex_restricted'));
  });

  it.each(
    cases([
      ['IS', 5814, 'another MCC'],
      ['GB', 5812, 'the same MCC in another country'],
      ['AT', 7995, 'the same MCC in another euro country'],
      ['IS', 5813, 'a restricted entry in another currency than the country’s'],
      ['AQ', 5812, 'an unknown-currency country with another MCC'],
    ] as const),
  )('%s: Amex in %j passes', (type, [country, mcc]) => {
    expect(problemsOf(type, store(type, country, mcc).app, { settings })).toEqual([]);
  });

  it.each(ENTITY_TYPES)('%s: the same restricted store without Amex passes', (type) => {
    expect(problemsOf(type, store(type, 'IS', 5812, ['VISA', 'MasterCard']).app, { settings })).toEqual([]);
  });

  it.each(ENTITY_TYPES)('%s: without restricted entries nothing is refused', (type) => {
    expect(problemsOf(type, store(type, 'IS', 5812).app)).toEqual([]);
  });

  it.each(ENTITY_TYPES)('%s: the message writes the MCC with four digits', (type) => {
    const [problem] = amexRule(store(type, 'GB', 742).app, { type, settings, today: TODAY });
    expect(problem?.message).toContain('0742');
    expect(problem?.message).toContain('GB');
  });

  it.each(ENTITY_TYPES)('%s: without settings the rule is silent', (type) => {
    expect(amexRule(store(type, 'IS', 5812).app, { type, settings: undefined, today: TODAY })).toEqual([]);
  });
});

describe('currencyOfCountry', () => {
  it.each([
    ['IS', 'ISK'],
    ['is', 'ISK'],
    ['DE', 'EUR'],
    ['HR', 'EUR'],
    ['GB', 'GBP'],
    ['FO', 'DKK'],
    ['AQ', undefined],
  ])('%s → %s', (country, currency) => {
    expect(currencyOfCountry(country)).toBe(currency);
  });
});
