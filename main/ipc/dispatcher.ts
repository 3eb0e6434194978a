import type { z } from 'zod';
import { IPC_CHANNELS, type IpcChannel, type IpcResponse, isIpcChannel } from '$shared/ipc/contract';
import { NOT_DELETABLE_STATUSES } from '$shared/ipc/errors';
import { type IpcError, type IpcErrorCode, type IpcErrorParams, type IpcResult, ipcError } from '$shared/ipc/result';
import { TooManyItemsError } from '$shared/draft/list-limits';
import { TextTooLongError } from '$shared/draft/text-limits';
import { DiskFullError, isDiskFull, ServiceError, DatabaseError } from '$main/core';
import { requestOverrun } from './request-bounds';
import { serviceFailure } from './service-failure';
import type { Logger } from '$main/log/logger';

/** A handler receives the validated request as plain data, never a transport event. */
export type Handlers = {
  [C in IpcChannel]: (request: z.output<(typeof IPC_CHANNELS)[C]['request']>) => Promise<IpcResponse<C>> | IpcResponse<C>;
};

/**
 * Thrown by handlers for a refusal the agent should read: a code with its typed params, which the
 * renderer words; `message` is English for the log and support only.
 */
export class HandlerError<C extends IpcErrorCode = IpcErrorCode> extends Error {
  readonly error: IpcError;
  constructor(code: C, params: IpcErrorParams<C>, message: string) {
    super(message);
    this.error = ipcError(code, params, message);
  }
}

export type Dispatch = (channel: unknown, request: unknown) => Promise<IpcResult<unknown>>;

/**
 * The one entry point for every transport (Electron's ipcMain, the browser host's HTTP): checks
 * the channel exists, validates the request, calls its handler, validates the answer, and turns
 * every failure into a typed error. A `Handlers` object missing a channel does not compile.
 */
export function createDispatcher(handlers: Handlers, logger: Logger): Dispatch {
  return async (channel, request) => {
    if (!isIpcChannel(channel)) return failure(ipcError('unknown_channel', {}, `there is no channel "${String(channel)}"`));
    const overrun = requestOverrun(request);
    if (overrun !== undefined) return failure(ipcError('request_too_large', {}, `the request to ${channel} is refused: ${overrun}`));
    const parsed = IPC_CHANNELS[channel].request.safeParse(request ?? {});
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          code: 'invalid_request',
          params: {},
          message: `the request to ${channel} is not valid`,
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
            message: issue.message,
          })),
        },
      };
    }
    try {
      const handler = handlers[channel] as (input: unknown) => unknown;
      const value = await handler(parsed.data);
      const checked = IPC_CHANNELS[channel].response.safeParse(value);
      if (!checked.success) {
        logger.error('handler answered outside the contract', {
          channel,
          issue: checked.error.issues[0]?.message,
          path: checked.error.issues[0]?.path,
        });
        return failure(ipcError('internal', {}, 'the app produced an answer it cannot use; nothing was changed by reading it'));
      }
      return { ok: true, value: checked.data };
    } catch (error) {
      return failure(codeOnly(channel, errorOf(channel, error, logger), logger));
    }
  };
}

function errorOf(channel: IpcChannel, error: unknown, logger: Logger): IpcError {
  if (error instanceof HandlerError) return error.error;
  if (error instanceof TooManyItemsError) return ipcError('too_many_items', { list: error.list, max: error.max }, error.message);
  if (error instanceof TextTooLongError) return ipcError('text_too_long', { max: error.max }, error.message);
  if (error instanceof DatabaseError) {
    if (error.code === 'not_deletable') return ipcError('not_deletable', { status: notDeletableStatus(error.status) }, error.message);
    if (error.code === 'same_entity_type') return ipcError('same_entity_type', {}, error.message);
    if (error.code === 'restore_held') return ipcError('restore_held', {}, error.message);
    const code =
      error.code === 'not_found' || error.code === 'not_editable' || error.code === 'revision_conflict'
        ? error.code
        : error.code === 'tampered' || error.code === 'resend_barred'
          ? 'not_editable'
          : 'invalid_request';
    return ipcError(code, {}, error.message);
  }
  if (error instanceof ServiceError) return ipcError('service', serviceFailure(error), error.message);
  if (error instanceof DiskFullError) return ipcError('disk_full', {}, error.message);
  if (isDiskFull(error)) {
    // SQLite rolled the transaction back whole: what was saved before is intact, this change is not saved.
    logger.warn('disk full', { channel });
    return ipcError('disk_full', {}, 'the disk is full: this change was not saved; what was saved before is safe');
  }
  logger.error('handler failed', { channel, error });
  return ipcError('internal', {}, 'something went wrong in the app; what was saved is safe');
}

/**
 * A thrown error's text is English and technical, whatever the agent's language: it goes to the
 * log, and the answer carries the code and its parameters, which the renderer words.
 */
function codeOnly(channel: IpcChannel, error: IpcError, logger: Logger): IpcError {
  if (error.message !== '') logger.info('request refused', { channel, code: error.code, message: error.message });
  return { ...error, message: '' };
}

/** A status the database refused a deletion in; an application with a merchant ID counts as submitted. */
function notDeletableStatus(status: string | undefined): (typeof NOT_DELETABLE_STATUSES)[number] {
  return (NOT_DELETABLE_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as (typeof NOT_DELETABLE_STATUSES)[number])
    : 'submitted';
}

function failure(error: IpcError): IpcResult<never> {
  return { ok: false, error };
}
