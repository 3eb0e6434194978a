import type { PathSegment } from '$shared/rules/problem';
import { isBase64Text } from '$shared/wire/attachment';
import type { PathPattern } from '$main/json/bounded-json';

/**
 * A file's base64 checked and decoded, as bytes that own their memory (so they can be
 * transferred); undefined if it is not base64 (an empty text neither).
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (!isBase64Text(text)) return undefined;
  return ownBytes(Buffer.from(text, 'base64'));
}

/**
 * Replaces each string at `patterns` in `value` (a parsed document: an imported application's
 * `File`s) by its bytes. Answers the path of the first one that is not base64, after which
 * `value` is left half done and must be dropped.
 */
export function decodeBase64At(value: unknown, patterns: readonly PathPattern[]): PathSegment[] | undefined {
  for (const pattern of patterns) {
    const wrong = decodeFrom(value, pattern, []);
    if (wrong !== undefined) return wrong;
  }
  return undefined;
}

function decodeFrom(parent: unknown, rest: PathPattern, path: PathSegment[]): PathSegment[] | undefined {
  if (parent === null || typeof parent !== 'object' || rest.length === 0) return undefined;
  const [segment, ...after] = rest;
  const holder = parent as Record<string, unknown> & unknown[];
  const places: PathSegment[] =
    segment === '*' ? (Array.isArray(parent) ? parent.map((_item, index) => index) : []) : Array.isArray(parent) ? [] : [segment!];
  for (const place of places) {
    if (!Object.hasOwn(holder, place)) continue;
    const child = holder[place as never] as unknown;
    if (after.length > 0) {
      const wrong = decodeFrom(child, after, [...path, place]);
      if (wrong !== undefined) return wrong;
    } else if (typeof child === 'string') {
      const bytes = decodeBase64(child);
      if (bytes === undefined) return [...path, place];
      (holder as Record<PathSegment, unknown>)[place] = bytes;
    }
  }
  return undefined;
}

/** Bytes whose ArrayBuffer is theirs alone: a small Buffer shares Node's pool, which must not be transferred. */
export function ownBytes(buffer: Uint8Array): Uint8Array {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return new Uint8Array(buffer.buffer as ArrayBuffer);
  return Uint8Array.prototype.slice.call(buffer);
}

/** The ArrayBuffers of every Uint8Array in `value` (a parsed JSON value with decoded files), to transfer. */
export function buffersIn(value: unknown, found: ArrayBuffer[] = []): ArrayBuffer[] {
  if (value instanceof Uint8Array) found.push(value.buffer as ArrayBuffer);
  else if (Array.isArray(value)) for (const item of value) buffersIn(item, found);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) buffersIn(item, found);
  return found;
}
