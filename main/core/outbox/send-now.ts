import { type Database, transition } from '$main/database';
import { listIdsByStatus } from '$main/database/applications/ids-by-status';

/**
 * The agent's "send now": every queued application becomes due at once (its backoff waived, the
 * reason recorded). Only queued ones: their requests certainly never reached the service, unlike
 * an unknown outcome's. The caller nudges the scheduler.
 */
export function makeQueuedDue(database: Database): string[] {
  const ids = listIdsByStatus(database, ['queued']);
  for (const id of ids) {
    transition(database, id, {
      from: ['queued'],
      to: 'queued',
      actor: 'agent',
      reason: { code: 'send_now', params: {} },
      nextAttemptAt: null,
    });
  }
  return ids;
}
