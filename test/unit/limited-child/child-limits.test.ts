import { describe, expect, it } from 'vitest';
import { PARSE_CHILD_LIMITS, heapMbWithin, prlimitArgs } from '../../../main/limited-child/child-limits';
import { isOutOfMemory } from '../../../main/limited-child/out-of-memory';

const MIB = 1024 * 1024;

describe('the limits a parsing child is given', () => {
  it('are the numbers docs/security.md states, soft and hard alike, with no core dump', () => {
    expect(PARSE_CHILD_LIMITS).toEqual({ dataMb: 384, cpuSeconds: 20, timeoutMs: 25_000 });
    expect(prlimitArgs(4242, PARSE_CHILD_LIMITS)).toEqual([
      '--pid',
      '4242',
      `--data=${384 * MIB}:${384 * MIB}`,
      `--as=${4096 * MIB}:${4096 * MIB}`,
      '--cpu=20:21',
      '--core=0:0',
    ]);
  });

  it('keep V8’s heap inside the data limit, so running out of heap is a clean abort', () => {
    expect(heapMbWithin(PARSE_CHILD_LIMITS)).toBe(192);
    expect(heapMbWithin({ ...PARSE_CHILD_LIMITS, dataMb: 40 })).toBe(32);
  });

  it('tell an allocation the limit refused from a damaged file', () => {
    expect(isOutOfMemory(new RangeError('Array buffer allocation failed'))).toBe(true);
    expect(isOutOfMemory(new Error('vips_tracked: out of memory -- size == 0MB'))).toBe(true);
    expect(isOutOfMemory(new Error('glib: Error creating thread: Resource temporarily unavailable'))).toBe(true);
    expect(isOutOfMemory(new Error('Input buffer contains unsupported image format'))).toBe(false);
    expect(isOutOfMemory(new Error('Invalid object ref: 4 0 R'))).toBe(false);
  });
});
