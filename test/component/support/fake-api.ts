import type { IpcChannel, IpcEvent, IpcEventPayload, IpcRequest, IpcResponse } from '$shared/ipc/contract';
import type { FieldboardApi, IpcError, IpcResult } from '$shared/ipc/result';

type Answer<C extends IpcChannel> = (request: IpcRequest<C>) => IpcResponse<C> | IpcError | Promise<IpcResponse<C> | IpcError>;

/**
 * `window.api` for a component alone: each call is recorded, and a channel answers what the test
 * told it to (a value, or an error the contract allows); a channel it was told nothing of never
 * answers, as a main that is busy. Events are sent by the test with `emit`.
 */
export class FakeApi implements FieldboardApi {
  readonly calls: { channel: IpcChannel; request: unknown }[] = [];
  #answers = new Map<IpcChannel, Answer<never>>();
  #listeners = new Map<IpcEvent, Set<(payload: never) => void>>();

  answer<C extends IpcChannel>(channel: C, answer: Answer<C>): void {
    this.#answers.set(channel, answer as Answer<never>);
  }

  /** The requests made on `channel`, in order. */
  requests<C extends IpcChannel>(channel: C): IpcRequest<C>[] {
    return this.calls.filter((call) => call.channel === channel).map((call) => call.request as IpcRequest<C>);
  }

  async invoke<C extends IpcChannel>(channel: C, request: IpcRequest<C>): Promise<IpcResult<IpcResponse<C>>> {
    this.calls.push({ channel, request: structuredClone(request) });
    const answer = this.#answers.get(channel) as Answer<C> | undefined;
    if (answer === undefined) return new Promise(() => undefined);
    const value = await answer(request);
    return isError(value) ? { ok: false, error: value } : { ok: true, value: value as IpcResponse<C> };
  }

  on<E extends IpcEvent>(event: E, listener: (payload: IpcEventPayload<E>) => void): () => void {
    const set = this.#listeners.get(event) ?? new Set();
    this.#listeners.set(event, set);
    set.add(listener as (payload: never) => void);
    return () => set.delete(listener as (payload: never) => void);
  }

  emit<E extends IpcEvent>(event: E, payload: IpcEventPayload<E>): void {
    for (const listener of this.#listeners.get(event) ?? []) (listener as (payload: IpcEventPayload<E>) => void)(payload);
  }
}

function isError(value: unknown): value is IpcError {
  return typeof value === 'object' && value !== null && 'code' in value && 'params' in value && 'message' in value;
}

/** The running test's `window.api` (setup.ts gives each test a new one). */
export function fakeApi(): FakeApi {
  return window.api as unknown as FakeApi;
}
