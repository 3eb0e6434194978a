import { type MessageOf, messageSchema } from './define';
import { NOT_SENT_WHY, UNKNOWN_WHY } from './status-reasons';

/**
 * What happened in one submission attempt, for the outbox's history. The service's own words
 * (its refusal message) travel beside it, marked as the service's, never inside our sentence.
 */
export const ATTEMPT_SUMMARIES = {
  pending: {},
  created: {},
  refused: {},
  not_sent: { why: NOT_SENT_WHY },
  not_processed: { httpStatus: 'number' },
  unknown: { why: UNKNOWN_WHY },
} as const;

export type AttemptSummary = MessageOf<typeof ATTEMPT_SUMMARIES>;
export const AttemptSummarySchema = messageSchema(ATTEMPT_SUMMARIES);
