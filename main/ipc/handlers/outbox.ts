import type { outboxChannels } from '../../../shared/ipc/channels/outbox';
import { coreFor } from '../../core';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/** Sending now, the attempts, and the agent resolving an unknown outcome. */
export function outboxHandlers({ core, scheduler, events }: HandlerContext): ChannelHandlers<typeof outboxChannels> {
  const { applications, outbox } = coreFor(core, 'agent');
  const { changed, publishStatus } = notifier({ core, scheduler, events });

  return {
    'outbox:sendNow': () => {
      outbox.sendNow();
      scheduler.nudge();
      return {};
    },
    'outbox:attempts': ({ id }) => outbox.attempts(id),
    'outbox:resolve': ({ id, merchantId, stores }) => {
      outbox.resolve({ id, merchantId, stores });
      changed(id);
      publishStatus();
      return applications.view(id);
    },
    'outbox:resend': ({ id }) => {
      outbox.resend(id);
      changed(id);
      publishStatus();
      scheduler.nudge();
      return applications.view(id);
    },
  };
}
