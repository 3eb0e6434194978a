import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DraftBody, assertListsWithinLimits, assertTextsWithinLimits, draftWithinLimits } from '$shared/draft';
import { MAX_FIELD_CHARS } from '$shared/wire/application-size';
import { LIMITED_LISTS, LIST_LIMITS } from '$shared/wire/list-limits';

/** What the two walks that know paths say of a draft with nothing stored: within both limits or not. */
function bothPass(draft: DraftBody): boolean {
  try {
    assertListsWithinLimits(draft);
    assertTextsWithinLimits(draft);
    return true;
  } catch {
    return false;
  }
}

/** Texts and keys at either side of the longest field, lists of the limited names at either side of their limits. */
const text = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(MAX_FIELD_CHARS, MAX_FIELD_CHARS + 1).map((n) => 'x'.repeat(n)),
);
const key = fc.oneof(fc.constantFrom(...LIMITED_LISTS, 'company', 'name'), text);
const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.constant(null),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc
      .tuple(fc.constantFrom(...LIMITED_LISTS), fc.constantFrom(-1, 0, 1))
      .map(([list, d]) => ({ [list]: Array.from({ length: LIST_LIMITS[list] + d }, () => 'item') })),
  ),
})).value;

describe('draftWithinLimits', () => {
  it('passes exactly the drafts both walks that know paths let through', () => {
    const seen = { passed: 0, refused: 0 };
    fc.assert(
      fc.property(value, fc.oneof(fc.array(value, { maxLength: 3 }), value), (application, processingFees) => {
        const draft = { application, processingFees } as unknown as DraftBody;
        const within = draftWithinLimits(draft);
        expect(within).toBe(bothPass(draft));
        seen[within ? 'passed' : 'refused'] += 1;
      }),
      { numRuns: 400, seed: 38 },
    );
    // Both answers drawn often, so the agreement means something either way.
    expect(seen.passed).toBeGreaterThan(50);
    expect(seen.refused).toBeGreaterThan(50);
  });

  it('counts a sparse list by its length and leaves a document’s bytes alone', () => {
    const stores: unknown[] = [];
    stores[99_999_999] = { name: 'x' };
    expect(draftWithinLimits({ application: { stores }, processingFees: [] })).toBe(false);
    const bytes = new Uint8Array(MAX_FIELD_CHARS * 4);
    expect(draftWithinLimits({ application: { file: bytes }, processingFees: [] })).toBe(true);
  });
});
