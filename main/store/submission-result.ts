import type { StoreMismatch } from '../../shared/messages/store-mismatch';
import type { SubmissionData } from '../../shared/wire/submission-response';
import { asArray, asString, at } from '../../shared/rules/read';

/**
 * What the store keeps of a successful submission: the service's data, and a note when the
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

export function toSubmissionResult(data: SubmissionData, application: unknown, source: SubmissionResult['source']): SubmissionResult {
  const sent = (asArray(at(application, 'stores')) ?? []).map((store) => asString(at(store, 'name')) ?? '');
  const stores = data.stores.map((s) => ({ storeName: s.storeName, agreementId: s.agreementId, terminalId: s.terminalId }));
  let storeMismatch: StoreMismatch | null = null;
  if (stores.length !== sent.length) {
    storeMismatch = { code: 'count', params: { sent: sent.length, received: stores.length } };
  } else {
    const differing = stores.findIndex((s, i) => s.storeName !== sent[i]);
    if (differing >= 0 && source === 'service')
      storeMismatch = { code: 'name', params: { store: differing + 1, name: stores[differing]!.storeName } };
  }
  return { merchantName: data.merchantName, merchantId: data.merchantId, stores, storeMismatch, source };
}
