import type { SubmissionData } from '$shared/wire/submission-response';
import type { PathSegment } from '$shared/rules/problem';
import type { ExchangeFailure } from './http-exchange';

/** A reason the service gave for refusing an application, mapped to a path where it named one. */
export interface ServiceReason {
  path: PathSegment[] | null;
  /** The path exactly as the service wrote it, where it wrote one as text. */
  servicePath: string | null;
  code: string | null;
  message: string;
}

/**
 * What became of one submission. The outbox turns each kind into a state: only `created` is a
 * success; `unknown` is never re-sent without the agent (the service has no idempotency key).
 */
export type SubmitOutcome =
  | { kind: 'created'; status: number; path: string; data: SubmissionData; body: string }
  | { kind: 'rejected'; status: number; path: string; message: string; reasons: ServiceReason[]; body: string }
  | { kind: 'not_sent'; path: string; failure: ExchangeFailure }
  | {
      kind: 'not_processed';
      status: number;
      path: string;
      reason: 'unauthorized' | 'not_found' | 'throttled';
      retryAfterMs: number | null;
      body: string;
    }
  | {
      kind: 'unknown';
      path: string;
      reason: 'lost' | 'server_error' | 'unreadable_success' | 'unexpected_status';
      status: number | null;
      body: string | null;
      failure: ExchangeFailure | null;
      retryAfterMs: number | null;
    };
