import type { outboxChannels } from '../../../shared/ipc/channels/outbox';
import { resendUnknown, resolveWithIds } from '../../core/resolve-unknown';
import { listAttempts, transition } from '../../store';
import { listIdsByStatus } from '../../store/ids-by-status';
import { applicationView, attemptView } from '../application-view';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/** Sending now, the attempts, and the agent resolving an unknown outcome. */
export function outboxHandlers({ core, scheduler, events }: HandlerContext): ChannelHandlers<typeof outboxChannels> {
  const { store } = core;
  const { changed, publishStatus } = notifier({ core, scheduler, events });

  return {
    'outbox:sendNow': () => {
      // Only queued applications are made due: their requests certainly never reached the service.
      for (const id of listIdsByStatus(store, ['queued'])) {
        transition(store, id, {
          from: ['queued'],
          to: 'queued',
          actor: 'agent',
          reason: { code: 'send_now', params: {} },
          nextAttemptAt: null,
        });
      }
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
