import type { Fault } from './faults/faults';
import { type MerchantCounts, merchantCounts } from './id-store';
import type { RequestCounters, ServiceContext } from './service-context';

/**
 * What a test asks the server after a fault: how many merchants exist, and whether any application
 * was created more than once. Merchant counts come from the database (they survive a restart);
 * request counts and faults are this process's.
 */
export interface TrainingServiceStats extends MerchantCounts {
  /** Every request to /isoapi since start, whatever its outcome. */
  requestsSeen: number;
  requests: RequestCounters;
  /** Fault entries applied since start (a latency and a reset on one request count two). */
  faultsApplied: number;
  /** Faults still armed, `times` showing what is left. */
  faults: Fault[];
  /** Replies a `hold` fault keeps back now, until the test releases them. */
  held: number;
}

export function collectStats(context: ServiceContext): TrainingServiceStats {
  return {
    ...merchantCounts(context.db),
    requestsSeen: context.requests.total,
    requests: { ...context.requests },
    faultsApplied: context.faults.applied,
    faults: context.faults.list(),
    held: context.held.count,
  };
}
