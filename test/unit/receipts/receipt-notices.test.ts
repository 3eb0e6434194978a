import { describe, expect, it } from 'vitest';
import { notice } from '$shared/rules/notice';
import { receiptNoticesOf } from '$main/receipts/receipt-notices';

describe('receiptNoticesOf', () => {
  it('keeps only what the merchant may see: the holder masked to its last four, once per kind', () => {
    const holder = notice(['bankAccount', 'iban'], 'iban_holder_differs', 'holder differs', { holder: '010130-3019', party: 'applicant' });
    const unverifiable = (path: string) =>
      notice(['persons', 0, path], 'kennitala_unverifiable', 'cannot verify', { kennitala: '010130-3029' });
    const printed = receiptNoticesOf([unverifiable('ssn'), holder, unverifiable('other'), holder]);
    expect(printed).toEqual([
      { code: 'kennitala_unverifiable' },
      { code: 'iban_holder_differs', party: 'applicant', holderMasked: '••••\u00a03019' },
    ]);
    expect(JSON.stringify(printed)).not.toMatch(/010130|3029/);
  });
});
