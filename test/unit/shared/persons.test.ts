import { describe, expect, it } from 'vitest';
import type { EntityType } from '$shared/entity-types';
import { personsRule } from '$shared/rules/persons';
import { applicationNotices } from '$shared/rules/validate-application';
import {
  application,
  COMPANY_TYPES,
  found,
  LIMITED_TYPES,
  only,
  OWNERSHIP_TYPES,
  problemsOf,
  remove,
  set,
  SETTINGS,
  TODAY,
} from './helpers';

/** Valid person kennitölur born 1930-01-01 like the fixture's first person: one per person. */
const KENNITOLUR = ['010130-3019', '010130-3289', '010130-3369', '010130-3449'];

/** The type's application with one person per share, each a copy of the first person with a kennitala of its own. */
function withShares(type: EntityType, shares: number[]) {
  const app = application(type);
  const first = (app.persons as object[])[0];
  set(
    app,
    ['persons'],
    shares.map((share, index) => ({ ...structuredClone(first), ssn: KENNITOLUR[index], share })),
  );
  return app;
}

function shareCases(lists: number[][]) {
  return OWNERSHIP_TYPES.flatMap((type) => lists.map((shares) => [type, shares] as const));
}

describe('persons rule: shares of partnership and other add up to at most 100 %', () => {
  // 16.1 + 48.2 + 35.7 is 100.00000000000001 in binary floating point.
  it.each(shareCases([[33.33, 33.33, 33.34], [60, 40], [100], [25, 25], [16.1, 48.2, 35.7]]))('%s: %j passes', (type, shares) => {
    expect(problemsOf(type, withShares(type, shares))).toEqual([]);
  });

  it.each(
    shareCases([
      [60, 41],
      [50, 50.0001],
      [100, 0.01],
      [33.34, 33.34, 33.34],
    ]),
  )('%s: %j is shares_over_100', (type, shares) => {
    expect(problemsOf(type, withShares(type, shares))).toEqual(only(['persons'], 'shares_over_100'));
  });

  it.each(OWNERSHIP_TYPES)('%s: the message gives the total', (type) => {
    const [problem] = personsRule(withShares(type, [60, 41]), { type, settings: SETTINGS, today: TODAY });
    expect(problem?.message).toContain('101 %');
  });

  it.each(LIMITED_TYPES)('%s: persons carry no share, so none are added up', (type) => {
    expect(problemsOf(type, withShares(type, [60, 41]))).toEqual(
      found([
        { path: ['persons', 0, 'share'], code: 'unknown_property' },
        { path: ['persons', 1, 'share'], code: 'unknown_property' },
      ]),
    );
  });
});

describe('persons rule: the same person is listed once', () => {
  it.each(COMPANY_TYPES)('%s: a second person with the same kennitala is person_repeated on its ssn', (type) => {
    const app = application(type);
    const first = (app.persons as { ssn: string }[])[0]!;
    const copy = { ...structuredClone(first), roles: ['Director'] };
    set(app, ['persons'], [first, { ...structuredClone(first), ssn: KENNITOLUR[1], roles: ['Director'] }, copy]);
    if (type === 'partnership' || type === 'other') for (const person of app.persons as { share?: number }[]) person.share = 10;
    expect(problemsOf(type, app)).toEqual(only(['persons', 2, 'ssn'], 'person_repeated'));
  });

  it('the hyphen does not make another person: 0101303019 repeats 010130-3019', () => {
    const persons = [
      { ssn: '010130-3019', roles: ['PrimaryContact'] },
      { ssn: '0101303019', roles: ['Director'] },
    ];
    const problems = personsRule({ persons }, { type: 'privatelimitedcompany', settings: SETTINGS, today: TODAY });
    expect(problems.map((p) => [p.path, p.code])).toEqual([[['persons', 1, 'ssn'], 'person_repeated']]);
  });

  it.each(COMPANY_TYPES)('%s: different kennitölur are no problem', (type) => {
    expect(problemsOf(type, withShares(type, [10, 10, 10]))).toEqual(hasOwnershipOrNot(type));
  });
});

/** Limited companies' persons carry no share: withShares gives them one, which their schema does not know. */
function hasOwnershipOrNot(type: EntityType) {
  return OWNERSHIP_TYPES.includes(type as never)
    ? []
    : found([0, 1, 2].map((index) => ({ path: ['persons', index, 'share'], code: 'unknown_property' as const })));
}

describe('persons rule: a company has a primary contact', () => {
  it.each(COMPANY_TYPES)('%s: one PrimaryContact among the persons passes', (type) => {
    const app = application(type);
    for (const person of app.persons as { roles: string[] }[]) person.roles = ['Director'];
    set(app, ['persons', (app.persons as unknown[]).length - 1, 'roles'], ['PrimaryContact']);
    expect(problemsOf(type, app)).toEqual([]);
  });

  it.each(COMPANY_TYPES)('%s: no PrimaryContact is primary_contact_missing', (type) => {
    const app = application(type);
    for (const person of app.persons as { roles: string[] }[]) person.roles = ['Director'];
    expect(problemsOf(type, app)).toEqual(only(['persons'], 'primary_contact_missing'));
  });

  it.each(['publiclimitedcompany', 'privatelimitedcompany', 'partnership'] as const)(
    '%s: roles left out of the only primary contact give both problems',
    (type) => {
      const app = application(type);
      remove(app, ['persons', 0, 'roles']);
      expect(problemsOf(type, app)).toEqual(
        found([
          { path: ['persons', 0, 'roles'], code: 'required' },
          { path: ['persons'], code: 'primary_contact_missing' },
        ]),
      );
    },
  );

  it('soletrader: the rule does not apply', () => {
    const app = { ...application('soletrader'), persons: [{ roles: ['Director'], share: 150 }] };
    expect(personsRule(app, { type: 'soletrader', settings: SETTINGS, today: TODAY })).toEqual([]);
  });
});

describe('shares under 100 % (a notice, never a problem)', () => {
  const sharesNotice = (type: EntityType, shares: number[]) =>
    applicationNotices(type, withShares(type, shares)).filter((item) => item.code === 'shares_under_100');

  it.each(OWNERSHIP_TYPES)('%s: 0 % and 90 % give a notice with the total; 100 % in decimals gives none', (type) => {
    expect(sharesNotice(type, [60, 30])).toEqual([expect.objectContaining({ params: { total: '90' } })]);
    expect(sharesNotice(type, [0, 40])).toEqual([expect.objectContaining({ params: { total: '40' } })]);
    expect(sharesNotice(type, [33.33, 33.33, 33.34])).toEqual([]);
    expect(sharesNotice(type, [100])).toEqual([]);
    // Over 100 % is the problem's, not a second message.
    expect(sharesNotice(type, [60, 50])).toEqual([]);
    // The notice leaves the application ready.
    expect(problemsOf(type, withShares(type, [0]))).toEqual([]);
  });

  it('0 % for everyone is a partnership missing its partners, but an organisation without owners (F22)', () => {
    expect(sharesNotice('partnership', [0])).toEqual([expect.objectContaining({ path: ['persons'], params: { total: '0' } })]);
    expect(sharesNotice('other', [0])).toEqual([]);
    expect(sharesNotice('other', [0, 0, 0])).toEqual([]);
    expect(problemsOf('other', withShares('other', [0, 0]))).toEqual([]);
  });

  it('a type without shares never has it', () => {
    expect(applicationNotices('privatelimitedcompany', application('privatelimitedcompany')).map((item) => item.code)).not.toContain(
      'shares_under_100',
    );
  });
});
