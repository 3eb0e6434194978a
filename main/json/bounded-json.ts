/**
 * JSON from outside (an HTTP body, a file, a command-line value, a service's answer) is checked
 * for its size, nesting depth and longest array on the raw text, in one pass, before JSON.parse
 * builds anything: a few megabytes of `[` would otherwise take seconds and gigabytes to parse,
 * and overflow the stack of whatever walks the result. See docs/security.md, "Bounded inputs".
 */
export interface JsonLimits {
  /** Characters of text (UTF-16 code units, so never more than its UTF-8 bytes). */
  maxChars: number;
  /** Objects and arrays inside one another: `[]` is 1 deep, `{"a":[]}` 2. */
  maxDepth: number;
  /** Items in any one array. */
  maxArrayItems: number;
}

export type JsonOverrun = { kind: 'size' | 'depth' | 'items'; limit: number };

export class JsonLimitError extends Error {
  override readonly name = 'JsonLimitError';
  constructor(readonly overrun: JsonOverrun) {
    super(describeOverrun(overrun));
  }
}

export function describeOverrun({ kind, limit }: JsonOverrun): string {
  if (kind === 'size') return `it is longer than ${limit} characters`;
  if (kind === 'depth') return `it nests deeper than ${limit} levels`;
  return `a list in it holds more than ${limit} items`;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/**
 * The first limit `text` passes, or undefined. Brackets and commas inside strings (escaped quotes
 * included) do not count. Malformed text is left for JSON.parse to refuse.
 */
export function jsonOverrun(text: string, limits: JsonLimits): JsonOverrun | undefined {
  if (text.length > limits.maxChars) return { kind: 'size', limit: limits.maxChars };
  // Per open container: the commas seen so far in an array, -1 for an object.
  const commas = new Int32Array(limits.maxDepth + 1);
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) i = stringEnd(text, i);
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limits.maxDepth) return { kind: 'depth', limit: limits.maxDepth };
      commas[depth] = code === OPEN_ARRAY ? 0 : -1;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      if (depth > 0) depth -= 1;
    } else if (code === COMMA && depth > 0 && commas[depth]! >= 0) {
      const seen = commas[depth]! + 1;
      // n commas separate n + 1 items.
      if (seen >= limits.maxArrayItems) return { kind: 'items', limit: limits.maxArrayItems };
      commas[depth] = seen;
    }
  }
  return undefined;
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
