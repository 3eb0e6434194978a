import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceBursts } from '$renderer/lib/debounce-bursts';

/** A stand-in for `window.api.on`: records listeners, lets the test emit. */
function fakeEvents() {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { subscribe, emit: () => listeners.forEach((listener) => listener()), listening: () => listeners.size };
}

describe('debounceBursts', () => {
  let bridge: ReturnType<typeof fakeEvents>;

  beforeEach(() => {
    vi.useFakeTimers();
    bridge = fakeEvents();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once per burst, after the burst has gone quiet', () => {
    const onburst = vi.fn();
    debounceBursts(bridge.subscribe, onburst, 300);
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
    const stop = debounceBursts(bridge.subscribe, onburst, 300);
    bridge.emit();
    stop();
    expect(bridge.listening()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(onburst).not.toHaveBeenCalled();
  });
});
