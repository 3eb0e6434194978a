import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AttachmentSchema, isBase64Text } from '$shared/wire/attachment';

/** The schema's verdict on the File text alone (a valid name beside it). */
const schemaAccepts = (text: string) => AttachmentSchema.safeParse({ File: text, Filename: 'a.png' }).success;

describe('isBase64Text', () => {
  it.each([
    ['QQ==', true],
    ['QQ', true],
    ['QUJD', true],
    ['a+/9', true],
    ['', false],
    ['=', false],
    ['==', false],
    ['QQ===', false],
    ['Q=Q=', false],
    ['QQ ==', false],
    ['QQ\n', false],
    ['ÞÞ', false],
    ['QQ-_', false],
  ])('%j → %s, as the schema says', (text, expected) => {
    expect(isBase64Text(text)).toBe(expected);
    expect(schemaAccepts(text)).toBe(expected);
  });

  it('agrees with the schema on any text made of base64 characters, padding and a few others', () => {
    const char = fc.constantFrom(...'AZaz09+/=-_ \n.Þ\u0000');
    fc.assert(
      fc.property(fc.string({ unit: char, maxLength: 12 }), (text) => {
        expect(isBase64Text(text)).toBe(schemaAccepts(text));
      }),
    );
  });

  it('reads a megabyte of base64 quickly enough to check every file where it comes in', () => {
    const text = Buffer.alloc(1024 * 1024, 7).toString('base64');
    expect(isBase64Text(text)).toBe(true);
    expect(isBase64Text(`${text.slice(0, -10)}*${text.slice(-9)}`)).toBe(false);
  });
});
