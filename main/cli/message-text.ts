import type { DocumentRole } from '$shared/draft/draft-body';
import type { FILE_REFUSALS } from '$shared/ipc/errors';
import type { MessageDefs, ParamsOf } from '$shared/messages/define';
import type { NOT_PROCESSED_WHY, NOT_SENT_WHY, STATUS_REASONS, StatusReason, UNKNOWN_WHY } from '$shared/messages/status-reasons';
import type { STORE_MISMATCHES, StoreMismatch } from '$shared/messages/store-mismatch';

/**
 * The command line's words for the codes main records (support staff read English): the one
 * place it words them. Each table names every code, so a new code does not compile without its
 * line here, as it does not without its words in the renderer's two catalogues.
 */
type Wording<D extends MessageDefs> = { [C in keyof D & string]: (params: ParamsOf<D, C>) => string };

const NOT_SENT: Record<(typeof NOT_SENT_WHY)[number], string> = {
  offline: 'no network',
  refused: 'the service refused the connection',
  dns: 'the service’s address could not be found',
  timeout: 'no connection in time',
  tls: 'the secure connection failed',
  reset: 'the connection was reset',
  response_too_large: 'the answer was too large',
  other: 'the connection failed',
};

const NOT_PROCESSED: Record<(typeof NOT_PROCESSED_WHY)[number], string> = {
  unauthorized: 'the API key was refused',
  not_found: 'the address was not found',
  throttled: 'the service asked to wait',
};

const UNKNOWN: Record<(typeof UNKNOWN_WHY)[number], string> = {
  lost: 'the answer was lost',
  server_error: 'the service reported an error',
  unreadable_success: 'the service’s success answer could not be read',
  unexpected_status: 'the service answered with an unexpected status',
  timeout: 'no answer in time',
  reset: 'the connection was reset',
  response_too_large: 'the answer was too large',
  other: 'the connection failed',
};

const REASONS: Wording<typeof STATUS_REASONS> = {
  queued: () => 'queued for submission',
  taken_back: () => 'taken back from the queue',
  send_now: () => 'send now',
  revalidated: () => 'validated against new settings',
  sending: () => 'sending',
  created: ({ merchantId }) => `created merchant ${merchantId}`,
  refused: ({ httpStatus }) => `the service refused it (HTTP ${httpStatus})`,
  not_sent: ({ why }) => `not sent: ${NOT_SENT[why]}; will retry`,
  not_processed: ({ httpStatus, why }) => `the service did not process it (HTTP ${httpStatus}: ${NOT_PROCESSED[why]}); will retry`,
  may_have_arrived: ({ why }) => `the request may have reached the service (${UNKNOWN[why]}); check with the acquirer before sending again`,
  interrupted: () => 'interrupted while sending; the service may have created the merchant',
  tampered: () => 'its stored state failed its integrity check; check with the acquirer',
  restored_queued: () => 'restored from a backup: it was queued then and may have been sent since; check with the acquirer',
  restored_sending: () => 'restored from a backup made while it was being sent; check with the acquirer',
  restored_sent: () => 'restored from a backup whose history shows it was sent; check with the acquirer and record its IDs',
  incomplete: ({ count }) => `the application is not complete: ${count} ${count === 1 ? 'problem' : 'problems'}`,
  settings_changed: ({ count }) => `the settings changed: ${count} ${count === 1 ? 'problem' : 'problems'}`,
  confirmed: ({ merchantId }) => `outcome confirmed with the acquirer: merchant ${merchantId}`,
  resent: () => 'resent by decision after checking with the acquirer that no merchant was created',
  legacy: ({ text }) => text,
};

const MISMATCHES: Wording<typeof STORE_MISMATCHES> = {
  count: ({ sent, received }) => `${sent} ${sent === 1 ? 'store was' : 'stores were'} sent and ${received} came back`,
  name: ({ store, name }) => `store ${store} came back named "${name}"`,
  legacy: ({ text }) => text,
};

export function statusReasonText(reason: StatusReason): string {
  return (REASONS[reason.code] as (params: unknown) => string)(reason.params);
}

export function storeMismatchText(note: StoreMismatch | string): string {
  if (typeof note === 'string') return note;
  return (MISMATCHES[note.code] as (params: unknown) => string)(note.params);
}

/** Why a document was refused (a file's `invalid_file`, a restore leaving a document out). */
export const FILE_REFUSAL_TEXT: Record<(typeof FILE_REFUSALS)[number], string> = {
  empty: 'it is empty',
  corrupt: 'it is damaged or incomplete',
  too_large: 'it is larger than any document kept',
  encrypted_pdf: 'it is an encrypted PDF',
  unsupported: 'it is not a PDF or an image the app can read',
  too_demanding: 'it would take far more memory or time to open than any document needs',
};

/** Which of an application's documents, as the agent calls it. */
export const ROLE_TEXT: Record<DocumentRole, string> = {
  identification: 'identity document',
  bankConfirmation: 'bank’s confirmation',
  additional: 'additional document',
};
