import { describe, expect, it } from 'vitest';
import type { EntityType } from '../../../shared/entity-types';
import { personsRule } from '../../../shared/rules/persons';
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

/** The type's application with one person per share, each a copy of the first person. */
function withShares(type: EntityType, shares: number[]) {
  const app = application(type);
  const first = (app.persons as object[])[0];
  set(
    app,
    ['persons'],
    shares.map((share) => ({ ...structuredClone(first), share })),
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
