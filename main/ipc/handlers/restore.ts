import type { restoreChannels } from '../../../shared/ipc/channels/restore';
import { coreFor } from '../../core';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/** What a restore holds, and the agent releasing it after checking with the acquirer. */
export function restoreHandlers({ core, scheduler, events }: HandlerContext): ChannelHandlers<typeof restoreChannels> {
  const { restore } = coreFor(core, 'agent');
  const { changed, publishStatus } = notifier({ core, scheduler, events });
  const view = () => ({ applications: restore.held() });
  return {
    'restore:held': view,
    'restore:confirm': ({ which, reason }) => {
      const released = restore.confirmNotBoarded(which === 'all' ? 'all' : { ids: which }, reason);
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
