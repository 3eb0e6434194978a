import type { FaultPlan } from './faults/faults';
import type { HeldReplies } from './faults/held-replies';
import type { IdDatabase } from './id-store';
import type { KeyRegistry } from './key-registry';

/** Requests to /isoapi since this process started; unlike merchants they are not persisted. */
export interface RequestCounters {
  total: number;
  submit: number;
  settings: number;
  /** Paths and methods that are not part of the interface (404, 405). */
  other: number;
}

/** Everything a handler may touch, passed in so handlers stay plain functions. */
export interface ServiceContext {
  keys: KeyRegistry;
  db: IdDatabase;
  faults: FaultPlan;
  /** Replies a `hold` fault keeps back until the test releases them. */
  held: HeldReplies;
  requests: RequestCounters;
  now: () => Date;
  /** The per-run secret every /__control request must carry (`CONTROL_TOKEN_HEADER`). */
  controlToken: string;
  /** Aborted by `close()`; anything that waits listens to it. */
  signal: AbortSignal;
}
