import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES, type EntityType } from '$shared/entity-types';
import {
  applicationNotices,
  NOTICE_CODES,
  PROBLEM_CODES,
  PROBLEM_RULES,
  type Problem,
  processingFeesRule,
  type Rule,
  validateApplication,
} from '$shared/rules';
import { APPLICATION_SCHEMAS } from '$shared/wire/applications';
import { type Settings, SettingsSchema } from '$shared/wire/settings';
import { ServiceErrorBodySchema, SubmissionResponseSchema } from '$shared/wire/submission-response';
import { application, type Json, TODAY } from './helpers';

const RULES: Record<string, Rule> = Object.fromEntries(PROBLEM_RULES.map((rule) => [rule.name, rule]));

const type = fc.constantFrom(...ENTITY_TYPES);
const input = fc.oneof(fc.jsonValue(), fc.anything());

const processingFee = fc.record({
  name: fc.constantFrom('PCI fee', 'Authorization fee', 'Chargeback fee'),
  min: fc.double({ noNaN: true, noDefaultInfinity: true }),
  max: fc.double({ noNaN: true, noDefaultInfinity: true }),
  default: fc.double({ noNaN: true, noDefaultInfinity: true }),
  editable: fc.boolean(),
  decimalPrecision: fc.integer({ min: 0, max: 10 }),
  markets: fc.subarray(['Iceland', 'Crossborder']),
  types: fc.subarray(['Card present', 'Card not present']),
  value: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: undefined }),
});

/** Settings as a key might answer, or none before the first sync. */
const settings: fc.Arbitrary<Settings | undefined> = fc.option(
  fc
    .record({
      Fees: fc.record({
        MerchantServiceChargeFeeNames: fc.array(fc.oneof(fc.constantFrom('Domestic debit cards', 'Foreign credit cards'), fc.string())),
        processingFees: fc.array(processingFee, { maxLength: 4 }),
      }),
      RestrictedAmexMccs: fc.array(
        fc.record({
          CountryCode: fc.constantFrom('IS', 'gb', 'AQ'),
          CurrencyCode: fc.constantFrom('ISK', 'GBP', 'USD'),
          MccID: fc.oneof(fc.constantFrom(5812, 5814), fc.integer({ min: 0, max: 9999 })),
        }),
        { maxLength: 4 },
      ),
    })
    .map((raw) => SettingsSchema.parse(raw)),
  { nil: undefined },
);

function expectWellFormed(problems: Problem[]): void {
  expect(Array.isArray(problems)).toBe(true);
  for (const problem of problems) {
    expect(Array.isArray(problem.path)).toBe(true);
    for (const segment of problem.path) expect(typeof segment === 'string' || Number.isInteger(segment)).toBe(true);
    expect(PROBLEM_CODES).toContain(problem.code);
    expect(typeof problem.message).toBe('string');
  }
}

/** Every path into a value, containers included. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key]))];
}

const DELETE = Symbol('delete');
const UNKNOWN_KEY = Symbol('unknown key');
type Edit = [pick: number, change: unknown];

/** Values the rules look at closely, so random edits reach their branches and not only the schema. */
const NEAR_MISSES = [
  'Amex',
  ['Amex'],
  ['VISA', 'Amex'],
  'IS',
  'AQ',
  5812,
  10000,
  5812.5,
  -1,
  '',
  null,
  '010130-3019',
  '471008-0280',
  '2024-02-29',
  '2023-02-29',
  'CardPresent',
  'PCI fee',
];

function mutate(type: EntityType, edits: Edit[]): Json {
  const app = application(type);
  // Every store takes Amex, so the Amex rule has something to judge.
  for (const store of app.stores as { acceptedCardTypes: string[] }[]) store.acceptedCardTypes.push('Amex');
  for (const [pick, change] of edits) {
    const paths = pathsOf(app).filter((path) => path.length > 0);
    if (paths.length === 0) break;
    const path = paths[pick % paths.length]!;
    let parent: unknown = app;
    for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[key];
    const container = parent as Record<string | number, unknown>;
    const key = path.at(-1)!;
    if (change === DELETE) delete container[key];
    else if (change === UNKNOWN_KEY) container[`${String(key)}X`] = 1;
    // A copy: NEAR_MISSES' arrays are shared by every run, and an edit inside one (or one put into
    // itself) would leak into later runs or make the application cyclic.
    else container[key] = structuredClone(change);
  }
  return app;
}

const change = fc.oneof(fc.jsonValue(), fc.constantFrom(...NEAR_MISSES), fc.constant(DELETE), fc.constant(UNKNOWN_KEY));
const edits = fc.array(fc.tuple(fc.nat(), change), { minLength: 1, maxLength: 4 });
/** Arbitrary input, or a complete application with random edits. */
const inputOrEdited = fc.oneof(
  input,
  fc.tuple(type, edits).map(([t, e]) => mutate(t, e)),
);

describe('never throws, always answers well-formed problems', () => {
  it('validateApplication on arbitrary input, for every entity type', () => {
    fc.assert(
      fc.property(type, input, settings, (entityType, value, current) => {
        expectWellFormed(validateApplication(entityType, value, { settings: current, today: TODAY }));
      }),
      { numRuns: 300 },
    );
  });

  it('validateApplication on random edits of a complete application', () => {
    fc.assert(
      fc.property(type, edits, settings, (entityType, changes, current) => {
        const app = mutate(entityType, changes);
        const problems = validateApplication(entityType, app, { settings: current, today: TODAY });
        expectWellFormed(problems);
        if (!APPLICATION_SCHEMAS[entityType].safeParse(app).success) expect(problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('applicationNotices on arbitrary input and on random edits: never throws, every notice well-formed', () => {
    fc.assert(
      fc.property(type, inputOrEdited, (entityType, value) => {
        for (const item of applicationNotices(entityType, value)) {
          expect(item.severity).toBe('notice');
          expect(NOTICE_CODES).toContain(item.code);
          expect(typeof item.message).toBe('string');
          expect(Array.isArray(item.path)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(Object.entries(RULES))('%s on arbitrary input and on random edits', (_, rule) => {
    fc.assert(
      fc.property(type, inputOrEdited, settings, (entityType, value, current) => {
        expectWellFormed(rule(value, { type: entityType, settings: current, today: TODAY }));
      }),
      { numRuns: 200 },
    );
  });

  it('processingFeesRule on arbitrary input', () => {
    const entry = fc.record(
      { name: fc.constantFrom('PCI fee', 'Authorization fee'), markets: fc.anything(), types: fc.anything(), value: fc.anything() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(input, fc.array(fc.oneof(entry, input))), settings, (value, current) => {
        expectWellFormed(processingFeesRule(value, current));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['SettingsSchema', SettingsSchema],
    ['SubmissionResponseSchema', SubmissionResponseSchema],
    ['ServiceErrorBodySchema', ServiceErrorBodySchema],
  ] as const)('%s.safeParse on arbitrary input', (_, schema) => {
    fc.assert(
      fc.property(input, (value) => {
        expect(typeof schema.safeParse(value).success).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
