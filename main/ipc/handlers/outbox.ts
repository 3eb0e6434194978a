import type { outboxChannels } from '../../../shared/ipc/channels/outbox';
import { applicationView, attemptView, listAttempts, makeQueuedDue, resendUnknown, resolveWithIds } from '../../core';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/** Sending now, the attempts, and the agent resolving an unknown outcome. */
export function outboxHandlers({ core, scheduler, events }: HandlerContext): ChannelHandlers<typeof outboxChannels> {
  const { store } = core;
  const { changed, publishStatus } = notifier({ core, scheduler, events });

  return {
    'outbox:sendNow': () => {
      makeQueuedDue(store);
      scheduler.nudge();
      return {};
    },
    'outbox:attempts': ({ id }) => listAttempts(store, id).map(attemptView),
    'outbox:resolve': ({ id, merchantId, stores }) => {
      resolveWithIds(store, id, { merchantId, stores }, 'agent');
      changed(id);
      publishStatus();
      return applicationView(store, id);
    },
    'outbox:resend': ({ id }) => {
      resendUnknown(store, id, 'agent');
      changed(id);
      publishStatus();
      scheduler.nudge();
      return applicationView(store, id);
    },
  };
}
