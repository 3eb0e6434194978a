import { describe, expect, it } from 'vitest';
import { ownershipOf, sharesFor } from '$renderer/lib/draft/ownership';

describe("an organisation's owners, as its persons' shares say (decision F22)", () => {
  it('every share 0 is no owners; one above 0 is owners; none given yet is unanswered', () => {
    expect(ownershipOf([{ share: 0 }, { share: 0 }])).toBe('none');
    expect(ownershipOf([{ share: 0 }, { share: 40 }])).toBe('owners');
    expect(ownershipOf([{ share: 0 }, {}])).toBeUndefined();
    expect(ownershipOf([{}])).toBeUndefined();
    expect(ownershipOf([])).toBeUndefined();
  });

  it('no owners sends 0 for every person; owners clears those zeros so each share is asked', () => {
    expect(sharesFor('none', [{ share: 30 }, {}])).toEqual([0, 0]);
    expect(sharesFor('owners', [{ share: 0 }, { share: 30 }, {}])).toEqual([undefined, null, null]);
  });
});
