import type { outboxChannels } from '$shared/ipc/channels/outbox';
import { coreFor } from '$main/core';
import type { ChannelHandlers, HandlerContext } from './context';

/** Sending now, the attempts, and the agent resolving an unknown outcome. */
export function outboxHandlers({ core, scheduler }: HandlerContext): ChannelHandlers<typeof outboxChannels> {
  const { applications, outbox } = coreFor(core, 'agent');

  return {
    'outbox:sendNow': () => {
      outbox.sendNow();
      scheduler.nudge();
      return {};
    },
    'outbox:attempts': ({ id }) => outbox.attempts(id),
    'outbox:resolve': ({ id, merchantId, stores }) => {
      outbox.resolve({ id, merchantId, stores });
      return applications.view(id);
    },
    'outbox:resend': ({ id }) => {
      outbox.resend(id);
      scheduler.nudge();
      return applications.view(id);
    },
  };
}
