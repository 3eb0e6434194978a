import {
  MAX_REQUEST_ARRAY_ITEMS,
  MAX_REQUEST_DEPTH,
  MAX_REQUEST_DOCUMENT_CHARS,
  MAX_REQUEST_MEMBERS,
  MAX_REQUEST_STRING_CHARS,
  MAX_REQUEST_TEXT_CHARS,
  REQUEST_DOCUMENT_KEY,
} from '$shared/request-limits';

/**
 * Electron hands the dispatcher a structured clone, already built, so its shape is checked on the
 * object before zod walks it, with the numbers the browser host checks on the text: nesting
 * depth, items per array, members in all (keys and items), each string's length (only a
 * document's base64, at the request's top, may be long) and characters in all strings. Without
 * recursion, and an array counts by its length, so a sparse array of a hundred million slots is
 * refused before any slot is visited. Returns why it is refused, or undefined.
 */
export function requestOverrun(request: unknown): string | undefined {
  // Each value with its depth and whether it is the document's base64, which may be long.
  const pending: [unknown, number, boolean][] = [[request, 0, false]];
  // Each member is counted when the container holding it is opened, before any of it is visited.
  let members = 0;
  let chars = 0;
  while (pending.length > 0) {
    const [value, depth, document] = pending.pop()!;
    if (typeof value === 'string') {
      chars += value.length;
      const max = document ? MAX_REQUEST_DOCUMENT_CHARS : MAX_REQUEST_TEXT_CHARS;
      if (value.length > max) return `a text in it is longer than ${max} characters`;
    }
    if (value !== null && typeof value === 'object') {
      if (depth >= MAX_REQUEST_DEPTH) return `it nests deeper than ${MAX_REQUEST_DEPTH} levels`;
      // Structured clone carries typed arrays, whose keys are their bytes: counted by length, never listed.
      if (ArrayBuffer.isView(value)) {
        members += value.byteLength;
        if (members > MAX_REQUEST_MEMBERS) return `it holds more than ${MAX_REQUEST_MEMBERS} keys and items in all`;
      } else if (Array.isArray(value)) {
        if (value.length > MAX_REQUEST_ARRAY_ITEMS) return `a list in it holds more than ${MAX_REQUEST_ARRAY_ITEMS} items`;
        members += value.length;
        if (members > MAX_REQUEST_MEMBERS) return `it holds more than ${MAX_REQUEST_MEMBERS} keys and items in all`;
        for (const item of value) pending.push([item, depth + 1, false]);
      } else {
        const keys = Object.keys(value);
        members += keys.length;
        if (members > MAX_REQUEST_MEMBERS) return `it holds more than ${MAX_REQUEST_MEMBERS} keys and items in all`;
        for (const key of keys) {
          chars += key.length;
          if (key.length > MAX_REQUEST_TEXT_CHARS) return `a text in it is longer than ${MAX_REQUEST_TEXT_CHARS} characters`;
          pending.push([(value as Record<string, unknown>)[key], depth + 1, depth === 0 && key === REQUEST_DOCUMENT_KEY]);
        }
      }
    }
    if (chars > MAX_REQUEST_STRING_CHARS) return `its strings hold more than ${MAX_REQUEST_STRING_CHARS} characters`;
  }
  return undefined;
}
