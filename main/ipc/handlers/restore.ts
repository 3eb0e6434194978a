import type { restoreChannels } from '$shared/ipc/channels/restore';
import { coreFor } from '$main/core';
import type { ChannelHandlers, HandlerContext } from './context';

/** What a restore holds, and the agent releasing it after checking with the acquirer. */
export function restoreHandlers({ core, scheduler }: HandlerContext): ChannelHandlers<typeof restoreChannels> {
  const { restore } = coreFor(core, 'agent');
  const view = () => ({ applications: restore.held() });
  return {
    'restore:held': view,
    'restore:confirm': ({ which, reason }) => {
      const released = restore.confirmNotBoarded(which === 'all' ? 'all' : { ids: which }, reason);
      // A queued application released now is due now.
      if (released.length > 0) scheduler.nudge();
      return view();
    },
  };
}
