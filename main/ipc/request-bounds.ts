import { MAX_REQUEST_ARRAY_ITEMS, MAX_REQUEST_DEPTH, MAX_REQUEST_STRING_CHARS, MAX_REQUEST_VALUES } from '../../shared/request-limits';

/**
 * Electron hands the dispatcher a structured clone, already built, so its shape is checked on the
 * object before zod walks it: nesting depth, items per array, values in all and characters in all
 * strings. Without recursion, and an array counts by its length, so a sparse array of a hundred
 * million slots is refused before any slot is visited. Returns why it is refused, or undefined.
 */
export function requestOverrun(request: unknown): string | undefined {
  const pending: [unknown, number][] = [[request, 0]];
  // Each value is counted when the container holding it is opened, before any of it is visited.
  let values = 1;
  let chars = 0;
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') chars += value.length;
    if (value !== null && typeof value === 'object') {
      if (depth >= MAX_REQUEST_DEPTH) return `it nests deeper than ${MAX_REQUEST_DEPTH} levels`;
      if (Array.isArray(value)) {
        if (value.length > MAX_REQUEST_ARRAY_ITEMS) return `a list in it holds more than ${MAX_REQUEST_ARRAY_ITEMS} items`;
        values += value.length;
        if (values > MAX_REQUEST_VALUES) return `it holds more than ${MAX_REQUEST_VALUES} values`;
        for (const item of value) pending.push([item, depth + 1]);
      } else {
        const keys = Object.keys(value);
        values += keys.length;
        if (values > MAX_REQUEST_VALUES) return `it holds more than ${MAX_REQUEST_VALUES} values`;
        for (const key of keys) {
          chars += key.length;
          pending.push([(value as Record<string, unknown>)[key], depth + 1]);
        }
      }
    }
    if (chars > MAX_REQUEST_STRING_CHARS) return `its strings hold more than ${MAX_REQUEST_STRING_CHARS} characters`;
  }
  return undefined;
}
