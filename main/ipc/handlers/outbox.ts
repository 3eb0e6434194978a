import type { outboxChannels } from '../../../shared/ipc/channels/outbox';
import { applicationView, attemptView, listAttempts, makeQueuedDue, resendUnknown, resolveWithIds } from '../../core';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/** Sending now, the attempts, and the agent resolving an unknown outcome. */
export function outboxHandlers({ core, scheduler, events }: HandlerContext): ChannelHandlers<typeof outboxChannels> {
  const { store } = core;
  const agent = () => ({ store, snapshot: core.currentSnapshot(), actor: 'agent' as const });
  const { changed, publishStatus } = notifier({ core, scheduler, events });

  return {
    'outbox:sendNow': () => {
      makeQueuedDue(store);
      scheduler.nudge();
      return {};
    },
    'outbox:attempts': ({ id }) => listAttempts(store, id).map(attemptView),
    'outbox:resolve': ({ id, merchantId, stores }) => {
      resolveWithIds(agent(), { id, merchantId, stores });
      changed(id);
      publishStatus();
      return applicationView(store, id);
    },
    'outbox:resend': ({ id }) => {
      resendUnknown(agent(), { id });
      changed(id);
      publishStatus();
      scheduler.nudge();
      return applicationView(store, id);
    },
  };
}
