import type { PathSegment } from '../rules/problem';

/**
 * Writes `value` at `path` (`['stores', 0, 'name']`), making the objects and lists on the way:
 * a list where the next step is an index. `undefined` means absent, as in JSON: an object's
 * property is removed, and a list's item becomes a gap (`null` in JSON) so the items after it
 * keep their indexes. An empty path writes nothing. Its reader is `at` (`shared/rules/read.ts`).
 */
export function writeAt(root: Record<string, unknown>, path: readonly PathSegment[], value: unknown): void {
  let node: Record<PathSegment, unknown> = root;
  for (let index = 0; index < path.length - 1; index += 1) {
    const segment = path[index]!;
    let child = node[segment];
    if (child === null || typeof child !== 'object') {
      node[segment] = typeof path[index + 1] === 'number' ? [] : {};
      // Read back: a reactive container (the renderer's draft) hands out its own proxy of what
      // was assigned, and a write into the object assigned would not reach it.
      child = node[segment];
    }
    node = child as Record<PathSegment, unknown>;
  }
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (value === undefined && !Array.isArray(node)) delete node[last];
  else node[last] = value;
}
