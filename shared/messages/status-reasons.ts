import { type MessageOf, messageSchema } from './define';

/** How an attempt failed before it reached the service (main/client/http-exchange's reasons). */
export const NOT_SENT_WHY = ['offline', 'refused', 'dns', 'timeout', 'tls', 'reset', 'response_too_large', 'other'] as const;
/** Why the service did not process a request it received (401/403, 404, 408/429). */
export const NOT_PROCESSED_WHY = ['unauthorized', 'not_found', 'throttled'] as const;
/** Why a request may or may not have reached the service. */
export const UNKNOWN_WHY = [
  'lost',
  'server_error',
  'unreadable_success',
  'unexpected_status',
  'timeout',
  'reset',
  'response_too_large',
  'other',
] as const;

/**
 * Why an application is in its status: stored with the row (migration 007) and shown in the
 * outbox. `legacy` holds a reason stored in English before reasons were codes and that migration
 * 003 could not read; it is shown as stored, marked as such.
 */
export const STATUS_REASONS = {
  queued: {},
  taken_back: {},
  send_now: {},
  revalidated: {},
  sending: {},
  created: { merchantId: 'number' },
  refused: { httpStatus: 'number' },
  not_sent: { why: NOT_SENT_WHY },
  not_processed: { httpStatus: 'number', why: NOT_PROCESSED_WHY },
  may_have_arrived: { why: UNKNOWN_WHY },
  /** The app stopped while sending; found at the next start. */
  interrupted: {},
  /** Its stored state failed the integrity check (main/database/applications/application-state-seal.ts): never sent again. */
  tampered: {},
  /** Restored from a backup made while it was queued, or being sent: it may exist at the service. */
  restored_queued: {},
  restored_sending: {},
  /** Restored from a backup whose attempts or audit log show it was sent, whatever its row said: never sent again. */
  restored_sent: {},
  incomplete: { count: 'number' },
  settings_changed: { count: 'number' },
  confirmed: { merchantId: 'number' },
  resent: {},
  legacy: { text: 'text' },
} as const;

export type StatusReason = MessageOf<typeof STATUS_REASONS>;
export type StatusReasonCode = keyof typeof STATUS_REASONS;
export const StatusReasonSchema = messageSchema(STATUS_REASONS);

/** The language-neutral text of a reason for the audit log and the clear status_reason column: `created {"merchantId":7}`. */
export function reasonRecordText(reason: StatusReason): string {
  const params = reason.params as Record<string, unknown>;
  return Object.keys(params).length === 0 ? reason.code : `${reason.code} ${JSON.stringify(params)}`;
}
