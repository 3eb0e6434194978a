/**
 * Delay before retrying an application whose request certainly never left (offline, refused,
 * DNS): exponential from `baseMs`, capped at `capMs`, with "equal jitter" (half fixed, half
 * random) so a fleet of laptops coming back online does not retry in lock-step.
 */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 5_000, capMs: 15 * 60_000 };

export function backoffDelayMs(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const exponential = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}
