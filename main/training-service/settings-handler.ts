import { replyAfterProcessing, replyBeforeProcessing, truncated } from './faults/fault-replies';
import type { AppliedFaults } from './faults/faults';
import type { KeyEntry } from './key-registry';
import { type Reply, jsonReply } from './http/replies';

/**
 * `GET /settings`: the key's settings resource itself, not wrapped in the submission envelope
 * (§4.2.2 says the body is the resource of §2.11). The spec shows no status; 200 is the plain one.
 */
export function settingsReply(key: KeyEntry, faults: AppliedFaults): Reply {
  const early = replyBeforeProcessing(faults.outcome);
  if (early !== undefined) return early;
  const genuine = jsonReply(200, key.served);
  return replyAfterProcessing(genuine, faults.outcome, {
    malformed: () => truncated(genuine),
    // Wrapped in the submission envelope: plausible for a service, and no `Fees` at the top.
    wrongShape: () => jsonReply(200, { success: true, statusCode: 200, data: key.served }),
  });
}
