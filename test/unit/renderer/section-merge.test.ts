import { describe, expect, it } from 'vitest';
import type { DraftBody } from '$shared/draft/draft-body';
import { changedSections, filledSections, layOver, mergeSections, sectionTexts } from '$renderer/lib/draft/section-merge';

const draft = (application: Record<string, unknown>): DraftBody => ({ application, processingFees: [] });

/** Main's copy when the editor last saved, what the editor has now, and what main has now. */
function merge(base: DraftBody, mine: DraftBody, theirs: DraftBody): DraftBody | undefined {
  const before = sectionTexts(base);
  const theirTexts = sectionTexts(theirs);
  return mergeSections(
    theirs,
    mine,
    changedSections(sectionTexts(mine), before),
    changedSections(theirTexts, before),
    filledSections(theirTexts, before),
  );
}

describe('merging a save with a change made elsewhere, field by field', () => {
  const base = draft({ applicant: { firstName: 'Guðrún', address: { countryCode: 'IS' } }, stores: [{ name: 'A' }] });

  it('keeps both when they changed different fields of one part', () => {
    const mine = draft({
      applicant: { firstName: 'Guðrún', phone: '+354/5551234', address: { countryCode: 'IS' } },
      stores: [{ name: 'A' }],
    });
    const theirs = draft({
      applicant: { firstName: 'Guðrún', dateOfBirth: '1974-01-12', address: { countryCode: 'IS' } },
      stores: [{ name: 'A' }],
    });
    expect(merge(base, mine, theirs)?.application.applicant).toEqual({
      firstName: 'Guðrún',
      phone: '+354/5551234',
      dateOfBirth: '1974-01-12',
      address: { countryCode: 'IS' },
    });
  });

  it('is a conflict when both changed one field that held a value, or one list', () => {
    const mine = draft({ applicant: { firstName: 'Gunna', address: { countryCode: 'IS' } }, stores: [{ name: 'A' }] });
    const theirs = draft({ applicant: { firstName: 'Guðrún Anna', address: { countryCode: 'IS' } }, stores: [{ name: 'A' }] });
    expect(merge(base, mine, theirs)).toBeUndefined();
    const myStores = draft({ ...base.application, stores: [{ name: 'B' }] });
    const theirStores = draft({ ...base.application, stores: [{ name: 'A' }, { name: 'C' }] });
    expect(merge(base, myStores, theirStores)).toBeUndefined();
  });

  it('keeps what the agent typed into a field that was filled elsewhere from empty', () => {
    const mine = draft({ ...base.application, applicant: { firstName: 'Guðrún', ssn: '010130-2989', address: { countryCode: 'IS' } } });
    const theirs = draft({ ...base.application, applicant: { firstName: 'Guðrún', ssn: '120174-3389', address: { countryCode: 'IS' } } });
    expect(merge(base, mine, theirs)?.application.applicant).toMatchObject({ ssn: '010130-2989' });
  });

  it('removes what the agent removed and makes the objects a new field needs', () => {
    const target = draft({ applicant: { firstName: 'Guðrún' } });
    const mine = draft({ applicant: { address: { city: 'Reykjavík' } } });
    layOver(target, mine, new Set([JSON.stringify(['applicant', 'firstName']), JSON.stringify(['applicant', 'address', 'city'])]));
    expect(target.application).toEqual({ applicant: { address: { city: 'Reykjavík' } } });
  });
});
