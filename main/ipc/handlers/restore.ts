import type { restoreChannels } from '../../../shared/ipc/channels/restore';
import { confirmNotBoarded, listHeld } from '../../core';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/** What a restore holds, and the agent releasing it after checking with the acquirer. */
export function restoreHandlers({ core, scheduler, events }: HandlerContext): ChannelHandlers<typeof restoreChannels> {
  const { store } = core;
  const { changed, publishStatus } = notifier({ core, scheduler, events });
  const view = () => ({ applications: listHeld(store) });
  return {
    'restore:held': view,
    'restore:confirm': ({ which, reason }) => {
      const released = confirmNotBoarded(store, which === 'all' ? 'all' : { ids: which }, 'agent', reason);
      if (released.length > 0) {
        changed(...released);
        publishStatus();
        // A queued application released now is due now.
        scheduler.nudge();
      }
      return view();
    },
  };
}
