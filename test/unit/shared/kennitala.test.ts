import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '../../../shared/entity-types';
import { checkKennitala, formatKennitala } from '../../../shared/rules/kennitala';
import { application, COMPANY_TYPES, only, personBase, problemsOf, set, withValue } from './helpers';

const TEST_PERSON = '010130-3019';
/** Landsbankinn, Arion banki, Íslandsbanki. */
const BANKS = ['471008-0280', '581008-0150', '491008-0160'];

/** Numbers with a correct check digit but something else wrong (check digits computed by hand). */
const BAD_CENTURY = '010130-2047';
const FEBRUARY_31 = '310230-2009';
const MONTH_13 = '011330-2079';
const DAY_00 = '000130-2069';
/** Days 32 to 40 belong to neither kind; 41 is a company's first. */
const DAY_40 = '400130-2059';
const COMPANY_FEBRUARY_30 = '700208-2060';

describe('checkKennitala', () => {
  it("accepts Iceland's published test person, born 1930-01-01", () => {
    expect(checkKennitala(TEST_PERSON, 'person')).toEqual({ ok: true, birthDate: '1930-01-01' });
  });

  it.each(BANKS)('accepts the company %s and reads its registration date', (number) => {
    expect(checkKennitala(number, 'company')).toEqual({
      ok: true,
      birthDate: `2008-10-${String(Number(number.slice(0, 2)) - 40).padStart(2, '0')}`,
    });
  });

  it('reads the century from the last digit: 0 is the 2000s, 8 the 1800s', () => {
    expect(checkKennitala('290224-2090', 'person')).toEqual({ ok: true, birthDate: '2024-02-29' });
    expect(checkKennitala('010150-2058', 'person')).toEqual({ ok: true, birthDate: '1850-01-01' });
  });

  it.each([
    ['010130-3029', 'check_digit'],
    ['010130-3015', 'century'],
    [BAD_CENTURY, 'century'],
    [FEBRUARY_31, 'date'],
    [MONTH_13, 'date'],
    [DAY_00, 'date'],
    [DAY_40, 'date'],
    ['290223-2020', 'date'],
    ['010130-301', 'format'],
    ['010130_3019', 'format'],
    ['', 'format'],
  ] as const)('refuses %s as a person: %s', (value, reason) => {
    expect(checkKennitala(value, 'person')).toEqual({ ok: false, reason });
  });

  it('refuses the wrong kind either way', () => {
    expect(checkKennitala(BANKS[0]!, 'person')).toEqual({ ok: false, reason: 'kind' });
    expect(checkKennitala(TEST_PERSON, 'company')).toEqual({ ok: false, reason: 'kind' });
    expect(checkKennitala(COMPANY_FEBRUARY_30, 'company')).toEqual({ ok: false, reason: 'date' });
  });

  it('formats ten digits with the hyphen and leaves anything else alone', () => {
    expect(formatKennitala('0101303019')).toBe(TEST_PERSON);
    expect(formatKennitala('010130 3019')).toBe(TEST_PERSON);
    expect(formatKennitala('01013')).toBe('01013');
  });
});

describe('identity rule: a person kennitala where the person lives in Iceland', () => {
  it.each(ENTITY_TYPES)('%s: the test person passes', (type) => {
    expect(problemsOf(type, withValue(type, [...personBase(type), 'ssn'], TEST_PERSON))).toEqual([]);
  });

  const bad = [
    ['010130-3029', 'kennitala_invalid'],
    [BAD_CENTURY, 'kennitala_invalid'],
    [FEBRUARY_31, 'kennitala_invalid'],
    [MONTH_13, 'kennitala_invalid'],
    [BANKS[0]!, 'kennitala_invalid'],
    ['0101303019', 'invalid_format'],
    ['010130-301', 'invalid_format'],
    ['01013-03019', 'invalid_format'],
  ] as const;
  const cases = ENTITY_TYPES.flatMap((type) => bad.map(([value, code]) => [type, value, code] as const));

  it.each(cases)('%s: %s is %s', (type, value, code) => {
    const path = [...personBase(type), 'ssn'];
    expect(problemsOf(type, withValue(type, path, value))).toEqual(only(path, code));
  });

  it.each(ENTITY_TYPES)('%s: is not checked when the person lives abroad', (type) => {
    const app = application(type);
    set(app, [...personBase(type), 'address', 'countryCode'], 'GB');
    set(app, [...personBase(type), 'ssn'], 'QQ 12 34 56 C');
    expect(problemsOf(type, app)).toEqual([]);
    set(app, [...personBase(type), 'ssn'], '010130-3029');
    expect(problemsOf(type, app)).toEqual([]);
  });

  it.each(ENTITY_TYPES)('%s: a date of birth that disagrees with the kennitala is reported', (type) => {
    const path = [...personBase(type), 'dateOfBirth'];
    expect(problemsOf(type, withValue(type, path, '1930-01-02'))).toEqual(only(path, 'kennitala_birth_date_mismatch'));
  });

  it.each(COMPANY_TYPES)('%s: every person is checked, not only the first', (type) => {
    const app = application(type);
    const last = (app.persons as unknown[]).length;
    set(app, ['persons', last], { ...(app.persons as object[])[0], roles: ['Director'], ssn: '010130-3029' });
    expect(problemsOf(type, app)).toContainEqual({ path: ['persons', last, 'ssn'], code: 'kennitala_invalid' });
  });
});

describe("identity rule: the company's number where the company is in Iceland", () => {
  const cases = COMPANY_TYPES.flatMap((type) => BANKS.map((number) => [type, number] as const));

  it.each(cases)('%s: %s passes', (type, number) => {
    expect(problemsOf(type, withValue(type, ['company', 'number'], number))).toEqual([]);
  });

  const bad = [
    ['471008-0380', 'kennitala_invalid'],
    [TEST_PERSON, 'kennitala_invalid'],
    [COMPANY_FEBRUARY_30, 'kennitala_invalid'],
    ['4710080280', 'invalid_format'],
  ] as const;
  const badCases = COMPANY_TYPES.flatMap((type) => bad.map(([value, code]) => [type, value, code] as const));

  it.each(badCases)('%s: %s is %s', (type, value, code) => {
    expect(problemsOf(type, withValue(type, ['company', 'number'], value))).toEqual(only(['company', 'number'], code));
  });

  it.each(COMPANY_TYPES)('%s: a foreign registration number is not checked', (type) => {
    const app = application(type);
    set(app, ['company', 'address', 'countryCode'], 'GB');
    set(app, ['company', 'number'], '09446231');
    expect(problemsOf(type, app)).toEqual([]);
  });
});
