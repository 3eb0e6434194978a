import type { StoreMismatch } from '$shared/messages/store-mismatch';
import type { SubmissionData } from '$shared/wire/submission-response';
import { asArray, asString, at } from '$shared/rules/read';

export type { SubmissionResult } from '$shared/submission-result';
import type { SubmissionResult } from '$shared/submission-result';

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
