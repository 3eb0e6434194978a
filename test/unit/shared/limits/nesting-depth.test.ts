import { describe, expect, it } from 'vitest';
import { nestsWithin } from '$shared/draft/nesting-depth';

describe('nestsWithin', () => {
  it('counts objects and arrays alike, and scalars not at all', () => {
    expect(nestsWithin('x', 0)).toBe(true);
    expect(nestsWithin({}, 0)).toBe(false);
    expect(nestsWithin({ a: [{ b: 1 }] }, 3)).toBe(true);
    expect(nestsWithin({ a: [{ b: 1 }] }, 2)).toBe(false);
    expect(nestsWithin({ a: 1, b: [1, 2], c: { d: null } }, 2)).toBe(true);
  });

  it('answers for a million levels without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(nestsWithin(deep, 32)).toBe(false);
  });
});
