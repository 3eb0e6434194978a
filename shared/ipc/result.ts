import { z } from 'zod';
import type { IpcChannel, IpcEvent, IpcEventPayload, IpcRequest, IpcResponse } from './contract';

export const IPC_ERROR_CODES = [
  'invalid_request', // the request does not match the channel's schema
  'unknown_channel',
  'forbidden', // wrong sender or token
  'not_found',
  'not_editable',
  'not_ready', // queueing an application that a shared rule still finds a problem in
  'confirmation_required', // queueing without confirming every confirmable notice (shared/rules/notice.ts)
  'revision_conflict',
  'receipt_unavailable', // no receipt yet: the application is not submitted
  'unsupported', // this process cannot do that (a PDF from the browser host, a wipe from the app)
  'invalid_file',
  'service', // the onboarding service could not be reached or refused
  'disk_full', // the data folder's disk is (nearly) full: documents refused, or a write failed and was rolled back
  'internal',
] as const;
export type IpcErrorCode = (typeof IPC_ERROR_CODES)[number];

export const IpcErrorSchema = z.object({
  code: z.enum(IPC_ERROR_CODES),
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type IpcError = z.infer<typeof IpcErrorSchema>;

/** Every answer across the bridge: a value, or a typed error. Never a thrown exception. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** `window.api`, the same in the Electron preload and the browser host's bridge. */
export interface FieldboardApi {
  invoke<C extends IpcChannel>(channel: C, request: IpcRequest<C>): Promise<IpcResult<IpcResponse<C>>>;
  on<E extends IpcEvent>(event: E, listener: (payload: IpcEventPayload<E>) => void): () => void;
}
