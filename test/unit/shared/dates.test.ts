import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES, type EntityType } from '$shared/entity-types';
import { isCalendarDate } from '$shared/rules/national-id/kennitala';
import { application, only, personBase, problemsOf, set, TODAY } from './helpers';

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1930-01-01', '1999-12-31', '0050-06-15', '0004-02-29'])('%s exists', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each(['2023-02-29', '1900-02-29', '1930-13-01', '1930-00-10', '1930-04-31', '1930-01-00', '1930-1-1', '19300101', ''])(
    '%s does not',
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
    },
  );
});

/** The person moved abroad, so the kennitala (which fixes the date of birth) is not checked. */
function bornOn(type: EntityType, date: string) {
  const app = application(type);
  set(app, [...personBase(type), 'address', 'countryCode'], 'GB');
  set(app, [...personBase(type), 'dateOfBirth'], date);
  return app;
}

function perType<T>(values: readonly T[]) {
  return ENTITY_TYPES.flatMap((type) => values.map((value) => [type, value] as const));
}

describe('dates rule: date of birth', () => {
  it.each(perType(['2024-02-29', '1900-01-01', TODAY, '1985-07-31']))('%s: %s passes', (type, date) => {
    expect(problemsOf(type, bornOn(type, date))).toEqual([]);
  });

  it.each(perType(['2023-02-29', '1930-13-01', '1930-04-31', '1899-12-31', '0050-06-15']))('%s: %s is invalid_date', (type, date) => {
    expect(problemsOf(type, bornOn(type, date))).toEqual(only([...personBase(type), 'dateOfBirth'], 'invalid_date'));
  });

  it.each(perType(['2026-11-22', '2100-01-01']))('%s: %s is after today and date_in_future', (type, date) => {
    expect(problemsOf(type, bornOn(type, date))).toEqual(only([...personBase(type), 'dateOfBirth'], 'date_in_future'));
  });

  it.each(ENTITY_TYPES)('%s: the future is relative to the `today` option', (type) => {
    expect(problemsOf(type, bornOn(type, '2026-11-22'), { today: '2026-11-22' })).toEqual([]);
    expect(problemsOf(type, bornOn(type, '2026-11-21'), { today: '2026-11-20' })).toEqual(
      only([...personBase(type), 'dateOfBirth'], 'date_in_future'),
    );
  });

  it.each(ENTITY_TYPES)('%s: without `today` the rule uses the current date', (type) => {
    const problems = problemsOf(type, bornOn(type, '2999-01-01'), { today: undefined });
    expect(problems).toEqual(only([...personBase(type), 'dateOfBirth'], 'date_in_future'));
  });

  it.each(ENTITY_TYPES)('%s: a wrongly written date is the schema’s problem only', (type) => {
    expect(problemsOf(type, bornOn(type, '1930-2-1'))).toEqual(only([...personBase(type), 'dateOfBirth'], 'invalid_format'));
  });

  it.each(['privatelimitedcompany', 'partnership', 'other'] as const)('%s: every person is checked', (type) => {
    const app = application(type);
    set(app, ['persons', 1, 'address', 'countryCode'], 'GB');
    set(app, ['persons', 1, 'dateOfBirth'], '2023-02-29');
    expect(problemsOf(type, app)).toEqual(only(['persons', 1, 'dateOfBirth'], 'invalid_date'));
  });
});
