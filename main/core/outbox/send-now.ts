import { type Store, transition } from '../../store';
import { listIdsByStatus } from '../../store/applications/ids-by-status';

/**
 * The agent's "send now": every queued application becomes due at once (its backoff waived, the
 * reason recorded). Only queued ones: their requests certainly never reached the service, unlike
 * an unknown outcome's. The caller nudges the scheduler.
 */
export function makeQueuedDue(store: Store): string[] {
  const ids = listIdsByStatus(store, ['queued']);
  for (const id of ids) {
    transition(store, id, {
      from: ['queued'],
      to: 'queued',
      actor: 'agent',
      reason: { code: 'send_now', params: {} },
      nextAttemptAt: null,
    });
  }
  return ids;
}
