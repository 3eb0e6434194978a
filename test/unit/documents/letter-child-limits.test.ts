import { describe, expect, it } from 'vitest';
import { prlimitArgs } from '$main/limited-child/child-limits';
import { LETTER_CHILD_LIMITS } from '$main/documents/letter/read-bank-letter';

const MIB = 1024 * 1024;

describe('the limits a letter’s reading child is given', () => {
  it('are the numbers docs/security.md states: the reading lane’s 512 MiB, twice a parsing child’s processor time, 8 GiB of address space', () => {
    expect(LETTER_CHILD_LIMITS).toEqual({ dataMb: 512, cpuSeconds: 40, timeoutMs: 120_000, addressSpaceMb: 8192 });
    expect(prlimitArgs(4242, LETTER_CHILD_LIMITS)).toEqual([
      '--pid',
      '4242',
      `--data=${512 * MIB}:${512 * MIB}`,
      `--as=${8192 * MIB}:${8192 * MIB}`,
      '--cpu=40:41',
      '--core=0:0',
    ]);
  });
});
