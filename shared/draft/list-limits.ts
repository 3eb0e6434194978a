import { type PathSegment, formatPath } from '../rules/problem';
import { at } from '../rules/read';
import { LIST_LIMITS, type LimitedList } from '../wire/list-limits';
import type { DraftBody } from './draft-body';

/**
 * A draft, a path or an import that would hold more of a repeated item than an application can
 * (shared/wire/list-limits.ts). Refused whole, unlike a draft's other problems: a list past its
 * limit can never be sent, and an unbounded one (a sparse `stores[99999999]`) would exhaust memory.
 */
export class TooManyItemsError extends Error {
  override readonly name = 'TooManyItemsError';
  constructor(
    readonly list: LimitedList,
    readonly max: number,
    readonly path: readonly PathSegment[],
  ) {
    const where = formatPath(path);
    super(
      list === 'other'
        ? `${where}: no list in an application holds more than ${max} items`
        : `${where}: an application holds at most ${max} ${list}`,
    );
  }
}

/** Which limit a list at `path` has: by its own name where it has one, the general one otherwise. */
export function listAt(path: readonly PathSegment[]): LimitedList {
  const name = path[path.length - 1];
  return typeof name === 'string' && name !== 'other' && Object.hasOwn(LIST_LIMITS, name) ? (name as LimitedList) : 'other';
}

/**
 * Refuses a path whose index is past its list's limit (`stores[50]`, `stores[99999999]`) before
 * anything is written at it.
 */
export function assertPathWithinLimits(path: readonly PathSegment[]): void {
  path.forEach((segment, index) => {
    if (typeof segment !== 'number') return;
    const list = listAt(path.slice(0, index));
    if (segment >= LIST_LIMITS[list]) throw new TooManyItemsError(list, LIST_LIMITS[list], path.slice(0, index + 1));
  });
}

/**
 * Refuses a draft any list of which is longer than its limit: the application's lists anywhere in
 * it, and the agreed processing fees. Walks without recursion, and counts an array by its length,
 * so a sparse array is refused before any of its holes is visited. A list `before` (the draft as
 * stored) already held at least as many items is let through: a draft saved before these limits
 * can still be edited down to them.
 */
export function assertListsWithinLimits(draft: DraftBody, before?: DraftBody): void {
  const pending: [unknown, PathSegment[], 'application' | 'processingFees'][] = [
    [draft.application, [], 'application'],
    [draft.processingFees, [], 'processingFees'],
  ];
  while (pending.length > 0) {
    const [value, path, root] = pending.pop()!;
    // A document's bytes (an import's file, decoded by its reader) are no list: not walked byte by byte.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (Array.isArray(value)) {
      const shown = root === 'processingFees' ? ['processingFees', ...path] : path;
      const list = listAt(shown);
      if (value.length > LIST_LIMITS[list] && !(value.length <= lengthAt(before?.[root], path))) {
        throw new TooManyItemsError(list, LIST_LIMITS[list], shown);
      }
      for (let index = 0; index < value.length; index += 1) pending.push([value[index], [...path, index], root]);
    } else {
      for (const [key, child] of Object.entries(value)) pending.push([child, [...path, key], root]);
    }
  }
}

function lengthAt(root: unknown, path: readonly PathSegment[]): number {
  const list = at(root, ...path);
  return Array.isArray(list) ? list.length : 0;
}
