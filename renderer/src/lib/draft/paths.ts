import type { PathSegment } from '$shared/rules/problem';

export type Path = readonly PathSegment[];

/** `['stores', 0, 'name']` → `stores.0.name`: the key problems and fields meet on. */
export function pathKey(path: Path): string {
  return path.join('.');
}

/** The id of the control for a problem path, so a problem can send focus to its field. */
export function fieldId(path: Path): string {
  return `field-${pathKey(path)}`;
}

/**
 * Paths name the application from its root, except `processingFees`, which lives beside it in
 * the draft (decision G10): the same convention as validateDraft's problems.
 */
export function rootOf(draft: { application: Record<string, unknown> }, path: Path): { node: unknown; rest: Path } {
  return path[0] === 'processingFees' ? { node: draft, rest: path } : { node: draft.application, rest: path };
}
