import { describe, expect, it } from 'vitest';
import { sentValuesBySection } from '$renderer/lib/draft/sent-values';

describe('the values the review lists as sent', () => {
  it('groups every filled-in value by its step, lists of codes whole, files and empty values left out', () => {
    const application = {
      company: { name: 'Kaffi ehf.', number: '471008-0280', email: '' },
      persons: [{ firstName: 'Guðrún', roles: ['PrimaryContact', 'Director'] }],
      stores: [{ name: 'Kaffi', merchantCategoryCode: 5812, acceptedPaymentCardsInPast: false }],
      bankAccount: { iban: 'IS75', bankAccountConfirmationAttachment: { attachmentId: 'x' } },
      additionalAttachments: [{ attachmentId: 'y' }],
    };
    const fees = [{ name: 'Authorization fee', markets: [], types: [], value: 5 }];
    const grouped = Object.fromEntries(sentValuesBySection(application, fees));
    expect(grouped).toEqual({
      business: [
        { path: ['company', 'name'], value: 'Kaffi ehf.' },
        { path: ['company', 'number'], value: '471008-0280' },
      ],
      persons: [
        { path: ['persons', 0, 'firstName'], value: 'Guðrún' },
        { path: ['persons', 0, 'roles'], value: ['PrimaryContact', 'Director'] },
      ],
      stores: [
        { path: ['stores', 0, 'name'], value: 'Kaffi' },
        { path: ['stores', 0, 'merchantCategoryCode'], value: 5812 },
        { path: ['stores', 0, 'acceptedPaymentCardsInPast'], value: false },
      ],
      bank: [{ path: ['bankAccount', 'iban'], value: 'IS75' }],
      fees: [{ path: ['processingFees', 0, 'value'], value: 5 }],
    });
  });
});
