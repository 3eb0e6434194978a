import { z } from 'zod';
import { type MessageOf, type ParamsOf, messageShape, checkParams } from '../messages/define';
import { LIMITED_LISTS } from '../wire/list-limits';

/**
 * Why a document was refused (main/documents/document-errors), worded by the renderer.
 * `too_demanding`: it would need far more memory or time to open than a document should (a
 * decompression or image bomb, over 200 megapixels, or past the time limit; decision B7).
 */
export const FILE_REFUSALS = ['empty', 'corrupt', 'too_large', 'encrypted_pdf', 'unsupported', 'too_demanding'] as const;
/** What a configuration with training mode off lacks to submit anything. */
export const SERVICE_MISSING = ['address', 'key', 'address_and_key'] as const;
/** The statuses an application cannot be deleted in (main/database's deleteApplication). */
export const NOT_DELETABLE_STATUSES = ['queued', 'sending', 'submitted', 'unknown_outcome'] as const;
/** Why a call to the service gave no usable answer (main/client/service-error's kinds). */
export const SERVICE_FAILURES = ['not_sent', 'unauthorized', 'not_found', 'throttled', 'bad_response', 'http_error', 'lost'] as const;

/**
 * Every refusal across the bridge: a code the renderer branches on and words in the agent's
 * language, with its parameters. The renderer's catalogue must word every code and every value of
 * a worded parameter (a type error otherwise), so no error reaches an agent as main's English.
 */
export const IPC_ERRORS = {
  invalid_request: {}, // the request does not match the channel's schema
  unknown_channel: {},
  forbidden: {}, // wrong sender or token
  not_found: {},
  not_editable: {},
  /** Deleting an application the service may hold (or is about to): its status says why not. */
  not_deletable: { status: NOT_DELETABLE_STATUSES },
  /** Changing an application to the entity type it already has. */
  same_entity_type: {},
  revision_conflict: {},
  /** Queueing an application that a shared rule still finds a problem in. */
  not_ready: { count: 'number' },
  /** Queueing without confirming every confirmable notice (shared/rules/notice.ts). */
  confirmation_required: { count: 'number' },
  /** Queueing an application a restore holds until the agent confirms it was not boarded since its backup. */
  restore_held: {},
  /** Queueing, for a service other than the training service, an application holding a registry test person. */
  test_person_outside_training: { count: 'number' },
  /** Taking back an application that is no longer queued. */
  not_queued: {},
  /** A document refused; `fileName` as the agent named it, '' for a scanned page. */
  invalid_file: { fileName: 'text', why: FILE_REFUSALS },
  /** A draft or field past a list's limit (shared/wire/list-limits.ts): nothing was saved. */
  too_many_items: { list: LIMITED_LISTS, max: 'number' },
  /** A draft or field holding a text longer than any field of an application (shared/draft/text-limits.ts): nothing was saved. */
  text_too_long: { max: 'number' },
  /** A request nested deeper or larger than any the app makes (main/ipc/request-bounds.ts). */
  request_too_large: {},
  /** The browser host is taking in as many large requests (documents) as it holds at once: try again shortly. */
  busy: {},
  /** A picked file far larger than any document kept, refused before it is read. */
  file_too_big_to_read: { fileName: 'text', megabytes: 'number' },
  /** No receipt in this status: `unknown_outcome` (resolve it first) or any other. */
  no_receipt: { status: ['unknown_outcome', 'other'] },
  /** The browser host makes no PDF of its own: the print dialog saves one. */
  pdf_in_print_dialog: {},
  /** Training off and no base URL or no API key: nothing to talk to. */
  no_service_configured: {},
  /** Settings refused: with training mode off they could submit nothing; `missing` says what. */
  cannot_submit: { missing: SERVICE_MISSING },
  /** The onboarding service could not be reached or refused the request. */
  service: { why: SERVICE_FAILURES, httpStatus: 'number' },
  /** The data folder's disk is (nearly) full: documents refused, or a write failed and was rolled back. */
  disk_full: {},
  /** This process cannot do that (a wipe from a process without one). */
  unsupported: {},
  /**
   * Made by the page's side of the bridge, never by main: the background process could not be
   * reached or did not answer (stopped, restarting, hung). Nothing saved is lost.
   */
  no_answer: {},
  internal: {},
} as const;

export type IpcErrorCode = keyof typeof IPC_ERRORS;
export const IPC_ERROR_CODES = Object.keys(IPC_ERRORS) as IpcErrorCode[];
export type IpcErrorParams<C extends IpcErrorCode> = ParamsOf<typeof IPC_ERRORS, C>;

/**
 * `message` is for logs and support only (English, technical, never shown as a sentence);
 * `issues` names the fields of an invalid request.
 */
export const IpcErrorSchema = z
  .object({
    ...messageShape(IPC_ERRORS),
    message: z.string(),
    issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
  })
  .superRefine((value, context) => {
    const problem = checkParams(IPC_ERRORS, value.code, value.params);
    if (problem !== undefined) context.addIssue({ code: 'custom', message: problem, path: ['params'] });
  });

export type IpcError = MessageOf<typeof IPC_ERRORS> & {
  message: string;
  issues?: { path: (string | number)[]; message: string }[] | undefined;
};

/** An error with its params typed by its code. */
export function ipcError<C extends IpcErrorCode>(code: C, params: IpcErrorParams<C>, message: string): IpcError {
  return { code, params, message } as IpcError;
}
