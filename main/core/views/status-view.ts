import type { StatusView } from '../../../shared/ipc/views';
import { listIdsByStatus } from '../../store/ids-by-status';
import type { Core } from '../core';
import type { Scheduler } from '../scheduler';

/** The status bar: online as the scheduler last found it, the last settings sync, how many wait to be sent. */
export function statusView(core: Core, scheduler: Scheduler): StatusView {
  return {
    online: scheduler.online() ?? null,
    lastSyncAt: core.currentSnapshot()?.checkedAt ?? null,
    waiting: listIdsByStatus(core.store, ['queued', 'sending']).length,
    training: core.isTraining(),
  };
}
