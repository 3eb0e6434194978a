import { describe, expect, it } from 'vitest';
import { JsonLimitError, jsonOverrun, parseJsonWithin } from '$main/json/bounded-json';

const LIMITS = { maxChars: 1000, maxDepth: 3, maxArrayItems: 4, maxMembers: 1000, maxStringChars: 1000 };

describe('jsonOverrun: size, depth, array length, members and texts on the raw text, in one pass', () => {
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
    expect(jsonOverrun(text, { ...LIMITS, maxChars: 20_000_000, maxDepth: 64, maxArrayItems: 10_000 })).toEqual({
      kind: 'depth',
      limit: 64,
    });
  });

  it('parseJsonWithin parses what is within, throws JsonLimitError past a limit and SyntaxError for what is not JSON', () => {
    expect(parseJsonWithin('{"a":[1,2]}', LIMITS)).toEqual({ a: [1, 2] });
    expect(() => parseJsonWithin('[[[[1]]]]', LIMITS)).toThrow(JsonLimitError);
    expect(() => parseJsonWithin('[[[[1]]]]', LIMITS)).toThrow(/nests deeper than 3 levels/);
    expect(() => parseJsonWithin('{"a":', LIMITS)).toThrow(SyntaxError);
  });

  it('counts every key and every item as a member, nested or not, and refuses the first one past the limit', () => {
    const members = { ...LIMITS, maxArrayItems: 100, maxMembers: 6 };
    // Three keys, two items, one key inside: six.
    expect(jsonOverrun('{"a":[1,{"b":2}],"c":"x","d":[]}', members)).toBeUndefined();
    expect(jsonOverrun('{"a":[1,{"b":2}],"c":"x","d":[0]}', members)).toEqual({ kind: 'members', limit: 6 });
    expect(jsonOverrun('[ 1 , 2 ,3,4,5,6 ]', members)).toBeUndefined();
    expect(jsonOverrun('[1,2,3,4,5,6,7]', members)).toEqual({ kind: 'members', limit: 6 });
    expect(jsonOverrun('{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7}', members)).toEqual({ kind: 'members', limit: 6 });
    // A key's colon, comma and brace inside a text are no member.
    expect(jsonOverrun('{"a":"{\\"x\\":1,\\"y\\":2,3,4,5,6,7,8}"}', members)).toBeUndefined();
  });

  it('refuses a million keys in one object on the text, before JSON.parse builds any of them', () => {
    const text = `{${Array.from({ length: 1_000_000 }, (_, i) => `"k${i}":0`).join(',')}}`;
    expect(jsonOverrun(text, { ...LIMITS, maxChars: text.length, maxMembers: 20_000 })).toEqual({ kind: 'members', limit: 20_000 });
  });

  it('refuses a text, value or key, one character longer than the limit, naming where it stands', () => {
    const texts = { ...LIMITS, maxDepth: 5, maxStringChars: 5 };
    expect(jsonOverrun('{"name":"12345","list":["abcde"]}', texts)).toBeUndefined();
    expect(jsonOverrun('{"a":{"name":"123456"}}', texts)).toEqual({ kind: 'string', limit: 5, path: ['a', 'name'] });
    expect(jsonOverrun('{"a":[1,{"b":["x","123456"]}]}', texts)).toEqual({ kind: 'string', limit: 5, path: ['a', 1, 'b', 1] });
    expect(jsonOverrun('{"a":{"123456":1}}', texts)).toEqual({ kind: 'string', limit: 5, path: ['a'] });
    expect(jsonOverrun('"123456"', texts)).toEqual({ kind: 'string', limit: 5, path: [] });
    // Escapes count as written.
    expect(jsonOverrun('["\\u0041\\u0042"]', texts)).toEqual({ kind: 'string', limit: 5, path: [0] });
  });

  it('lets a long text through only at the paths given, and only up to their own limit', () => {
    // Keys of an application are up to 33 characters; its fields' texts here at most 30.
    const files = {
      ...LIMITS,
      maxStringChars: 33,
      longStrings: {
        paths: [
          ['applicant', 'identificationAttachment', 'File'],
          ['additionalAttachments', '*', 'File'],
        ],
        maxChars: 50,
      },
    };
    const file = 'A'.repeat(50);
    expect(jsonOverrun(`{"applicant":{"identificationAttachment":{"File":"${file}"}}}`, files)).toBeUndefined();
    expect(jsonOverrun(`{"additionalAttachments":[{"File":"AA"},{"File":"${file}"}]}`, files)).toBeUndefined();
    expect(jsonOverrun(`{"applicant":{"identificationAttachment":{"File":"${file}A"}}}`, files)).toEqual({
      kind: 'string',
      limit: 50,
      path: ['applicant', 'identificationAttachment', 'File'],
    });
    // Anywhere else a long text is a field's, and refused: beside the file, in a field, in an object where '*' wants a list.
    expect(jsonOverrun(`{"applicant":{"identificationAttachment":{"Filename":"${file}"}}}`, files)).toMatchObject({
      kind: 'string',
      limit: 33,
    });
    expect(jsonOverrun(`{"applicant":{"legalName":"${file}"}}`, files)).toEqual({
      kind: 'string',
      limit: 33,
      path: ['applicant', 'legalName'],
    });
    expect(jsonOverrun(`{"additionalAttachments":{"x":{"File":"${file}"}}}`, files)).toMatchObject({ kind: 'string', limit: 33 });
  });
});
