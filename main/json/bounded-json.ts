import { type PathSegment, formatPath } from '$shared/rules/problem';

/**
 * JSON from outside (an HTTP body, a file, a command-line value, a service's answer) is checked
 * for its size, nesting depth, longest array, number of members and longest string on the raw
 * text, in one pass, before JSON.parse builds anything: a few megabytes of `[` would otherwise
 * take seconds and gigabytes to parse, and a million keys in one object hold the thread for
 * seconds. See docs/security.md, "Bounded inputs".
 */
export interface JsonLimits {
  /** Characters of text (UTF-16 code units, so never more than its UTF-8 bytes). */
  maxChars: number;
  /** Objects and arrays inside one another: `[]` is 1 deep, `{"a":[]}` 2. */
  maxDepth: number;
  /** Items in any one array. */
  maxArrayItems: number;
  /** Members in all: every key of every object and every item of every array counts one. */
  maxMembers: number;
  /** Characters of any one string, keys included, as written (an escape counts its characters). */
  maxStringChars: number;
  /** Where a longer string may stand (a document's base64), and how long it may be there. */
  longStrings?: LongStrings;
}

/**
 * Paths from the root: a key, or `'*'` for any item of an array (never an object's key `*`).
 * Plain data, so limits cross to a worker thread as they are.
 */
export type PathPattern = readonly string[];

export interface LongStrings {
  paths: readonly PathPattern[];
  maxChars: number;
}

export type JsonOverrun =
  { kind: 'size' | 'depth' | 'items' | 'members'; limit: number } | { kind: 'string'; limit: number; path: PathSegment[] };

export class JsonLimitError extends Error {
  override readonly name = 'JsonLimitError';
  constructor(readonly overrun: JsonOverrun) {
    super(describeOverrun(overrun));
  }
}

export function describeOverrun(overrun: JsonOverrun): string {
  if (overrun.kind === 'string') return `${formatPath(overrun.path)} holds a text longer than ${overrun.limit} characters`;
  const { kind, limit } = overrun;
  if (kind === 'size') return `it is longer than ${limit} characters`;
  if (kind === 'depth') return `it nests deeper than ${limit} levels`;
  if (kind === 'items') return `a list in it holds more than ${limit} items`;
  return `it holds more than ${limit} keys and items in all`;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const SPACE = 32;
const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;

/**
 * The first limit `text` passes, or undefined. Brackets and commas inside strings (escaped quotes
 * included) do not count. Malformed text is left for JSON.parse to refuse: the counts are then
 * of what the text would be, and JSON.parse stops at its first error without building much.
 */
export function jsonOverrun(text: string, limits: JsonLimits): JsonOverrun | undefined {
  if (text.length > limits.maxChars) return { kind: 'size', limit: limits.maxChars };
  const { maxDepth, maxArrayItems, maxMembers, maxStringChars } = limits;
  // Per open container: whether it is an object, the items an array has begun, an object's last key.
  const isObject = new Uint8Array(maxDepth + 1);
  const items = new Int32Array(maxDepth + 1);
  const keys: string[] = new Array<string>(maxDepth + 1).fill('');
  let depth = 0;
  let members = 0;
  // After `{` or a comma in an object the next string is a key; after `[` or a comma in an array a value begins.
  let expectKey = false;
  let expectItem = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === SPACE || code === LINE_FEED || code === CARRIAGE_RETURN || code === TAB) continue;
    if (expectItem) {
      expectItem = false;
      if (code !== CLOSE_ARRAY) {
        items[depth] = items[depth]! + 1;
        if (items[depth]! > maxArrayItems) return { kind: 'items', limit: maxArrayItems };
        members += 1;
        if (members > maxMembers) return { kind: 'members', limit: maxMembers };
      }
    }
    if (code === QUOTE) {
      const end = stringEnd(text, i);
      const length = end - i - 1;
      if (expectKey) {
        expectKey = false;
        members += 1;
        if (members > maxMembers) return { kind: 'members', limit: maxMembers };
        // A key too long is named by the object that holds it.
        if (length > maxStringChars) return { kind: 'string', limit: maxStringChars, path: pathAt(depth - 1, isObject, items, keys) };
        keys[depth] = text.slice(i + 1, end);
      } else if (length > maxStringChars) {
        const path = pathAt(depth, isObject, items, keys);
        const long = limits.longStrings;
        if (long === undefined || !long.paths.some((pattern) => matches(pattern, path))) {
          return { kind: 'string', limit: maxStringChars, path };
        }
        if (length > long.maxChars) return { kind: 'string', limit: long.maxChars, path };
      }
      i = end;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > maxDepth) return { kind: 'depth', limit: maxDepth };
      isObject[depth] = code === OPEN_OBJECT ? 1 : 0;
      items[depth] = 0;
      expectKey = code === OPEN_OBJECT;
      expectItem = code === OPEN_ARRAY;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      if (depth > 0) depth -= 1;
      expectKey = false;
    } else if (code === COMMA && depth > 0) {
      expectKey = isObject[depth] === 1;
      expectItem = isObject[depth] === 0;
    }
  }
  return undefined;
}

/** Where the scan stands: each open object's last key and each open array's current item. */
function pathAt(depth: number, isObject: Uint8Array, items: Int32Array, keys: readonly string[]): PathSegment[] {
  const path: PathSegment[] = [];
  for (let level = 1; level <= depth; level += 1) path.push(isObject[level] === 1 ? keys[level]! : items[level]! - 1);
  return path;
}

function matches(pattern: PathPattern, path: readonly PathSegment[]): boolean {
  return (
    pattern.length === path.length &&
    pattern.every((segment, index) => (segment === '*' ? typeof path[index] === 'number' : segment === path[index]))
  );
}

/**
 * Where the string opened at `open` closes: the next quote not escaped, found by the engine's own
 * search (a document's base64 is megabytes of one string). Unclosed, the end of the text.
 */
function stringEnd(text: string, open: number): number {
  let quote = text.indexOf('"', open + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

/** JSON.parse behind `jsonOverrun`: throws JsonLimitError past a limit, SyntaxError for what is not JSON. */
export function parseJsonWithin(text: string, limits: JsonLimits): unknown {
  const overrun = jsonOverrun(text, limits);
  if (overrun !== undefined) throw new JsonLimitError(overrun);
  return JSON.parse(text) as unknown;
}
