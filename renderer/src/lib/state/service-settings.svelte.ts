import type { ServiceSettingsView } from '$shared/ipc/views';
import { call, onMainEvent } from '../api';

let view = $state<ServiceSettingsView | undefined>(undefined);
let started = false;

async function refresh(): Promise<void> {
  try {
    view = await call('service:settings', {});
  } catch {
    // Keep the last known settings; the editor says when there are none.
  }
}

/** The acquirer's settings snapshot (fees, Amex restrictions) the drafts are validated against. */
export const serviceSettings = {
  get view(): ServiceSettingsView | undefined {
    return view;
  },
  get snapshot() {
    return view?.snapshot ?? null;
  },
  start() {
    if (started) return;
    started = true;
    void refresh();
    onMainEvent('sync:progress', (progress) => {
      if (progress.phase === 'finished') void refresh();
    });
    // A new sync or a switch of key (training mode) shows up as another last-sync time.
    let lastSyncAt: string | null | undefined;
    onMainEvent('status:changed', (next) => {
      if (next.lastSyncAt !== lastSyncAt) void refresh();
      lastSyncAt = next.lastSyncAt;
    });
  },
  refresh,
};
