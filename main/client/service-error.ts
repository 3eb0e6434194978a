import type { ExchangeFailure } from './http-exchange';

/**
 * Why a call to the service did not give a usable answer. `kind` is what callers branch on;
 * `status` and `body` are the evidence, kept for the agent and for support.
 */
export type ServiceErrorKind =
  | 'not_sent' // certainly never reached the service: safe to try again
  | 'unauthorized' // 401/403: the key is refused
  | 'not_found' // 404 after every path spelling
  | 'throttled' // 408/429: the service did not process it; retry after `retryAfterMs`
  | 'bad_response' // an answer that does not parse with the shared schemas
  | 'http_error' // any other status
  | 'lost'; // may have reached the service, answer lost (timeout after send, reset)

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly body: string | null = null,
    readonly failure: ExchangeFailure | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: Date): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}
