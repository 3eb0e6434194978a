import type { StatusView } from '$shared/ipc/views';
import { call, onMainEvent } from '../api';

let view = $state<StatusView | undefined>(undefined);
let started = false;

/** Connection, last sync and queue length, live from `status:changed`. */
export const status = {
  get view(): StatusView | undefined {
    return view;
  },
  start() {
    if (started) return;
    started = true;
    onMainEvent('status:changed', (next) => (view = next));
    void call('status:get', {}).then(
      (next) => (view = next),
      () => undefined,
    );
  },
};
