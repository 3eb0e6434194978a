import type { DraftBody } from '$shared/draft/draft-body';
import { at } from '$shared/rules/read';

/**
 * A draft cut into its fields, each as its JSON text, keyed by its path (the JSON of the path
 * from the application's root; the fee rows are one field, `processingFees`): what two writers'
 * changes are compared by when a save meets a change made elsewhere. Objects are cut down to
 * their fields; a list is one field (a person, a store added or removed moves every index).
 */
export type SectionTexts = Map<string, string>;

const FEES = 'processingFees';

export function sectionTexts(draft: DraftBody): SectionTexts {
  const texts: SectionTexts = new Map();
  const walk = (value: unknown, path: string[]) => {
    if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
      return;
    }
    const json = JSON.stringify(value) as string | undefined;
    if (json !== undefined) texts.set(JSON.stringify(path), json);
  };
  walk(draft.application, []);
  texts.set(FEES, JSON.stringify(draft.processingFees ?? null));
  return texts;
}

/** The fields whose text differs between the two (a field added or removed counts). */
export function changedSections(now: SectionTexts, before: SectionTexts): Set<string> {
  const changed = new Set<string>();
  for (const key of new Set([...now.keys(), ...before.keys()])) if (now.get(key) !== before.get(key)) changed.add(key);
  return changed;
}

/** The fields that were empty (absent, null or blank) before and hold a value now: filled, not changed. */
export function filledSections(now: SectionTexts, before: SectionTexts): Set<string> {
  const empty = (text: string | undefined) => text === undefined || text === 'null' || /^"\s*"$/.test(text);
  const filled = new Set<string>();
  for (const [key, text] of now) if (!empty(text) && empty(before.get(key))) filled.add(key);
  return filled;
}

/**
 * Their draft with my changed fields laid over it, or undefined when we both changed one field (a
 * real conflict, which a person must settle). Settings sync rebuilding the fee rows while the
 * agent types, or a document filling the applicant's date of birth while the agent types the
 * phone, is the common case: disjoint, and both are kept. A field they filled from empty that I
 * typed too keeps what I typed: the agent's keystrokes are never lost to a fill, and a document
 * that disagrees says so as a notice.
 */
export function mergeSections(
  theirs: DraftBody,
  mine: DraftBody,
  mineChanged: Set<string>,
  theirsChanged: Set<string>,
  theirsFilled: Set<string> = new Set(),
): DraftBody | undefined {
  for (const key of mineChanged) {
    for (const other of theirsChanged) if (overlaps(key, other) && !(key === other && theirsFilled.has(key))) return undefined;
  }
  const merged: DraftBody = structuredClone(theirs);
  layOver(merged, mine, mineChanged);
  return merged;
}

/** Writes my changed fields (`keys` from `changedSections`) into `target`, removing those I removed. */
export function layOver(target: DraftBody, mine: DraftBody, keys: Set<string>): void {
  for (const key of keys) {
    if (key === FEES) {
      target.processingFees = structuredClone(mine.processingFees);
      continue;
    }
    const path = JSON.parse(key) as string[];
    const value = at(mine.application, ...path);
    let node = target.application;
    for (const segment of path.slice(0, -1)) {
      if (!isObject(node[segment])) {
        if (value === undefined) break;
        node[segment] = {};
      }
      node = node[segment] as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    if (value === undefined) delete node[last];
    else node[last] = structuredClone(value);
  }
}

/** One field is the other, or lies inside it (a list, or an object that became a value). */
function overlaps(a: string, b: string): boolean {
  if (a === b) return true;
  if (a === FEES || b === FEES) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.startsWith(short.slice(0, -1) + ',');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
