import { expect } from 'vitest';

/** How long a test waits for state it expects (a sync, a send): generous, since it only costs time when failing. */
export const WAIT_MS = 20_000;

/** Polls until the expectation holds, or fails after `WAIT_MS`; never a fixed sleep. */
export function eventually<T>(read: () => Promise<T> | T, message?: string) {
  return expect.poll(read, { timeout: WAIT_MS, interval: 100, ...(message ? { message } : {}) });
}
