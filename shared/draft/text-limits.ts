import { type PathSegment, formatPath } from '../rules/problem';
import { at } from '../rules/read';
import { MAX_FIELD_CHARS } from '../wire/application-size';
import type { DraftBody } from './draft-body';

/**
 * A draft, a field or an import holding a text longer than any field of an application
 * (MAX_FIELD_CHARS; keys count too). Refused whole, like a list past its limit: a field a little
 * too long is kept with its problem, but a text of megabytes is no field's and only costs memory
 * wherever the draft goes (decision B29).
 */
export class TextTooLongError extends Error {
  override readonly name = 'TextTooLongError';
  constructor(
    readonly max: number,
    readonly path: readonly PathSegment[],
  ) {
    super(`${formatPath(path)}: no text in an application is longer than ${max} characters`);
  }
}

/**
 * Refuses a draft any text of which (a value or a key) is longer than MAX_FIELD_CHARS. Walks
 * without recursion. A text `before` (the draft as stored) already held at least as long at the
 * same place is let through, so a draft stored before this limit can still be edited down to it.
 */
export function assertTextsWithinLimits(draft: DraftBody, before?: DraftBody): void {
  const pending: [unknown, PathSegment[], Root][] = [
    [draft.application, [], 'application'],
    [draft.processingFees, [], 'processingFees'],
  ];
  while (pending.length > 0) {
    const [value, path, root] = pending.pop()!;
    const refuse = () => new TextTooLongError(MAX_FIELD_CHARS, root === 'processingFees' ? ['processingFees', ...path] : path);
    if (typeof value === 'string') {
      if (value.length > MAX_FIELD_CHARS && !(value.length <= lengthAt(before?.[root], path))) throw refuse();
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) pending.push([value[index], [...path, index], root]);
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.length > MAX_FIELD_CHARS && at(before?.[root], ...path, key) === undefined) throw refuse();
      pending.push([child, [...path, key], root]);
    }
  }
}

type Root = 'application' | 'processingFees';

function lengthAt(root: unknown, path: readonly PathSegment[]): number {
  const value = at(root, ...path);
  return typeof value === 'string' ? value.length : 0;
}
