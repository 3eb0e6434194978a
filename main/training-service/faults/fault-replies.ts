import type { AppliedFaults } from './faults';
import { type Reply, errorReply } from '../http/replies';

/**
 * Where the faults of faults.ts meet a handler's reply. Handlers call `replyBeforeProcessing`
 * before reading anything, and pass their genuine reply through `replyAfterProcessing`.
 */
type Outcome = AppliedFaults['outcome'];

/** The faults that act before the body is read, so before anything could be created. */
export function replyBeforeProcessing(outcome: Outcome): Reply | undefined {
  switch (outcome?.kind) {
    case 'http-500':
      return outcome.afterCreate ? undefined : internalError();
    case 'http-503':
      return errorReply(503, 'The service is temporarily unavailable (training fault)', {
        headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
      });
    case 'reset-before-create':
      return { kind: 'reset' };
    case 'refuse':
      return errorReply(outcome.status, outcome.message, { errors: outcome.reasons });
    default:
      return undefined;
  }
}

export interface SuccessVariants {
  /** The success reply with its body cut short: the shape a proxy dropping the connection leaves. */
  malformed: () => Reply;
  /** JSON, the right status, but not the documented resource. */
  wrongShape: () => Reply;
}

/** The faults that replace the genuine reply once the request has been processed completely. */
export function replyAfterProcessing(genuine: Reply, outcome: Outcome, variants: SuccessVariants): Reply {
  const succeeded = genuine.kind === 'send' && genuine.status >= 200 && genuine.status < 300;
  switch (outcome?.kind) {
    case 'reset-after-create':
      return { kind: 'reset' };
    case 'http-500':
      return outcome.afterCreate ? internalError() : genuine;
    case 'malformed-body':
      return succeeded ? variants.malformed() : genuine;
    case 'wrong-shape':
      return succeeded ? variants.wrongShape() : genuine;
    default:
      return genuine;
  }
}

function internalError(): Reply {
  return errorReply(500, 'The service failed (training fault)');
}

/** The first half of a JSON body: not parseable, but recognisably the start of the real one. */
export function truncated(reply: Reply): Reply {
  if (reply.kind !== 'send') return reply;
  return { ...reply, body: reply.body.slice(0, Math.max(1, Math.floor(reply.body.length / 2))) };
}
