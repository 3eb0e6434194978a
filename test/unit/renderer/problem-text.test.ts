import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Problem } from '$shared/rules/problem';
import type { Entry } from '$renderer/lib/i18n/catalogue/entry';
import { TEST_PERSON_KENNITALA } from '../../fixtures/applications';

// The renderer's i18n holds the language in a Svelte rune; here it is a plain variable over the
// same catalogue and the same wording, so problem-text.ts runs as it does in the window.
const language = vi.hoisted(() => ({ current: 'en' as 'en' | 'is' }));
vi.mock('$renderer/lib/i18n/i18n.svelte', async () => {
  const { catalogue } = await import('$renderer/lib/i18n/catalogue');
  const { word } = await import('$renderer/lib/i18n/wording');
  const entries = catalogue as Record<string, Entry | undefined>;
  const tMaybe = (key: string, params?: Record<string, string | number>) => {
    const entry = entries[key];
    return entry === undefined ? undefined : word(entry[language.current], language.current, params);
  };
  return {
    i18n: {
      get language() {
        return language.current;
      },
    },
    tMaybe,
    t: (key: string, params?: Record<string, string | number>) => tMaybe(key, params) ?? `missing ${key}`,
  };
});

// Imported by a computed name: the root tsconfig cannot type the rune module behind it (svelte-check
// types the renderer), so the test states the two signatures it uses.
interface ProblemTextModule {
  problemText(problem: Problem, value: unknown): string;
  whereLabel(path: Problem['path'], application: Record<string, unknown>, draft: { processingFees: unknown }, type?: string): string;
  fieldLabel(path: Problem['path'], type?: string): string;
}
const PROBLEM_TEXT = '../../../renderer/src/lib/draft/problem-text';
const { fieldLabel, problemText, whereLabel } = (await import(/* @vite-ignore */ PROBLEM_TEXT)) as ProblemTextModule;
const { catalogue } = await import('$renderer/lib/i18n/catalogue');
const { word } = await import('$renderer/lib/i18n/wording');

/** The catalogue's text for `key` in the current language: what the choice must land on. */
const text = (key: string, params?: Record<string, string | number>) =>
  word((catalogue as Record<string, Entry>)[key]![language.current], language.current, params);
const problem = (path: Problem['path'], code: string, message = ''): Problem => ({ path, code, message }) as Problem;

beforeEach(() => {
  language.current = 'en';
});

describe('problem texts (renderer/src/lib/draft/problem-text.ts)', () => {
  it('a word typed where a number belongs asks for a number; a wrong type on a yes/no field asks for yes or no', () => {
    expect(problemText(problem(['stores', 0, 'averageMonthlyVolume'], 'invalid_type'), 'lots')).toBe(
      text('problem.invalid_type.kind.number'),
    );
    expect(problemText(problem(['bankAccountConfirmed'], 'invalid_type'), 'yes')).toBe(text('problem.invalid_type.kind.boolean'));
  });

  it('a number below its minimum reads "cannot be negative", except an ownership share', () => {
    expect(problemText(problem(['fees', 'processingFees', 0, 'value'], 'too_short'), -1)).toBe(text('problem.negative'));
    expect(problemText(problem(['persons', 0, 'share'], 'too_short'), -1)).not.toBe(text('problem.negative'));
  });

  it("a text too long without a field's own wording names the limit from the rule", () => {
    expect(problemText(problem(['company', 'name'], 'too_long', 'at most 70 characters'), 'x')).toBe(
      text('problem.too_long.limit', { limit: '70' }),
    );
    expect(problemText(problem(['stores'], 'too_long', 'at most 50 items'), [])).toBe(text('problem.too_long.stores'));
  });

  it("a person's kennitala in the company's field says a company's is expected", () => {
    expect(problemText(problem(['company', 'number'], 'kennitala_invalid'), TEST_PERSON_KENNITALA)).toBe(
      text('problem.kennitala.companyExpected'),
    );
  });

  it("a refused phone says why by its country's plan, naming the country in the agent's language", () => {
    expect(problemText(problem(['company', 'phone'], 'phone_invalid'), '+354/1234567')).toBe(
      text('problem.phone_invalid.not_in_plan', { country: 'Iceland' }),
    );
    language.current = 'is';
    expect(problemText(problem(['company', 'phone'], 'phone_invalid'), '+44/207946095812')).toBe(
      text('problem.phone_invalid.too_long', { country: 'Bretland' }),
    );
  });

  it.each([
    // Registers Iceland's example of the announced system-number form (skra.is, "Um kerfiskennitölur").
    ['applicant', 'ssn', '892350-1739', 'problem.kennitala.system'],
    ['persons', 'ssn', '720130-2059', 'problem.kennitala.day'],
    ['company', 'number', '350130-2059', 'problem.kennitala.day'],
    // A company registered on 5 April 2030 (the case; python-stdnum's 450401-3150 moved on).
    ['company', 'number', '450430-3150', 'problem.kennitala.future'],
  ] as const)('%s.%s %s is worded for what is wrong with it, never "a company\'s" for a day no company has', (base, field, value, key) => {
    const path = base === 'persons' ? [base, 0, field] : [base, field];
    expect(problemText(problem(path, 'kennitala_invalid'), value)).toBe(text(key));
  });

  it("the service's own reason is quoted, and marked once the agent changed the field", () => {
    const reason = problem(['company', 'name'], 'service_rejected', 'Name taken');
    expect(problemText(reason, 'x')).toBe(text('problem.service_rejected', { message: 'Name taken' }));
    expect(problemText({ ...reason, changed: true } as Problem, 'x')).toBe(
      text('problem.service_rejected.changed', { message: 'Name taken' }),
    );
  });

  it('speaks the current language', () => {
    language.current = 'is';
    expect(problemText(problem(['bankAccountConfirmed'], 'invalid_type'), 'x')).toBe('Veldu já eða nei.');
  });

  it("says where a problem is by the item's name and position", () => {
    const application = { stores: [{ name: 'Laugavegur' }, { name: 'Kringlan' }] };
    const where = whereLabel(['stores', 1, 'name'], application, { processingFees: [] });
    expect(where.startsWith(text('stores.storeNamed', { n: 2, name: 'Kringlan' }))).toBe(true);
  });

  it('words an organisation of the other type as one, not as a company, in both languages', () => {
    for (const current of ['en', 'is'] as const) {
      language.current = current;
      expect(fieldLabel(['company', 'name'], 'other')).toBe(text('other.field.company.name'));
      expect(fieldLabel(['company', 'name'], 'partnership')).toBe(text('field.company.name'));
      expect(fieldLabel(['company', 'number'], 'other')).toBe(text('other.field.number'));
      expect(whereLabel(['company', 'name'], {}, { processingFees: [] }, 'other')).toBe(
        `${text('other.field.company')} › ${text('other.field.company.name')}`,
      );
    }
    language.current = 'en';
    expect(fieldLabel(['company', 'name'], 'other')).not.toMatch(/company/i);
  });
});
