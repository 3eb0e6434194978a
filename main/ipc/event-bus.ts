import { IPC_EVENTS, type IpcEvent, type IpcEventPayload } from '$shared/ipc/contract';

export type EventListener = (event: IpcEvent, payload: unknown) => void;

/**
 * Events main pushes to every connected renderer (Electron windows, browser-host tabs). Payloads
 * are validated against the contract before they leave, like handler answers.
 */
export function createEventBus() {
  const listeners = new Set<EventListener>();
  return {
    emit<E extends IpcEvent>(event: E, payload: IpcEventPayload<E>): void {
      const checked = IPC_EVENTS[event].parse(payload);
      for (const listener of listeners) listener(event, checked);
    },
    subscribe(listener: EventListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
