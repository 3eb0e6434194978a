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

export function readAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PathSegment, unknown>)[segment];
  }
  return node;
}

/** Writes `value` at `path`, creating objects and lists on the way; `undefined` removes the property. */
export function writeAt(root: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<PathSegment, unknown> = root;
  for (let index = 0; index < path.length - 1; index += 1) {
    const segment = path[index]!;
    let child = node[segment];
    if (child === null || typeof child !== 'object') {
      node[segment] = typeof path[index + 1] === 'number' ? [] : {};
      // Read back: a reactive container hands out its own proxy of what was assigned.
      child = node[segment];
    }
    node = child as Record<PathSegment, unknown>;
  }
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (value === undefined && !Array.isArray(node)) delete node[last];
  else node[last] = value;
}
