import { describe, expect, it } from 'vitest';
import { applicationNotices } from '$shared/rules';
import { checkKennitala, isRegistryTestPerson, normaliseKennitala } from '$shared/rules/national-id/kennitala';
import { nationalId } from '$renderer/lib/draft/normalise';
import { COMPANY_TYPES, TODAY, only, problemsOf, withValue } from '../helpers';

/**
 * Kennitölur nobody on the project wrote, each from the public source named above it (repository
 * and path at the commit read, or the page), run through the project's own functions.
 */

/** arthurdejong/python-stdnum, tests/test_is_kennitala.doctest (006192e): "found online and should all be valid". */
const STDNUM_VALID = [
  '020884-2749',
  '2607565169',
  '4406032540',
  '450401-3150',
  '480408-0550',
  '4905891209',
  '5609091440',
  '580169-1559',
  '580607-0710',
  '641005-1340',
  '670901-2110',
  '670906-0190',
  '7003090610',
];

/** vignirvignir/ice-ken, tests/test_kennitala.py (d9930c0): companies of 28 February 1969 on days 69–71, "confirmed against the official registry". */
const FEBRUARY_1969_COMPANIES = ['690269-0159', '710269-5569', '710269-0339', '710269-6379'];

/**
 * vignirvignir/ice-ken, data/kennitala-without-checksum.json (d9930c0), converted from Registers
 * Iceland's synthetic data set "VartolulausarKennitolur": numbers issued without a computed check
 * digit, with the dates of birth the registry gives them.
 */
const WITHOUT_CHECK_DIGIT = [
  ['281191-3049', '1991-11-28'],
  ['020980-4299', '1980-09-02'],
  ['040404-4400', '2004-04-04'],
  ['100514-8220', '2014-05-10'],
  ['241219-8560', '2019-12-24'],
  ['300322-8340', '2022-03-30'],
] as const;

/** maranomynet/is-kennitala, src/index.ts (69cf3f9): the registry's test persons (gervimenn), 010130-NNN9. */
const GERVIMENN = [212, 220, 239, 247, 255, 263, 271, 298, 301, 336, 433, 492, 506, 778].map((n) => `010130-${n}9`);

/** The codes of the notices on the sole trader's kennitala (another holder's IBAN is noticed too, elsewhere). */
const ssnNotices = (app: unknown) =>
  applicationNotices('soletrader', app, { today: TODAY })
    .filter((n) => n.path.join('.') === 'applicant.ssn')
    .map((n) => n.code);
const digits = (value: string) => value.replace('-', '');
const hyphenated = (value: string) => (value.includes('-') ? value : `${value.slice(0, 6)}-${value.slice(6)}`);

describe('public vectors that must pass', () => {
  it.each(STDNUM_VALID)('python-stdnum: %s passes, of the kind its day says, with a computing check digit', (value) => {
    const kind = Number(value[0]) >= 4 ? 'company' : 'person';
    expect(checkKennitala(hyphenated(value), kind, TODAY)).toMatchObject({ ok: true, kind, checkDigitComputes: true });
  });

  it("python-stdnum's module examples: 120174-3399 is a person, 450401-3150 a company; 530575-0299 passes unverified", () => {
    expect(checkKennitala('120174-3399', 'person', TODAY)).toMatchObject({ ok: true, birthDate: '1974-01-12' });
    expect(checkKennitala('450401-3150', 'company', TODAY)).toMatchObject({ ok: true, birthDate: '2001-04-05' });
    // stdnum refuses it for its check digit; since 18 February 2026 that never blocks (a notice).
    expect(checkKennitala('530575-0299', 'company', TODAY)).toMatchObject({ ok: true, checkDigitComputes: false });
  });

  it.each(['700269-4509', '690269-0829', ...FEBRUARY_1969_COMPANIES])(
    'a company of February 1969 on day 69–71: %s passes, registered 1969-02-28',
    (value) => {
      expect(checkKennitala(value, 'company', TODAY)).toMatchObject({ ok: true, kind: 'company', birthDate: '1969-02-28' });
      for (const type of COMPANY_TYPES) expect(problemsOf(type, withValue(type, ['company', 'number'], value))).toEqual([]);
    },
  );

  it.each(WITHOUT_CHECK_DIGIT)("the registry's number without a check digit %s passes, born %s, with the notice", (value, birthDate) => {
    expect(checkKennitala(value, 'person', TODAY)).toEqual({ ok: true, kind: 'person', birthDate, checkDigitComputes: false });
    const app = withValue('soletrader', ['applicant', 'ssn'], value);
    (app.applicant as Record<string, unknown>).dateOfBirth = birthDate;
    expect(problemsOf('soletrader', app)).toEqual([]);
    expect(ssnNotices(app)).toEqual(['kennitala_unverifiable']);
  });

  it("is-kennitala's person and company pass", () => {
    expect(checkKennitala('101275-5239', 'person', TODAY)).toMatchObject({ ok: true, checkDigitComputes: true });
    expect(checkKennitala('500101-2880', 'company', TODAY)).toMatchObject({ ok: true, checkDigitComputes: true });
  });
});

