import { describe, expect, it } from 'vitest';
import { canonicalJson } from '$shared/canonical-json';

describe('canonicalJson', () => {
  it('writes the same text for the same value, however its keys were ordered, at every depth', () => {
    const one = { b: 1, a: { d: [{ f: 1, e: 2 }], c: null } };
    const other = { a: { c: null, d: [{ e: 2, f: 1 }] }, b: 1 };
    expect(canonicalJson(one)).toBe('{"a":{"c":null,"d":[{"e":2,"f":1}]},"b":1}');
    expect(canonicalJson(other)).toBe(canonicalJson(one));
    expect(canonicalJson({ ...one, b: 2 })).not.toBe(canonicalJson(one));
  });

  it('drops undefined as JSON does: a member goes, an item is null, the value itself is null', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson('Kaffi "Mokka"')).toBe('"Kaffi \\"Mokka\\""');
  });

  // Settings snapshots and the training service's merchants are stored under hashes of these
  // bytes and compared with hashes made later: a different order would make them all "new".
  it('keeps integer-like keys first by number, then the rest by code unit, the order stored hashes were made in', () => {
    const value = { b: [1, { z: 1, y: null }], 10: 'ten', a: true, 2: 'two', '02': 'oh-two', B: 0 };
    expect(canonicalJson(value)).toBe('{"2":"two","10":"ten","02":"oh-two","B":0,"a":true,"b":[1,{"y":null,"z":1}]}');
  });
});
