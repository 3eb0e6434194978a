import type { StoreMismatch } from './messages/store-mismatch';

/**
 * What the database keeps of a successful submission: the service's data, and a note when the
 * stores it answered do not line up with the stores sent (decision G26: matched by position).
 */
export interface SubmissionResult {
  merchantName: string;
  merchantId: number;
  stores: { storeName: string; agreementId: number; terminalId: number }[];
  /** Set when the answer's stores differ in number or names from the application's (a string: stored before codes). */
  storeMismatch: StoreMismatch | string | null;
  /** `service` when read from a 201; `agent` when entered after confirming with the acquirer. */
  source: 'service' | 'agent';
}
