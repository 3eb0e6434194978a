import type { IpcEvent, IpcEventPayload } from '$shared/ipc/contract';
import type { FieldboardApi, IpcResult } from '$shared/ipc/result';
import type { Runtime } from '$main/runtime/runtime';

/**
 * `window.api` as the browser host gives it to the renderer, backed by the real runtime (core,
 * handlers, validating dispatcher) over a real data folder: requests and answers cross as JSON,
 * as over the host's HTTP, so the renderer code under test never shares an object with main.
 * `calls` counts the invocations of each channel.
 */
export function realWindowApi(runtime: Runtime): FieldboardApi & { calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const viaJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    calls,
    async invoke(channel, request) {
      calls.set(channel, (calls.get(channel) ?? 0) + 1);
      return viaJson((await runtime.dispatch(channel, viaJson(request))) as IpcResult<never>);
    },
    on<E extends IpcEvent>(event: E, listener: (payload: IpcEventPayload<E>) => void) {
      const unsubscribe = runtime.events.subscribe((emitted, payload) => {
        if (emitted === event) listener(viaJson(payload) as IpcEventPayload<E>);
      });
      return () => void unsubscribe();
    },
  };
}
