import type { StatusView } from '$shared/ipc/views';
import { countAwaitingSend } from '$main/database';
import type { Core } from '../core';
import type { Scheduler } from '../scheduler';

/** The status bar: online as the scheduler last found it, the last settings sync, how many the outbox will send. */
export function statusView(core: Core, scheduler: Scheduler): StatusView {
  return {
    online: scheduler.online() ?? null,
    lastSyncAt: core.currentSnapshot()?.checkedAt ?? null,
    waiting: countAwaitingSend(core.database),
    training: core.isTraining(),
  };
}
