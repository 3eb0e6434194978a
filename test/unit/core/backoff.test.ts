import { describe, expect, it } from 'vitest';
import { type BackoffPolicy, DEFAULT_BACKOFF, backoffDelayMs } from '$main/core/outbox/backoff';

const POLICY: BackoffPolicy = { baseMs: 1_000, capMs: 60_000 };
const low = () => 0;
const high = () => 0.999999;
const middle = () => 0.5;

describe('backoffDelayMs', () => {
  it('treats attempt 0 and attempt 1 alike: the base delay, halved at the lowest draw', () => {
    for (const attempt of [0, 1]) {
      expect(backoffDelayMs(attempt, POLICY, high)).toBe(1_000);
      expect(backoffDelayMs(attempt, POLICY, low)).toBe(500);
    }
  });

  it('doubles with every attempt until the cap', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelayMs(attempt, POLICY, high));
    expect(ceilings).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
  });

  it('never exceeds the cap, however many attempts, nor drops below half of it', () => {
    for (const attempt of [7, 8, 20, 64, 1_100]) {
      expect(backoffDelayMs(attempt, POLICY, high)).toBe(60_000);
      expect(backoffDelayMs(attempt, POLICY, low)).toBe(30_000);
    }
  });

  it('keeps every jittered delay within [exponential / 2, exponential]', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let attempt = 0; attempt <= 12; attempt++) {
      const exponential = Math.min(POLICY.capMs, POLICY.baseMs * 2 ** Math.max(0, attempt - 1));
      for (let draw = 0; draw < 200; draw++) {
        const delay = backoffDelayMs(attempt, POLICY, random);
        expect(delay).toBeGreaterThanOrEqual(exponential / 2);
        expect(delay).toBeLessThanOrEqual(exponential);
        expect(Number.isInteger(delay)).toBe(true);
      }
    }
  });

  it('spreads a fleet: different draws give different delays, the middle draw three quarters', () => {
    expect(backoffDelayMs(3, POLICY, middle)).toBe(3_000);
    expect(backoffDelayMs(3, POLICY, low)).not.toBe(backoffDelayMs(3, POLICY, high));
  });

  it('reads a negative attempt as the first', () => {
    expect(backoffDelayMs(-3, POLICY, high)).toBe(1_000);
  });

  it('the default policy starts at 5 s and stops at 15 min', () => {
    expect(backoffDelayMs(1, DEFAULT_BACKOFF, high)).toBe(5_000);
    expect(backoffDelayMs(100, DEFAULT_BACKOFF, high)).toBe(15 * 60_000);
  });
});
