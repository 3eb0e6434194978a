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

/**
 * The longest wait honoured. The outbox turns the wait into a date, and a server's huge value would
 * be no date at all; asking again after a day costs one more 408/429, which is never processed.
 */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

/** `Retry-After` as seconds or an HTTP date, in milliseconds (at most a day); null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: Date): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return null;
  if (/^\d+$/.test(text.trim())) return Math.min(MAX_RETRY_AFTER_MS, Number(text.trim()) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, date - now.getTime()));
}
