import type { IpcChannel, IpcEvent, IpcEventPayload, IpcRequest, IpcResponse } from './contract';
import type { IpcError } from './errors';

export { IPC_ERRORS, IPC_ERROR_CODES, IpcErrorSchema, ipcError, type IpcError, type IpcErrorCode, type IpcErrorParams } from './errors';

/** Every answer across the bridge: a value, or a typed error. Never a thrown exception. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** `window.api`, the same in the Electron preload and the browser host's bridge. */
export interface FieldboardApi {
  invoke<C extends IpcChannel>(channel: C, request: IpcRequest<C>): Promise<IpcResult<IpcResponse<C>>>;
  on<E extends IpcEvent>(event: E, listener: (payload: IpcEventPayload<E>) => void): () => void;
}
