import type { IpcChannel, IpcEvent, IpcEventPayload, IpcRequest, IpcResponse } from '$shared/ipc/contract';
import { debounceBursts } from './debounce-bursts';
import type { IpcError } from '$shared/ipc/result';
import { background } from './state/background.svelte';

/** A refused call across the bridge, carrying the contract's typed error. */
export class ApiError extends Error {
  constructor(
    readonly error: IpcError,
    cause?: unknown,
  ) {
    super(error.message, { cause });
    // An exception's text is English and technical: it is for the developer console, never the agent's screen.
    if (cause !== undefined) console.error(cause);
  }

  get code(): IpcError['code'] {
    return this.error.code;
  }
}

/** `window.api.invoke`, answering the value or throwing an `ApiError`: screens handle one failure path. */
export async function call<C extends IpcChannel>(channel: C, request: IpcRequest<C>): Promise<IpcResponse<C>> {
  let result;
  try {
    const pending = window.api.invoke(channel, request);
    void background.watch(pending);
    result = await pending;
  } catch (error) {
    throw new ApiError({ code: 'no_answer', params: {}, message: '' }, error);
  }
  if (!result.ok) throw new ApiError(result.error);
  return result.value;
}

export function onMainEvent<E extends IpcEvent>(event: E, listener: (payload: IpcEventPayload<E>) => void): () => void {
  return window.api.on(event, listener);
}

export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError({ code: 'internal', params: {}, message: '' }, error);
}

/** `onMainEvent`, called once per burst of events (see `debounceBursts`). */
export function onMainEventBurst(event: IpcEvent, onburst: () => void, ms?: number): () => void {
  return debounceBursts((listener) => onMainEvent(event, listener), onburst, ms);
}
