import { type IpcChannel, type IpcEvent, isIpcChannel, isIpcEvent } from '$shared/ipc/contract';
import type { FieldboardApi, IpcResult } from '$shared/ipc/result';

/** The few ipcRenderer calls the preload needs; passed in so the surface is testable without Electron. */
export interface PreloadTransport {
  invoke(channel: IpcChannel, request: unknown): Promise<unknown>;
  on(event: IpcEvent, listener: (payload: unknown) => void): () => void;
}

/**
 * `window.api` as the preload exposes it: `invoke` and `on` for names in the contract only, and
 * nothing else — no ipcRenderer, no event objects, no Node. Unknown names are refused before
 * anything crosses to main.
 */
export function createPreloadApi(transport: PreloadTransport): FieldboardApi {
  return Object.freeze({
    invoke(channel, request) {
      if (!isIpcChannel(channel)) {
        return Promise.resolve({
          ok: false,
          error: { code: 'unknown_channel', message: `no channel ${String(channel)}` },
        } as IpcResult<never>);
      }
      return transport.invoke(channel, request) as Promise<IpcResult<never>>;
    },
    on(event, listener) {
      if (!isIpcEvent(event)) throw new Error(`no event ${String(event)}`);
      return transport.on(event, listener as (payload: unknown) => void);
    },
  } satisfies FieldboardApi);
}
