import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { application, check, found, only, personBase, problemsOf, set, withValue } from './helpers';

const TOP_LEVEL = {
  soletrader: ['applicant', 'stores', 'bankAccount', 'fees', 'additionalAttachments'],
  publiclimitedcompany: ['company', 'persons', 'stores', 'bankAccount', 'fees', 'additionalAttachments'],
  privatelimitedcompany: ['company', 'persons', 'stores', 'bankAccount', 'fees', 'additionalAttachments'],
  partnership: ['company', 'persons', 'stores', 'bankAccount', 'fees'],
  other: ['company', 'persons', 'stores', 'bankAccount', 'fees'],
} as const;

describe('validateApplication', () => {
  it.each(ENTITY_TYPES)('%s: an empty object misses exactly the top-level properties of its type', (type) => {
    expect(problemsOf(type, {})).toEqual(found(TOP_LEVEL[type].map((name) => ({ path: [name], code: 'required' }))));
  });

  it.each(ENTITY_TYPES)('%s: anything but an object is one problem at the root', (type) => {
    for (const value of [null, 42, 'application', [], true]) {
      expect(problemsOf(type, value), JSON.stringify(value)).toEqual(only([], 'invalid_type'));
    }
    expect(problemsOf(type, undefined)).toEqual(only([], 'required'));
  });

  it.each(ENTITY_TYPES)('%s: rules run where the schema fails, so everything is reported at once', (type) => {
    const app = application(type);
    set(app, ['unexpected'], true);
    set(app, ['bankAccount', 'iban'], 'IS150159260076545510730339');
    set(app, ['stores', 0, 'merchantCategoryCode'], 10000);
    set(app, [...personBase(type), 'ssn'], '010130-3015');
    expect(problemsOf(type, app)).toEqual(
      found([
        { path: ['unexpected'], code: 'unknown_property' },
        { path: ['bankAccount', 'iban'], code: 'iban_invalid' },
        { path: ['stores', 0, 'merchantCategoryCode'], code: 'mcc_invalid' },
        { path: [...personBase(type), 'ssn'], code: 'kennitala_invalid' },
      ]),
    );
  });

  it.each(ENTITY_TYPES)('%s: a problem found by the schema and a rule is reported once', (type) => {
    // `01 01 30!` fails the schema's national-ID format and the kennitala rule's format.
    const path = [...personBase(type), 'ssn'];
    expect(check(type, withValue(type, path, '01 01 30!'))).toEqual([expect.objectContaining({ path, code: 'invalid_format' })]);
  });

  it.each(ENTITY_TYPES)('%s: every message starts with the path as formatPath writes it', (type) => {
    const app = application(type);
    set(app, ['stores', 0, 'name'], '');
    set(app, ['bankAccount', 'swiftNumber'], 'NBIIXXRE');
    const messages = check(type, app).map((problem) => problem.message);
    expect(messages).toEqual(expect.arrayContaining(['stores[0].name is required', expect.stringMatching(/^bankAccount\.swiftNumber /)]));
    expect(messages).toHaveLength(2);
  });

  it.each(ENTITY_TYPES)('%s: does not change the application', (type) => {
    const app = withValue(type, ['stores', 0, 'merchantCategoryCode'], -1);
    const before = structuredClone(app);
    check(type, app);
    expect(app).toEqual(before);
  });
});
