import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it } from 'vitest';
import { createPlanCompiler } from '$shared/phone/compiled-plans';
import { checkPhone, formatPhone, libraryVerdict, readPhone } from '$shared/phone/phone-number';
import { applicationNotices, validateApplication } from '$shared/rules/validate-application';
import { completeApplication } from '../../fixtures/applications';
import { seededRandom } from '../../helpers/seeded-random';

const soleTrader = () => completeApplication('soletrader');

/**
 * Iceland's example numbers, one per type, from Google libphonenumber's own data for +354
 * (github.com/google/libphonenumber, resources/metadata/354/examples.csv and the IS territory of
 * resources/PhoneNumberMetadata.xml, commit f7e3e88c, July 2026), which libphonenumber-js carries.
 */
const LIBPHONENUMBER_IS_EXAMPLES = [
  ['4101234', 'landline'],
  ['6111234', 'mobile'],
  ['8001234', 'toll_free'],
  ['9001234', 'premium_rate'],
  ['4921234', 'voip'],
  ['8091234', 'uan'],
  ['6891234', 'voicemail'],
] as const;

describe('phone numbers against the numbering plan', () => {
  it("takes libphonenumber's example numbers for Iceland and says what kind each is", () => {
    for (const [digits, kind] of LIBPHONENUMBER_IS_EXAMPLES) {
      expect(readPhone(digits), digits).toBe(`+354/${digits}`);
      expect(checkPhone(`+354/${digits}`), digits).toEqual({ ok: true, region: 'IS', kind, assigned: true });
    }
  });

  it('reads every common way of writing an Icelandic number into the wire shape', () => {
    const typed = [
      '+3546111234',
      '003546111234',
      '(+354) 611 1234',
      '611 1234',
      '611-1234',
      '+354 611 1234',
      '+354/6111234',
      '354 611 1234',
    ];
    for (const text of typed) expect(readPhone(text), text).toBe('+354/6111234');
    // The issue's own forms, in a range the plan does not list (see the notice below).
    for (const text of ['+3546101234', '003546101234', '(+354) 610 1234', '610 1234']) expect(readPhone(text), text).toBe('+354/6101234');
  });

  it('takes the nine-digit 38x mobile numbers (ranges 385, 388, 389 of the plan)', () => {
    expect(readPhone('385 123 456')).toBe('+354/385123456');
    expect(checkPhone('+354/385123456')).toEqual({ ok: true, region: 'IS', kind: 'mobile', assigned: true });
    expect(checkPhone('+354/388123456')).toMatchObject({ ok: true, kind: 'mobile' });
  });

  it('refuses what the plan gives no number: a first digit 0–3 (but 38x) or the wrong count of digits', () => {
    for (const text of ['1234567', '0123456', '3123456', '+354 123 4567']) {
      expect(checkPhone(readPhone(text)!), text).toEqual({ ok: false, reason: 'not_in_plan' });
    }
    expect(checkPhone('+354/86133')).toEqual({ ok: false, reason: 'too_short' });
    expect(checkPhone('+354/61112345')).toEqual({ ok: false, reason: 'length' });
    expect(checkPhone('+354/6111234567')).toEqual({ ok: false, reason: 'too_long' });
    expect(checkPhone('+999/6111234')).toEqual({ ok: false, reason: 'country_code' });
  });

  it('keeps a number of the plan’s shape outside every listed range, as possibly new', () => {
    expect(checkPhone('+354/6101234')).toEqual({ ok: true, region: 'IS', kind: undefined, assigned: false });
  });

  it('reads foreign numbers by their own plan, and a number without a country code by the country given', () => {
    expect(readPhone('+44 20 7946 0958')).toBe('+44/2079460958');
    expect(readPhone('020 7946 0958', 'GB')).toBe('+44/2079460958');
    expect(checkPhone('+44/2079460958')).toEqual({ ok: true, region: 'GB', kind: 'landline', assigned: true });
    expect(checkPhone('+44/7400123456')).toMatchObject({ ok: true, region: 'GB', kind: 'mobile' });
    expect(checkPhone('+1/2015550123')).toMatchObject({ ok: true, region: 'US', kind: 'landline_or_mobile' });
    // Read as Icelandic, a British national number has too many digits.
    expect(checkPhone(readPhone('020 7946 0958')!)).toEqual({ ok: false, reason: 'too_long' });
  });

  it('leaves what is not a phone number to the schema', () => {
    expect(readPhone('call me')).toBeUndefined();
    expect(readPhone('+354 611 1234 ext. 5')).toBeUndefined();
    expect(readPhone('')).toBeUndefined();
    expect(checkPhone('611 1234')).toBeUndefined();
  });

  it("calls a number assigned exactly when the library holds it valid, in every country's plan", () => {
    const random = seededRandom(354);
    const seen = { assigned: 0, unassigned: 0 };
    for (const callingCode of Object.keys(metadata.country_calling_codes)) {
      for (let draw = 0; draw < 6; draw += 1) {
        const digits = random.digits(random.int(7, 10));
        const verdict = checkPhone(`+${callingCode}/${digits}`);
        if (verdict?.ok !== true) continue;
        const parsed = parsePhoneNumberFromString(`+${callingCode}${digits}`, metadata as never)!;
        expect(verdict.assigned, `+${callingCode}/${digits}`).toBe(parsed.isValid());
        seen[verdict.assigned ? 'assigned' : 'unassigned'] += 1;
      }
    }
    // Both answers drawn many times over.
    expect(seen.assigned).toBeGreaterThan(50);
    expect(seen.unassigned).toBeGreaterThan(50);
  });

  it("refuses a number for its length exactly as the library's length check does, in every country's plan", () => {
    const random = seededRandom(3541);
    const refusals = { INVALID_COUNTRY: 'country_code', TOO_SHORT: 'too_short', TOO_LONG: 'too_long', INVALID_LENGTH: 'length' } as const;
    const seen = { refused: 0, passed: 0 };
    for (const callingCode of [...Object.keys(metadata.country_calling_codes), '0', '999']) {
      for (let draw = 0; draw < 6; draw += 1) {
        // Every length the wire allows, and more often the lengths numbers have.
        const digits = random.digits(draw % 2 === 0 ? random.int(1, 17) : random.int(7, 11));
        const verdict = checkPhone(`+${callingCode}/${digits}`);
        const length = validatePhoneNumberLength(`+${callingCode}${digits}`, metadata as never);
        const refusal = length === undefined || length === 'NOT_A_NUMBER' ? undefined : refusals[length];
        if (refusal === undefined) {
          expect(verdict?.ok === false && Object.values(refusals).includes(verdict.reason as never), `+${callingCode}/${digits}`).toBe(
            false,
          );
          seen.passed += 1;
        } else {
          expect(verdict, `+${callingCode}/${digits}`).toEqual({ ok: false, reason: refusal });
          seen.refused += 1;
        }
      }
    }
    expect(seen.refused).toBeGreaterThan(200);
    expect(seen.passed).toBeGreaterThan(200);
  });

  it("reads by the compiled plans exactly what the library reads, in every country's plan", () => {
    const random = seededRandom(3542);
    const planNumber = createPlanCompiler(metadata as never);
    const seen = { compiled: 0, assigned: 0, unassigned: 0, library: 0 };
    const regionsOf = metadata.country_calling_codes as Record<string, string[]>;
    const example = (region: string) => (examples as Record<string, string>)[region];
    for (const callingCode of [...Object.keys(regionsOf), '0', '999']) {
      const mobile = example(regionsOf[callingCode]?.[0] ?? '') ?? random.digits(8);
      for (let draw = 0; draw < 80; draw += 1) {
        // The country's example mobile number with its end drawn again (neighbouring ranges, in
        // use or not), its length changed by one, after a national prefix a country may use (the
        // library reads one off), or digits of any length the wire allows.
        const kept = random.int(0, mobile.length);
        const digits =
          draw < 40
            ? mobile.slice(0, kept) + random.digits(mobile.length - kept)
            : draw < 50
              ? mobile.slice(0, kept) + random.digits(Math.max(1, mobile.length - kept + random.pick([-1, 1])))
              : draw < 70
                ? random.pick(['0', '1', '8', '06', '80']) + mobile.slice(0, kept) + random.digits(mobile.length - kept)
                : random.digits(random.int(1, 17));
        const wire = `+${callingCode}/${digits}`;
        expect(checkPhone(wire), wire).toEqual(libraryVerdict(callingCode, digits));
        const read = planNumber(callingCode, digits);
        if (read === undefined) seen.library += 1;
        else seen[read.type === undefined ? 'unassigned' : 'assigned'] += 1;
      }
    }
    // A Brazilian number after the prefix 90, which the library reads off though both fit the plan.
    expect(checkPhone('+55/90978686734')).toEqual(libraryVerdict('55', '90978686734'));
    expect(planNumber('55', '90978686734')).toBeUndefined();
    // Each way drawn many times over: the compiled plans in use and not, and the library's own.
    expect(seen.assigned).toBeGreaterThan(1000);
    expect(seen.unassigned).toBeGreaterThan(300);
    expect(seen.library).toBeGreaterThan(3000);
  });

  it('gives every caller the same verdict for the same number, one no caller can change for the next', () => {
    const first = checkPhone('+354/6111234')!;
    expect(checkPhone('+354/6111234')).toBe(first);
    expect(() => Object.assign(first, { ok: false })).toThrow(TypeError);
    // Past the verdicts kept, it is worked out again, alike.
    for (let n = 0; n < 40; n += 1) checkPhone(`+354/61112${String(n).padStart(2, '0')}`);
    expect(checkPhone('+354/6111234')).toEqual({ ok: true, region: 'IS', kind: 'mobile', assigned: true });
  });

  it('shows a number grouped as its country writes it', () => {
    expect(formatPhone('+354/6111234')).toBe('+354 611 1234');
    expect(formatPhone('+354/385123456')).toBe('+354 385 123 456');
    expect(formatPhone('+44/2079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+354/86133')).toBe('+354 86133');
    expect(formatPhone('86133')).toBe('86133');
  });
});

describe('the phone rule', () => {
  it('blocks a number the plan does not allow, on its path, and passes a good one', () => {
    const application = { ...soleTrader(), applicant: { ...soleTrader().applicant, phone: '+354/1234567' } };
    const problems = validateApplication('soletrader', application, { settings: undefined });
    expect(problems.filter((p) => p.code === 'phone_invalid').map((p) => p.path)).toEqual([['applicant', 'phone']]);
    const good = { ...application, applicant: { ...application.applicant, phone: '+354/6111234' } };
    expect(validateApplication('soletrader', good, { settings: undefined }).some((p) => p.code === 'phone_invalid')).toBe(false);
  });

  it('gives a notice, not a problem, for a number in no listed range', () => {
    const application = { ...soleTrader(), applicant: { ...soleTrader().applicant, phone: '+354/6101234' } };
    expect(validateApplication('soletrader', application, { settings: undefined }).some((p) => p.path.includes('phone'))).toBe(false);
    expect(applicationNotices('soletrader', application)).toContainEqual(
      expect.objectContaining({ code: 'phone_unassigned', path: ['applicant', 'phone'], params: { country: 'IS' } }),
    );
  });
});
