import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { applicationNotices } from '$shared/rules';
import { checkKennitala, formatKennitala, isCalendarDate, kennitalaCheckDigit } from '$shared/rules/national-id/kennitala';
import { application, COMPANY_TYPES, only, personBase, problemsOf, set, withValue } from '../helpers';
import { kennitala } from './kennitala-generators';

const TEST_PERSON = '010130-3019';
/** The test person's first eight digits with a ninth that does not compute: issued so since 18 Feb 2026. */
const TEST_PERSON_UNVERIFIABLE = '010130-3029';
/** Landsbankinn, Arion banki, Íslandsbanki. */
const BANKS = ['471008-0280', '581008-0150', '491008-0160'];
/** Landsbankinn's first eight digits with a ninth that does not compute. */
const COMPANY_UNVERIFIABLE = '471008-0380';

const BAD_CENTURY = '010130-2047';
const FEBRUARY_31 = '310230-2009';
const MONTH_13 = '011330-2079';
const DAY_00 = '000130-2069';
/** Days 32 to 40 and 72 to 79 belong to neither kind; 41 is a company's first, 71 its last. */
const DAY_40 = '400130-2059';
const DAY_72 = '720130-2059';
const COMPANY_FEBRUARY_30 = '700208-2060';

/** Generated numbers reach 2099: the rules judge them on a day after all of them. */
const LAST_DAY = '2099-12-31';
const noticesOf = (type: (typeof ENTITY_TYPES)[number], app: unknown) =>
  applicationNotices(type, app, { today: LAST_DAY }).map(({ path, code }) => ({ path, code }));

describe('checkKennitala: what blocks is the shape, the date, the century and the kind', () => {
  it("accepts Iceland's published test person, born 1930-01-01, whose check digit computes", () => {
    expect(checkKennitala(TEST_PERSON, 'person')).toEqual({ ok: true, birthDate: '1930-01-01', kind: 'person', checkDigitComputes: true });
  });

  it('accepts a number whose check digit does not compute, and says so', () => {
    expect(checkKennitala(TEST_PERSON_UNVERIFIABLE, 'person')).toEqual({
      ok: true,
      birthDate: '1930-01-01',
      kind: 'person',
      checkDigitComputes: false,
    });
    expect(checkKennitala(COMPANY_UNVERIFIABLE, 'company')).toMatchObject({ ok: true, birthDate: '2008-10-07', checkDigitComputes: false });
  });

  it.each(BANKS)('accepts the company %s and reads its registration date', (number) => {
    expect(checkKennitala(number, 'company')).toEqual({
      ok: true,
      birthDate: `2008-10-${String(Number(number.slice(0, 2)) - 40).padStart(2, '0')}`,
      kind: 'company',
      checkDigitComputes: true,
    });
  });

  it('reads the century from the last digit: 0 is the 2000s, 8 the 1800s', () => {
    expect(checkKennitala('290224-2090', 'person')).toMatchObject({ ok: true, birthDate: '2024-02-29' });
    expect(checkKennitala('010150-2058', 'person')).toMatchObject({ ok: true, birthDate: '1850-01-01' });
  });

  it('a company day runs from 41 to 71', () => {
    expect(checkKennitala('410130-2059', 'company')).toMatchObject({ ok: true, birthDate: '1930-01-01' });
    expect(checkKennitala('710130-2059', 'company')).toMatchObject({ ok: true, birthDate: '1930-01-31' });
    expect(checkKennitala(DAY_72, 'company')).toEqual({ ok: false, reason: 'day' });
    expect(checkKennitala(DAY_72, 'person')).toEqual({ ok: false, reason: 'day' });
  });

  it.each([
    ['010130-3015', 'century'],
    [BAD_CENTURY, 'century'],
    [FEBRUARY_31, 'date'],
    [MONTH_13, 'date'],
    [DAY_00, 'date'],
    [DAY_40, 'day'],
    ['290223-2020', 'date'],
    ['010130-301', 'format'],
    ['010130_3019', 'format'],
    ['', 'format'],
  ] as const)('refuses %s as a person: %s', (value, reason) => {
    expect(checkKennitala(value, 'person')).toEqual({ ok: false, reason });
  });

  it('refuses the wrong kind either way, and takes either kind when none is asked for', () => {
    expect(checkKennitala(BANKS[0]!, 'person')).toEqual({ ok: false, reason: 'kind' });
    expect(checkKennitala(TEST_PERSON, 'company')).toEqual({ ok: false, reason: 'kind' });
    expect(checkKennitala(COMPANY_FEBRUARY_30, 'company')).toEqual({ ok: false, reason: 'date' });
    expect(checkKennitala(BANKS[0]!)).toMatchObject({ ok: true, kind: 'company' });
  });

  it('formats ten digits with the hyphen and leaves anything else alone', () => {
    expect(formatKennitala('0101303019')).toBe(TEST_PERSON);
    expect(formatKennitala('010130 3019')).toBe(TEST_PERSON);
    expect(formatKennitala('01013')).toBe('01013');
  });
});

