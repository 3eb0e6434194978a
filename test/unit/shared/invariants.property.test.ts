import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES, type EntityType } from '$shared/entity-types';
import { formatPath, type PathSegment } from '$shared/rules';
import { SettingsSchema } from '$shared/wire/settings';
import { trainingSettings } from '$main/training-service/default-settings';
import { application, check, found, set } from './helpers';

// Invariants of validation, stated over every field rather than examples.

/** Every path to a primitive value of `value`: the fields an agent or a corrupt file can change. */
function leafPaths(value: unknown, base: PathSegment[] = []): PathSegment[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...base, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...base, key]));
  }
  return [base];
}

const LEAVES = ENTITY_TYPES.flatMap((type) => leafPaths(application(type)).map((path) => ({ type, path })));

/** A value no field of any schema takes: an object where a text, number or flag belongs. */
const corruption = fc.oneof(
  fc.constant({}),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.jsonValue(), { minKeys: 1, maxKeys: 3 }),
  fc.array(fc.jsonValue(), { minLength: 1, maxLength: 3 }).map((items) => ({ items })),
);

describe('validation invariants', () => {
  it('every complete fixture is valid (the ground the properties stand on)', () => {
    for (const type of ENTITY_TYPES) expect(check(type, application(type))).toEqual([]);
  });

  it('any single-field corruption yields a problem at exactly that field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEAVES), corruption, ({ type, path }, value) => {
        const app = application(type);
        set(app, path, value);
        const at = check(type, app).map((problem) => formatPath(problem.path));
        expect(at).toContain(formatPath(path));
      }),
      { numRuns: 300 },
    );
  });

  it('settings read under any casing of their keys validate exactly as the spec spelling does', () => {
    const raw = trainingSettings() as Record<string, unknown>;
    const recased = (value: unknown, flips: () => boolean): unknown => {
      if (Array.isArray(value)) return value.map((item) => recased(item, flips));
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          [...key].map((char) => (flips() ? (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()) : char)).join(''),
          recased(item, flips),
        ]),
      );
    };
    const spelled = SettingsSchema.parse(raw);
    fc.assert(
      fc.property(fc.infiniteStream(fc.boolean()), fc.constantFrom<EntityType>(...ENTITY_TYPES), (stream, type) => {
        const bits = stream[Symbol.iterator]();
        const settings = SettingsSchema.parse(recased(raw, () => bits.next().value as boolean));
        expect(settings).toEqual(spelled);
        expect(found(check(type, application(type), { settings }))).toEqual(found(check(type, application(type), { settings: spelled })));
      }),
      { numRuns: 100 },
    );
    // Every letter flipped: nothing is found under its own spelling, and all of it still is.
    const flipped = recased(raw, () => true) as Record<string, unknown>;
    expect(Object.keys(flipped).some((key) => key in raw)).toBe(false);
    expect(SettingsSchema.parse(flipped)).toEqual(spelled);
  });
});
