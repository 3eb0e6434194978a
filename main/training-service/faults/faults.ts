import { z } from 'zod';

/**
 * Faults a test arms to see how the client copes with a service that misbehaves. Every kind says
 * where it acts relative to the merchant's creation, because that is the whole question a client
 * faces after a failure: "was it created or not?".
 *
 * A request is matched against the list once, when it has been routed and has passed the key and
 * version checks (a 404, 405, 401 or 400 never consumes a fault). All matching `latency` and `hold`
 * entries apply (delays add up); of the other kinds, only the first matching entry applies. Every entry that
 * applies is consumed once, whether or not its kind ended up changing the reply.
 */
const target = z.enum(['submit', 'settings', 'any']).default('submit');
const times = z.number().int().positive().optional();
const common = { target, times };

export const FaultSchema = z.discriminatedUnion('kind', [
  /** Waits just before the reply (or the reset) goes out, so after creation when there is one. */
  z.strictObject({ kind: z.literal('latency'), ms: z.number().int().min(0).max(600_000), ...common }),
  /**
   * Holds the reply (decided when the fault is taken) until the test releases it (`releaseHeld`,
   * `POST /__control/release`): a window only the test ends, however slow the machine is.
   */
  z.strictObject({ kind: z.literal('hold'), ...common }),
  /**
   * 500 without looking at the body (it is drained and dropped), so nothing is created; with
   * `afterCreate` the request is processed completely (a valid application is created) and the
   * 500 replaces the reply.
   */
  z.strictObject({ kind: z.literal('http-500'), afterCreate: z.boolean().default(false), ...common }),
  /** 503 with `Retry-After` without looking at the body; nothing is created. */
  z.strictObject({ kind: z.literal('http-503'), retryAfterSeconds: z.number().int().min(0).max(86_400).default(1), ...common }),
  /** Connection reset at once, before the body is read; nothing is created. */
  z.strictObject({ kind: z.literal('reset-before-create'), ...common }),
  /** Processed completely (a valid application is created), then the connection is reset instead of replying. */
  z.strictObject({ kind: z.literal('reset-after-create'), ...common }),
  /** Created, then a success reply whose body is not JSON. Error replies are left as they are. */
  z.strictObject({ kind: z.literal('malformed-body'), ...common }),
  /** Created, then a success reply that is JSON but not the documented shape. Error replies are left as they are. */
  z.strictObject({ kind: z.literal('wrong-shape'), ...common }),
  /**
   * Refused without creating anything, valid or not: the error envelope with `status` and the
   * `reasons` given (each `{ path, message, code? }`, `path` written like
   * `stores[0].merchantCategoryCode`), so a test can refuse a perfectly valid application.
   */
  z.strictObject({
    kind: z.literal('refuse'),
    status: z.number().int().min(400).max(499).default(422),
    message: z.string().max(500).default('The application was refused (training fault)'),
    reasons: z
      .array(z.strictObject({ path: z.string().max(200), message: z.string().max(500), code: z.string().max(100).default('refused') }))
      .max(100)
      .default([]),
    ...common,
  }),
]);

/** What callers write (defaults optional). */
export type FaultInput = z.input<typeof FaultSchema>;
export type Fault = z.output<typeof FaultSchema>;
export type FaultKind = Fault['kind'];
export type FaultTarget = 'submit' | 'settings';

export const FaultListSchema = z.array(FaultSchema);

/** Throws a zod error naming the bad entry when the list is not valid. */
export function parseFaults(input: unknown): Fault[] {
  return FaultListSchema.parse(input);
}

/** What a request got from the plan: the delay to wait, whether to hold, and at most one other fault. */
export interface AppliedFaults {
  delayMs: number;
  held: boolean;
  outcome: Exclude<Fault, { kind: 'latency' | 'hold' }> | undefined;
}

interface Armed {
  fault: Fault;
  /** `undefined` means until the list is replaced or cleared. */
  remaining: number | undefined;
}

export class FaultPlan {
  private armed: Armed[] = [];
  private appliedCount = 0;

  constructor(faults: readonly FaultInput[] = []) {
    this.set(faults);
  }

  /** Replaces the whole list; validates all of it first so a bad entry changes nothing. */
  set(faults: readonly FaultInput[]): void {
    this.armed = parseFaults(faults).map((fault) => ({ fault, remaining: fault.times }));
  }

  clear(): void {
    this.armed = [];
  }

  /** The faults still armed, with `times` showing what is left. */
  list(): Fault[] {
    return this.armed.map(({ fault, remaining }) => ({ ...fault, times: remaining }));
  }

  get applied(): number {
    return this.appliedCount;
  }

  take(requestTarget: FaultTarget): AppliedFaults {
    let delayMs = 0;
    let held = false;
    let outcome: AppliedFaults['outcome'];
    for (const entry of this.armed) {
      const { fault } = entry;
      if (fault.target !== 'any' && fault.target !== requestTarget) continue;
      if (fault.kind === 'latency') delayMs += fault.ms;
      else if (fault.kind === 'hold') held = true;
      else if (outcome === undefined) outcome = fault;
      else continue;
      this.appliedCount += 1;
      if (entry.remaining !== undefined) entry.remaining -= 1;
    }
    this.armed = this.armed.filter((entry) => entry.remaining === undefined || entry.remaining > 0);
    return { delayMs, held, outcome };
  }
}
