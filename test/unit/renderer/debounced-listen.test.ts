import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenDebounced } from '../../../renderer/src/lib/debounced-listen';

/** A stand-in for the preload's `window.api.on`: records listeners, lets the test emit. */
function fakeBridge() {
  const listeners = new Set<() => void>();
  const api = {
    on: (_event: string, listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { api, emit: () => listeners.forEach((listener) => listener()), listening: () => listeners.size };
}

describe('listenDebounced', () => {
  let bridge: ReturnType<typeof fakeBridge>;

  beforeEach(() => {
    vi.useFakeTimers();
    bridge = fakeBridge();
    vi.stubGlobal('window', { api: bridge.api });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('calls once per burst, after the burst has gone quiet', () => {
    const onburst = vi.fn();
    listenDebounced('applications:changed', onburst, 300);
    for (let i = 0; i < 10; i++) {
      bridge.emit();
      vi.advanceTimersByTime(100);
    }
    expect(onburst).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(onburst).toHaveBeenCalledTimes(1);
    bridge.emit();
    vi.advanceTimersByTime(300);
    expect(onburst).toHaveBeenCalledTimes(2);
  });

  it('stopping drops the listener and the call still pending', () => {
    const onburst = vi.fn();
    const stop = listenDebounced('applications:changed', onburst, 300);
    bridge.emit();
    stop();
    expect(bridge.listening()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(onburst).not.toHaveBeenCalled();
  });
});
