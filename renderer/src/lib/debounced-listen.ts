import type { IpcEvent } from '../../../shared/ipc/contract';
import { listen } from './api';

/**
 * Calls `onburst` once after a burst of `event`s has gone quiet for `ms` (the outbox sending ten
 * applications is one refresh, not ten). Returns the function that stops listening, pending call included.
 */
export function listenDebounced(event: IpcEvent, onburst: () => void, ms = 300): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = listen(event, () => {
    clearTimeout(timer);
    timer = setTimeout(onburst, ms);
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}
