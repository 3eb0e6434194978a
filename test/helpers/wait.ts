import { expect } from 'vitest';

/** How long a test waits for state it expects (a sync, a send, a log line): generous, since it only costs time when failing. */
export const WAIT_MS = 20_000;

/**
 * The one way a test waits: polls what the app recorded until the expectation holds, or fails
 * after `WAIT_MS`. Never a fixed sleep, and never `expect.poll`'s one-second default, which a
 * loaded machine outlasts.
 */
export function eventually<T>(read: () => Promise<T> | T, message?: string) {
  return expect.poll(read, { timeout: WAIT_MS, interval: 50, ...(message ? { message } : {}) });
}
