import type { ReceiptData } from '$main/receipts/receipt-data';

/** A submitted company's receipt data, shaped as loadReceiptData gathers it. */
export function sampleReceipt(overrides: Partial<ReceiptData> = {}): ReceiptData {
  return {
    applicationId: '6f1c1c3e-8d1b-4a51-9a57-2f4f1b1e2a10',
    document: 'submitted',
    entityType: 'privatelimitedcompany',
    operatorName: 'Norðurljós Greiðslur hf.',
    agentName: 'Sigríður Þórsdóttir',
    at: '2026-11-21T10:15:00.000Z',
    legalName: 'Kaffi Laugavegur ehf.',
    identity: { kind: 'companyNumber', value: '471008-0280' },
    merchantId: 1234567,
    stores: [
      { name: 'Kaffi Laugavegur', agreementId: 500001, terminalId: 80000001 },
      { name: 'Kaffi Akureyri', agreementId: 500002, terminalId: 80000002 },
    ],
    serviceCharges: [
      { name: 'Domestic debit cards', fixedValue: 0, percentageValue: 0.9 },
      { name: 'Foreign credit cards', fixedValue: 15, percentageValue: 2.9 },
    ],
    processingFees: [
      { name: 'Authorization fee', markets: ['Iceland'], types: ['Card present'], value: 4.5, decimalPrecision: 2, valueType: 1 },
      {
        name: 'Payment fee',
        markets: ['Crossborder'],
        types: ['Card not present', 'Card present'],
        value: 1.25,
        decimalPrecision: 4,
        valueType: 2,
      },
    ],
    bank: { bankName: 'Landsbankinn', ibanMasked: 'IS••\u00a00159\u00a0••••\u00a07654\u00a0••••' },
    notices: [],
    retainedSince: null,
    ...overrides,
  };
}

export const PENDING_OVERRIDES: Partial<ReceiptData> = {
  document: 'pending',
  merchantId: null,
  stores: [
    { name: 'Kaffi Laugavegur', agreementId: null, terminalId: null },
    { name: 'Kaffi Akureyri', agreementId: null, terminalId: null },
  ],
};
