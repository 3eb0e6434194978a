import type { z } from 'zod';
import { IPC_CHANNELS, type IpcChannel, type IpcResponse, isIpcChannel } from '../../shared/ipc/contract';
import type { IpcError, IpcResult } from '../../shared/ipc/result';
import { ServiceError } from '../client/service-error';
import { DiskFullError, isDiskFull } from '../core/disk-space';
import type { Logger } from '../log/logger';
import { StoreError } from '../store';

/** A handler receives the validated request as plain data, never a transport event. */
export type Handlers = {
  [C in IpcChannel]: (request: z.output<(typeof IPC_CHANNELS)[C]['request']>) => Promise<IpcResponse<C>> | IpcResponse<C>;
};

/** Thrown by handlers for a refusal the agent should read as it is. */
export class HandlerError extends Error {
  constructor(
    readonly code: IpcError['code'],
    message: string,
  ) {
    super(message);
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
    if (!isIpcChannel(channel)) return failure('unknown_channel', `there is no channel "${String(channel)}"`);
    const parsed = IPC_CHANNELS[channel].request.safeParse(request ?? {});
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          code: 'invalid_request',
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
        return failure('internal', 'the app produced an answer it cannot use; nothing was changed by reading it');
      }
      return { ok: true, value: checked.data };
    } catch (error) {
      return toFailure(channel, error, logger);
    }
  };
}

function toFailure(channel: IpcChannel, error: unknown, logger: Logger): IpcResult<never> {
  if (error instanceof HandlerError) return failure(error.code, error.message);
  if (error instanceof StoreError) {
    const code =
      error.code === 'not_found' || error.code === 'not_editable' || error.code === 'revision_conflict'
        ? error.code
        : error.code === 'tampered' || error.code === 'resend_barred'
          ? 'not_editable'
          : 'invalid_request';
    return failure(code, error.message);
  }
  if (error instanceof ServiceError) return failure('service', error.message);
  if (error instanceof DiskFullError) return failure('disk_full', error.message);
  if (isDiskFull(error)) {
    // SQLite rolled the transaction back whole: what was saved before is intact, this change is not saved.
    logger.warn('disk full', { channel });
    return failure('disk_full', 'the disk is full: this change was not saved; what was saved before is safe');
  }
  logger.error('handler failed', { channel, error });
  return failure('internal', 'something went wrong in the app; what was saved is safe');
}

function failure(code: IpcError['code'], message: string): IpcResult<never> {
  return { ok: false, error: { code, message } };
}