describe('public vectors that must be refused, each for its true reason', () => {
  it.each([
    // python-stdnum's module docstring: day 32 is no day of either kind.
    ['320174-3399', 'person', 'day'],
    // is-kennitala, src/index.test.ts: "technically valid, but impossible".
    ['336849-2689', 'person', 'day'],
    ['736849-2689', 'company', 'day'],
    // is-kennitala: 29 February 1990 for a person and a company (1990 was no leap year): no 1969 overflow.
    ['290290-4499', 'person', 'date'],
    ['690290-0499', 'company', 'date'],
    // ice-ken, tests/test_kennitala.py: day 71 of April 1990, and a person's 31 February 1969.
    ['710490-0009', 'company', 'date'],
    ['310269-0009', 'person', 'date'],
    // is-kennitala's ktInvalid1: a century digit 0 makes it 12 December 2065.
    ['121265-7890', 'person', 'future'],
  ] as const)('%s as a %s: %s', (value, kind, reason) => {
    expect(checkKennitala(value, kind, TODAY)).toEqual({ ok: false, reason });
  });

  it('a company whose date is after today is refused as a person is (450430-3150: 5 April 2030)', () => {
    expect(checkKennitala('450430-3150', 'company', TODAY)).toEqual({ ok: false, reason: 'future' });
    expect(checkKennitala('450430-3150', 'company')).toMatchObject({ ok: true, birthDate: '2030-04-05' });
    for (const type of COMPANY_TYPES)
      expect(problemsOf(type, withValue(type, ['company', 'number'], '450430-3150'))).toEqual(
        only(['company', 'number'], 'kennitala_invalid'),
      );
  });

  it("a system number's announced form (first digit 8 or 9) is refused as not issued, never called a company's", () => {
    // Registers Iceland, skra.is "Um kerfiskennitölur": its example of the new form, postponed indefinitely.
    expect(checkKennitala('892350-1739', 'person', TODAY)).toEqual({ ok: false, reason: 'system' });
    // is-kennitala, src/index.test.ts: ktKerfis, which that package takes as a temporary person.
    expect(checkKennitala('812345-6793', 'person', TODAY)).toEqual({ ok: false, reason: 'system' });
    expect(checkKennitala('812345-6793', 'company', TODAY)).toEqual({ ok: false, reason: 'system' });
    const app = withValue('soletrader', ['applicant', 'ssn'], '892350-1739');
    expect(problemsOf('soletrader', app)).toEqual(only(['applicant', 'ssn'], 'kennitala_invalid'));
  });

  it('the February 1969 exception is that month alone, for companies alone', () => {
    expect(checkKennitala('690270-0159', 'company', TODAY)).toEqual({ ok: false, reason: 'date' });
    expect(checkKennitala('700268-0159', 'company', TODAY)).toEqual({ ok: false, reason: 'date' });
    expect(checkKennitala('710469-0159', 'company', TODAY)).toEqual({ ok: false, reason: 'date' });
    expect(checkKennitala('690269-0159', 'person', TODAY)).toEqual({ ok: false, reason: 'kind' });
    expect(checkKennitala('290269-0159', 'person', TODAY)).toEqual({ ok: false, reason: 'date' });
  });
});

describe("the registry's test persons (gervimenn)", () => {
  it.each(GERVIMENN)('%s is known as a test person, and passes the rules with a notice', (value) => {
    expect(isRegistryTestPerson(value)).toBe(true);
    expect(isRegistryTestPerson(digits(value))).toBe(true);
    const app = withValue('soletrader', ['applicant', 'ssn'], value);
    (app.applicant as Record<string, unknown>).dateOfBirth = '1930-01-01';
    expect(problemsOf('soletrader', app)).toEqual([]);
    expect(ssnNotices(app)).toEqual(['kennitala_test_person']);
  });

  it('neighbours of the list are real numbers, not test persons', () => {
    for (const value of ['010130-3029', '010130-2128', '020130-2129', '010131-3019', '010130-3289'])
      expect(isRegistryTestPerson(value)).toBe(false);
  });
});

describe('dashes and spaces as letters and web pages print them', () => {
  /** The case: 120174–3399 (python-stdnum's person) with an en dash, as pasted from a letter. */
  it.each([
    ['120174\u20133399', 'en dash'],
    ['120174\u20143399', 'em dash (is-kennitala refuses it; a kennitala has no other reading)'],
    ['120174\u22123399', 'minus sign'],
    ['120174\u20113399', 'non-breaking hyphen'],
    ['120174\u20103399', 'hyphen'],
    ['120174\u00a03399', 'no-break space'],
    ['120174\u20093399', 'thin space'],
    ['120174\u202f3399', 'narrow no-break space'],
    ['120174\u200b3399', 'zero-width space'],
    ['120174\uff0d3399', 'full-width hyphen-minus'],
    ['\uff11\uff12\uff10\uff11\uff17\uff14-3399', 'full-width digits'],
    ['120174 \u2013 3399', 'an en dash between spaces'],
    ['12 01 74-33 99', 'spaces in the groups'],
    ['101275\u2013 5239', "is-kennitala's kt_Person1_EnDash"],
  ])('%s (%s) becomes the plain form', (typed) => {
    const plain = normaliseKennitala(typed);
    expect(plain).toMatch(/^\d{6}-\d{4}$/);
    expect(nationalId(` ${typed} `)).toBe(plain);
    expect(checkKennitala(plain, 'person', TODAY)).toMatchObject({ ok: true });
  });

  it('anything that is not ten digits with dashes and spaces is kept as typed, for the rules to refuse', () => {
    for (const typed of ['120174_3399', '120174-339', 'QQ 12 34 56 C', '12.01.74-3399']) expect(normaliseKennitala(typed)).toBe(typed);
  });
});
