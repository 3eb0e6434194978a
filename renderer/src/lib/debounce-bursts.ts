/**
 * Calls `onburst` once after a burst of events has gone quiet for `ms` (the outbox sending ten
 * applications is one refresh, not ten). `subscribe` starts listening and returns how to stop;
 * the returned function stops listening and drops the call still pending.
 */
export function debounceBursts(subscribe: (listener: () => void) => () => void, onburst: () => void, ms = 300): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(onburst, ms);
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}
