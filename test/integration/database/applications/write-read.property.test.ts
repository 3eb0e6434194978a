import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { createApplication, getApplication, saveDraft } from '$main/database';
import { completeApplication } from '$test/fixtures/applications';
import { openTestDatabase } from '../helpers';

type Json = Record<string | number, unknown>;

/** Paths to every text of `value`, where an agent types (names, addresses, free text). */
function textPaths(value: unknown, base: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [base];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...base, Array.isArray(value) ? Number(key) : key]));
}

function withText(app: unknown, path: (string | number)[], text: string): unknown {
  const copy = structuredClone(app) as Json;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Json;
  parent[path.at(-1)!] = text;
  return copy;
}

describe('an application through the real database', () => {
  it('survives write -> read unchanged, whatever an agent types into any field (sealed, in SQLite)', () => {
    const { database } = openTestDatabase();
    const cases = ENTITY_TYPES.flatMap((type) => textPaths(completeApplication(type)).map((path) => ({ type, path })));
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.array(fc.string({ unit: 'grapheme', maxLength: 40 }), { minLength: 1, maxLength: 3 }),
        ({ type, path }, texts) => {
          let body = completeApplication(type) as unknown;
          const created = createApplication(database, { entityType: type, body, businessName: 'x', actor: 'agent' });
          expect(getApplication(database, created.id)!.body).toEqual(body);
          for (const text of texts) {
            body = withText(body, path, text);
            saveDraft(database, created.id, {
              body,
              businessName: text,
              status: 'draft',
              problems: [],
              settingsSnapshotId: null,
              actor: 'agent',
            });
            const read = getApplication(database, created.id)!;
            expect(read.body).toEqual(body);
            expect(read.businessName).toBe(text);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
