import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { isShownBy, reviewLayout, shownPaths } from '$renderer/lib/draft/review-layout';
import { sentValuesBySection } from '$renderer/lib/draft/sent-values';
import { shownIban } from '$renderer/lib/draft/shown-identifiers';
import { completeApplication } from '../../fixtures/applications';

describe('the review summary', () => {
  it.each(ENTITY_TYPES)('%s: reads out every value a complete application sends in its own part, none left for "Other values"', (type) => {
    const application = completeApplication(type) as unknown as Record<string, unknown>;
    const layout = reviewLayout(type, application);
    const shown = shownPaths(layout);
    const sent = [...sentValuesBySection(application, [{ name: 'Payment fee', markets: [], types: [], value: 1.25 }]).values()].flat();
    expect(sent.filter((item) => !isShownBy(item.path, shown)).map((item) => item.path.join('.'))).toEqual([]);
  });

  it('follows the editor: the same steps in the same order, a person and a store per part', () => {
    const application = completeApplication('partnership') as unknown as Record<string, unknown>;
    const layout = reviewLayout('partnership', application);
    expect(layout.map((group) => group.id)).toEqual(['business', 'persons', 'stores', 'bank', 'fees']);
    const persons = layout.find((group) => group.id === 'persons')!.blocks;
    expect(persons.map((block) => block.heading?.key)).toEqual((application.persons as unknown[]).map(() => 'persons.personNamed'));
  });

  it('writes an IBAN in groups of four and leaves anything else as it is', () => {
    expect(shownIban('IS750159260076544710080280')).toBe('IS75 0159 2600 7654 4710 0802 80');
    expect(shownIban('not an iban')).toBe('not an iban');
  });
});
