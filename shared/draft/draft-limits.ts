import type { PathSegment } from '../rules/problem';
import { MAX_FIELD_CHARS } from '../wire/application-size';
import { LIST_LIMITS } from '../wire/list-limits';
import type { DraftBody } from './draft-body';
import { listAt } from './list-limits';

/**
 * True when no list of the draft is longer than its limit and no text or key is longer than any
 * field: what assertListsWithinLimits and assertTextsWithinLimits both let through even with
 * nothing stored to compare. Every autosave asks it of the whole draft, so it walks once for both
 * and without paths (two stacks side by side, objects and arrays only, each with its own name); a
 * draft it does not pass goes to those two, which compare with the stored draft and say where.
 */
export function draftWithinLimits(draft: DraftBody): boolean {
  const values: object[] = [];
  const names: (PathSegment | undefined)[] = [];
  const visit = (value: unknown, name: PathSegment | undefined): boolean => {
    if (typeof value === 'string') return value.length <= MAX_FIELD_CHARS;
    // A document's bytes (an import's file, decoded by its reader) are neither a list nor text.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return true;
    values.push(value);
    names.push(name);
    return true;
  };
  if (!visit(draft.application, undefined) || !visit(draft.processingFees, 'processingFees')) return false;
  while (values.length > 0) {
    const value = values.pop()!;
    const name = names.pop();
    if (Array.isArray(value)) {
      // Counted by its length before any item is visited: a sparse array's holes never are.
      if (value.length > LIST_LIMITS[listAt(name === undefined ? [] : [name])]) return false;
      for (let index = 0; index < value.length; index += 1) if (!visit(value[index], index)) return false;
      continue;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (key.length > MAX_FIELD_CHARS || !visit((value as Record<string, unknown>)[key], key)) return false;
    }
  }
  return true;
}
