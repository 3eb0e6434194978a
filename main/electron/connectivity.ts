import type { Net, PowerMonitor } from 'electron';

/**
 * Wakes the scheduler when the machine comes back online or out of sleep, so queued applications
 * go out without waiting for the next backoff step. `net.isOnline()` is only a hint (a captive
 * portal is "online"); the outbox's own request decides.
 */
export function watchConnectivity(net: Net, powerMonitor: PowerMonitor, nudge: () => void, everyMs = 10_000): () => void {
  let online = net.isOnline();
  const timer = setInterval(() => {
    const now = net.isOnline();
    if (now && !online) nudge();
    online = now;
  }, everyMs);
  const onResume = () => nudge();
  powerMonitor.on('resume', onResume);
  powerMonitor.on('unlock-screen', onResume);
  return () => {
    clearInterval(timer);
    powerMonitor.off('resume', onResume);
    powerMonitor.off('unlock-screen', onResume);
  };
}