describe('isCalendarDate: a day of the calendar JavaScript counts', () => {
  /** The former implementation, by Date: what the arithmetic one must always agree with. */
  const byDate = (year: number, month: number, day: number) => {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  };
  const pad = (value: number, width: number) => String(value).padStart(width, '0');

  it('agrees with Date for every month and day form in leap and common years, centuries included', () => {
    for (const year of [0, 4, 1800, 1900, 1999, 2000, 2024, 2025, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          expect(isCalendarDate(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`), `${year}-${month}-${day}`).toBe(
            byDate(year, month, day),
          );
        }
      }
    }
  });

  it('takes only YYYY-MM-DD in ASCII digits', () => {
    for (const text of ['2024-2-29', '2024-02-29T00:00', ' 2024-02-29', '２０２４-02-29', '2024/02/29', ''])
      expect(isCalendarDate(text)).toBe(false);
  });
});

describe('checkKennitala over generated numbers issued both ways', () => {
  it('every number with a real date and a century digit passes, with its date, kind and whether its check digit computes', () => {
    fc.assert(
      fc.property(kennitala(), (generated) => {
        expect(checkKennitala(generated.value, generated.kind)).toEqual({
          ok: true,
          birthDate: generated.birthDate,
          kind: generated.kind,
          checkDigitComputes: generated.checkDigitComputes,
        });
        expect(checkKennitala(generated.value.replace('-', ''), generated.kind)).toMatchObject({ ok: true });
      }),
      { numRuns: 500 },
    );
  });

  it('both ways are generated, in every century and of both kinds', () => {
    const seen = new Set(fc.sample(kennitala(), 2000).map((g) => `${g.kind} ${g.value.at(-1)} ${g.checkDigitComputes}`));
    for (const kind of ['person', 'company'])
      for (const century of ['8', '9', '0']) for (const computes of [true, false]) expect(seen).toContain(`${kind} ${century} ${computes}`);
  });

  it('no century digit but 8, 9 and 0 passes', () => {
    fc.assert(
      fc.property(kennitala(), fc.constantFrom('1', '2', '3', '4', '5', '6', '7'), (generated, century) => {
        expect(checkKennitala(generated.value.slice(0, -1) + century, generated.kind)).toEqual({ ok: false, reason: 'century' });
      }),
    );
  });

  it('a number of one kind never passes as the other', () => {
    fc.assert(
      fc.property(kennitala(), (generated) => {
        expect(checkKennitala(generated.value, generated.kind === 'person' ? 'company' : 'person')).toEqual({ ok: false, reason: 'kind' });
      }),
    );
  });

  it('the check digit is the modulo-11 digit over the first eight, and none exists for remainder 1', () => {
    expect(kennitalaCheckDigit([0, 1, 0, 1, 3, 0, 3, 0])).toBe(1);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }), (digits) => {
        const check = kennitalaCheckDigit(digits);
        const sum = digits.reduce((total, digit, i) => total + digit * [3, 2, 7, 6, 5, 4, 3, 2][i]!, 0);
        if (check === undefined) expect(sum % 11).toBe(1);
        else expect((sum + check) % 11).toBe(0);
      }),
    );
  });
});

describe('identity rule: a person kennitala where the person lives in Iceland', () => {
  it.each(ENTITY_TYPES)("%s: the registry's test person passes, with the notice that says so and no other", (type) => {
    const path = [...personBase(type), 'ssn'];
    const app = withValue(type, path, TEST_PERSON);
    expect(problemsOf(type, app)).toEqual([]);
    expect(noticesOf(type, app).filter((n) => n.path.join('.') === path.join('.'))).toEqual([{ path, code: 'kennitala_test_person' }]);
  });

  it.each(ENTITY_TYPES)('%s: a number whose check digit does not compute passes, with a quiet notice', (type) => {
    const path = [...personBase(type), 'ssn'];
    const app = withValue(type, path, TEST_PERSON_UNVERIFIABLE);
    expect(problemsOf(type, app)).toEqual([]);
    expect(applicationNotices(type, app)).toContainEqual({
      severity: 'notice',
      path,
      code: 'kennitala_unverifiable',
      message: expect.stringContaining('compare it with the ID document') as string,
      params: { kennitala: TEST_PERSON_UNVERIFIABLE },
    });
  });

  it.each(ENTITY_TYPES)('%s: generated person numbers never block; a notice exactly when the check digit does not compute', (type) => {
    const path = [...personBase(type), 'ssn'];
    fc.assert(
      fc.property(kennitala({ kind: 'person' }), (generated) => {
        const app = withValue(type, path, generated.value);
        set(app, [...personBase(type), 'dateOfBirth'], generated.birthDate);
        expect(problemsOf(type, app, { today: LAST_DAY }).filter((p) => p.path.join('.') === path.join('.'))).toEqual([]);
        const unverifiable = noticesOf(type, app).filter((n) => n.code === 'kennitala_unverifiable');
        expect(unverifiable).toEqual(generated.checkDigitComputes ? [] : [{ path, code: 'kennitala_unverifiable' }]);
      }),
      { numRuns: 60 },
    );
  });

  const bad = [
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
    set(app, [...personBase(type), 'ssn'], TEST_PERSON_UNVERIFIABLE);
    expect(noticesOf(type, app).filter((n) => n.code === 'kennitala_unverifiable')).toEqual([]);
  });

  it.each(ENTITY_TYPES)('%s: a date of birth that disagrees with the kennitala is reported, whichever way it was issued', (type) => {
    const path = [...personBase(type), 'dateOfBirth'];
    expect(problemsOf(type, withValue(type, path, '1930-01-02'))).toEqual(only(path, 'kennitala_birth_date_mismatch'));
    const app = withValue(type, path, '1930-01-02');
    set(app, [...personBase(type), 'ssn'], TEST_PERSON_UNVERIFIABLE);
    expect(problemsOf(type, app)).toEqual(only(path, 'kennitala_birth_date_mismatch'));
  });

  it.each(COMPANY_TYPES)('%s: every person is checked, not only the first', (type) => {
    const app = application(type);
    const last = (app.persons as unknown[]).length;
    set(app, ['persons', last], { ...(app.persons as object[])[0], roles: ['Director'], ssn: BAD_CENTURY });
    expect(problemsOf(type, app)).toContainEqual({ path: ['persons', last, 'ssn'], code: 'kennitala_invalid' });
    set(app, ['persons', last, 'ssn'], TEST_PERSON_UNVERIFIABLE);
    expect(noticesOf(type, app)).toContainEqual({ path: ['persons', last, 'ssn'], code: 'kennitala_unverifiable' });
  });
});

describe("identity rule: the company's number where the company is in Iceland", () => {
  const cases = COMPANY_TYPES.flatMap((type) => BANKS.map((number) => [type, number] as const));

  it.each(cases)('%s: %s passes', (type, number) => {
    expect(problemsOf(type, withValue(type, ['company', 'number'], number))).toEqual([]);
  });

  it.each(COMPANY_TYPES)('%s: generated company numbers never block; a notice exactly when the check digit does not compute', (type) => {
    fc.assert(
      fc.property(kennitala({ kind: 'company' }), (generated) => {
        const app = withValue(type, ['company', 'number'], generated.value);
        expect(problemsOf(type, app, { today: LAST_DAY }).filter((p) => p.path.join('.') === 'company.number')).toEqual([]);
        const unverifiable = noticesOf(type, app).filter((n) => n.code === 'kennitala_unverifiable');
        expect(unverifiable).toEqual(generated.checkDigitComputes ? [] : [{ path: ['company', 'number'], code: 'kennitala_unverifiable' }]);
      }),
      { numRuns: 40 },
    );
  });

  const bad = [
    [TEST_PERSON, 'kennitala_invalid'],
    [COMPANY_FEBRUARY_30, 'kennitala_invalid'],
    [DAY_72, 'kennitala_invalid'],
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
