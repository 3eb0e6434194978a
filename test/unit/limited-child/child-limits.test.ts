import { describe, expect, it } from 'vitest';
import { OCR_CHILD_LIMITS, PARSE_CHILD_LIMITS, cpuLimitArgs, heapMbWithin, prlimitArgs } from '$main/limited-child/child-limits';
import { isOutOfMemory } from '$main/limited-child/out-of-memory';

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

  it('give the kept OCR child room for WebAssembly’s reserved address space, and its processor time per document', () => {
    expect(OCR_CHILD_LIMITS).toEqual({ dataMb: 512, cpuSeconds: 15, timeoutMs: 30_000, addressSpaceMb: 16_384, lifetimeCpuSeconds: 600 });
    expect(prlimitArgs(4242, OCR_CHILD_LIMITS)).toContain(`--as=${16_384 * MIB}:${16_384 * MIB}`);
    expect(prlimitArgs(4242, OCR_CHILD_LIMITS)).toContain(`--data=${512 * MIB}:${512 * MIB}`);
    // After 31.2 s used, the next document may use 15 s more, within the lifetime's 600.
    expect(cpuLimitArgs(4242, 31.2 + 15, 600)).toEqual(['--pid', '4242', '--cpu=47:600']);
  });

  it('keep V8’s heap inside the data limit, so running out of heap is a clean abort', () => {
    expect(heapMbWithin(PARSE_CHILD_LIMITS)).toBe(192);
    expect(heapMbWithin({ ...PARSE_CHILD_LIMITS, dataMb: 40 })).toBe(32);
  });

  it('tell an allocation the limit refused from a damaged file', () => {
    expect(isOutOfMemory(new RangeError('Array buffer allocation failed'))).toBe(true);
    expect(isOutOfMemory(new Error('vips_tracked: out of memory -- size == 0MB'))).toBe(true);
    expect(isOutOfMemory(new Error('glib: Error creating thread: Resource temporarily unavailable'))).toBe(true);
    expect(isOutOfMemory(new RangeError('WebAssembly.Memory(): could not allocate memory'))).toBe(true);
    expect(isOutOfMemory(new Error('Input buffer contains unsupported image format'))).toBe(false);
    expect(isOutOfMemory(new Error('Invalid object ref: 4 0 R'))).toBe(false);
  });
});
