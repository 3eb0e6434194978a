import { describe, expect, it } from 'vitest';
import { TextTooLongError, assertTextsWithinLimits } from '$shared/draft/text-limits';
import { ENTITY_TYPES } from '$shared/entity-types';
import { type PathSegment, formatPath } from '$shared/rules/problem';
import { MAX_FIELD_CHARS } from '$shared/wire/application-size';
import { SettingsSchema } from '$shared/wire/settings';
import { application, check, problemsOf, set, withValue } from '../helpers';

/** Every path of a text in `value`, the attachments' base64 aside. */
function textPaths(value: unknown, path: PathSegment[] = []): PathSegment[][] {
  if (typeof value === 'string') return path.at(-1) === 'File' ? [] : [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => textPaths(child, [...path, Array.isArray(value) ? Number(key) : key]));
}

function refusal(run: () => void): TextTooLongError {
  try {
    run();
  } catch (error) {
    if (error instanceof TextTooLongError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('every text of an application has a length a person could type', () => {
  it.each(ENTITY_TYPES)('%s: each text field refuses a text as long as the longest any field may hold', (type) => {
    // The optional texts too.
    const full = application(type);
    const bank = full.bankAccount as Record<string, unknown>;
    bank.sortCode = '12-34-56';
    for (const person of type === 'soletrader' ? [full.applicant] : (full.persons as unknown[])) {
      (person as Record<string, unknown>).middleName = 'Anna';
    }
    const paths = textPaths(full);
    expect(paths).toContainEqual(['bankAccount', 'sortCode']);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const app = structuredClone(full);
      set(app, path, 'A'.repeat(MAX_FIELD_CHARS));
      const problems = problemsOf(type, app);
      expect(problems, JSON.stringify(path)).toContainEqual(expect.objectContaining({ path }));
    }
  });

  it.each([
    [['bankAccount', 'iban'], 34, 'IS14015926007654551073033912345678'],
    [['bankAccount', 'swiftNumber'], 11, 'NBIIISREXXX'],
    [['bankAccount', 'sortCode'], 16, '123456-123456-12'],
    [['applicant', 'phone'], 17, '+354/123456789012'],
    [['applicant', 'email'], 254, `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`],
    [['applicant', 'legalName'], 200, 'L'.repeat(200)],
    [['bankAccount', 'accountNumber'], 40, '1'.repeat(40)],
  ] as const)('%j: one character past %i is "too_long", saying the limit the field shows', (path, max, longest) => {
    expect(longest).toHaveLength(max);
    const tooLong = (value: string) =>
      check('soletrader', withValue('soletrader', path, value)).filter(
        (p) => p.code === 'too_long' && formatPath(p.path) === formatPath(path),
      );
    expect(tooLong(longest)).toEqual([]);
    // The renderer's field words this message's limit (problem.too_long.limit).
    expect(tooLong(`${longest}1`)).toEqual([expect.objectContaining({ message: expect.stringContaining(`at most ${max} characters`) })]);
  });

  it("the settings' names are as long as an application's fee name, and their lists bounded", () => {
    const settings = (names: string[]) =>
      SettingsSchema.safeParse({ Fees: { MerchantServiceChargeFeeNames: names }, ECommerceSOlutions: names }).success;
    expect(settings(['N'.repeat(100)])).toBe(true);
    expect(settings(['N'.repeat(101)])).toBe(false);
  });
});

describe('a draft holds no text longer than any field', () => {
  const draft = (application: Record<string, unknown>, processingFees: never[] = []) => ({ application, processingFees });

  it('lets a text of the limit through and refuses one character more, anywhere, naming where', () => {
    expect(() => assertTextsWithinLimits(draft({ applicant: { legalName: 'x'.repeat(MAX_FIELD_CHARS) } }))).not.toThrow();
    expect(refusal(() => assertTextsWithinLimits(draft({ stores: [{}, { name: 'x'.repeat(MAX_FIELD_CHARS + 1) }] })))).toMatchObject({
      max: MAX_FIELD_CHARS,
      path: ['stores', 1, 'name'],
    });
    const fee = { name: 'x'.repeat(MAX_FIELD_CHARS + 1), markets: [], types: [], value: 1 } as never;
    expect(refusal(() => assertTextsWithinLimits(draft({}, [fee])))).toMatchObject({ path: ['processingFees', 0, 'name'] });
  });

  it('refuses a key as long, an unknown property being no field either', () => {
    expect(refusal(() => assertTextsWithinLimits(draft({ company: { ['k'.repeat(MAX_FIELD_CHARS + 1)]: 1 } })))).toMatchObject({
      path: ['company'],
    });
  });

  it('lets a draft stored with a longer text be saved with it, or shorter, so no one is stuck', () => {
    const long = (length: number) => draft({ applicant: { legalName: 'x'.repeat(length) } });
    expect(() => assertTextsWithinLimits(long(5_000), long(5_000))).not.toThrow();
    expect(() => assertTextsWithinLimits(long(4_000), long(5_000))).not.toThrow();
    expect(refusal(() => assertTextsWithinLimits(long(6_000), long(5_000)))).toMatchObject({ path: ['applicant', 'legalName'] });
  });
});
