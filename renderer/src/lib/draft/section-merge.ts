import type { DraftBody } from '$shared/draft/draft-body';

/**
 * A draft cut into its top-level sections (each key of the application, and the fee rows), each
 * as its JSON text: what two writers' changes are compared by when a save meets a change made
 * elsewhere.
 */
export type SectionTexts = Map<string, string>;

const FEES = 'processingFees';

export function sectionTexts(draft: DraftBody): SectionTexts {
  const texts: SectionTexts = new Map();
  for (const [key, value] of Object.entries(draft.application)) {
    const json = JSON.stringify(value) as string | undefined;
    if (json !== undefined) texts.set(key, json);
  }
  texts.set(FEES, JSON.stringify(draft.processingFees ?? null));
  return texts;
}

/** The sections whose text differs between the two (a section added or removed counts). */
export function changedSections(now: SectionTexts, before: SectionTexts): Set<string> {
  const changed = new Set<string>();
  for (const key of new Set([...now.keys(), ...before.keys()])) if (now.get(key) !== before.get(key)) changed.add(key);
  return changed;
}

/**
 * Their draft with my changed sections laid over it, or undefined when we both changed one (a
 * real conflict, which a person must settle). Settings sync rebuilding the fee rows, or
 * re-binding the application to new settings, while the agent types the company's details, is
 * the common case: disjoint, and both are kept.
 */
export function mergeSections(
  theirs: DraftBody,
  mine: DraftBody,
  mineChanged: Set<string>,
  theirsChanged: Set<string>,
): DraftBody | undefined {
  for (const key of mineChanged) if (theirsChanged.has(key)) return undefined;
  const merged: DraftBody = structuredClone(theirs);
  for (const key of mineChanged) {
    if (key === FEES) merged.processingFees = structuredClone(mine.processingFees);
    else if (key in mine.application) merged.application[key] = structuredClone(mine.application[key]);
    else delete merged.application[key];
  }
  return merged;
}
