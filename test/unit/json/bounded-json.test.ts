import { describe, expect, it } from 'vitest';
import { JsonLimitError, jsonOverrun, parseJsonWithin } from '../../../main/json/bounded-json';

const LIMITS = { maxChars: 1000, maxDepth: 3, maxArrayItems: 4 };

describe('jsonOverrun: size, depth and array length on the raw text, in one pass', () => {
  it('lets through what is within every limit, and counts objects and arrays alike', () => {
    expect(jsonOverrun('{"a":[{"b":1}]}', LIMITS)).toBeUndefined();
    expect(jsonOverrun('[1,2,3,4]', LIMITS)).toBeUndefined();
    expect(jsonOverrun('"x"', LIMITS)).toBeUndefined();
    expect(jsonOverrun('[[],[],[],[]]', LIMITS)).toBeUndefined();
  });

  it('refuses one level, one item and one character past the limit', () => {
    expect(jsonOverrun('{"a":[{"b":[]}]}', LIMITS)).toEqual({ kind: 'depth', limit: 3 });
    expect(jsonOverrun('[1,2,3,4,5]', LIMITS)).toEqual({ kind: 'items', limit: 4 });
    expect(jsonOverrun(`"${'x'.repeat(999)}"`, LIMITS)).toEqual({ kind: 'size', limit: 1000 });
  });

  it('counts items per array, not across arrays or in objects', () => {
    expect(jsonOverrun('[[1,2,3],[4,5,6],[7]]', LIMITS)).toBeUndefined();
    expect(jsonOverrun('{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6}', LIMITS)).toBeUndefined();
    expect(jsonOverrun('[{"a":1,"b":2,"c":3,"d":4,"e":5},1]', LIMITS)).toBeUndefined();
  });

  it('ignores brackets and commas inside strings, escaped quotes and backslashes included', () => {
    expect(jsonOverrun('["[[[[[[,,,,,,{{{{"]', LIMITS)).toBeUndefined();
    expect(jsonOverrun('["\\"[[[[[[", "\\\\", "]]]]"]', LIMITS)).toBeUndefined();
    // After an escaped backslash the quote ends the string, so the brackets after it count.
    expect(jsonOverrun('["\\\\",[[[1]]]]', LIMITS)).toEqual({ kind: 'depth', limit: 3 });
  });

  it('refuses nine million levels at the first level too many, without building anything', () => {
    const text = '['.repeat(9_000_000) + ']'.repeat(9_000_000);
    expect(jsonOverrun(text, { maxChars: 20_000_000, maxDepth: 64, maxArrayItems: 10_000 })).toEqual({ kind: 'depth', limit: 64 });
  });

  it('parseJsonWithin parses what is within, throws JsonLimitError past a limit and SyntaxError for what is not JSON', () => {
    expect(parseJsonWithin('{"a":[1,2]}', LIMITS)).toEqual({ a: [1, 2] });
    expect(() => parseJsonWithin('[[[[1]]]]', LIMITS)).toThrow(JsonLimitError);
    expect(() => parseJsonWithin('[[[[1]]]]', LIMITS)).toThrow(/nests deeper than 3 levels/);
    expect(() => parseJsonWithin('{"a":', LIMITS)).toThrow(SyntaxError);
  });
});
