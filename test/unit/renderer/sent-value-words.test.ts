import { describe, expect, it } from 'vitest';
import { catalogue } from '$renderer/lib/i18n/catalogue';
import { codeInWords } from '$renderer/lib/draft/sent-value-words';

const entries: Record<string, { en: string; is: string } | undefined> = catalogue as unknown as Record<string, { en: string; is: string }>;
const words = (language: 'en' | 'is') => (key: string) => entries[key]?.[language];

describe('codes in the review of what will be sent, in the agent’s words', () => {
  it('words roles, card types, transaction types and countries in either language', () => {
    expect(codeInWords(['persons', 0, 'roles'], 'Director', 'is', words('is'))).toBe('Stjórnarmaður');
    expect(codeInWords(['persons', 0, 'roles'], 'Director', 'en', words('en'))).toBe('Director');
    expect(codeInWords(['stores', 1, 'acceptedCardTypes'], 'Amex', 'en', words('en'))).toBe('American Express');
    expect(codeInWords(['stores', 0, 'acceptedTransactionTypes'], 'CardPresent', 'is', words('is'))).toBe(
      catalogue['field.transactionType.CardPresent'].is,
    );
    expect(codeInWords(['stores', 0, 'volumes', 2, 'transactionTypeCategory'], 'CardPresent', 'en', words('en'))).toBe(
      catalogue['field.transactionType.CardPresent'].en,
    );
    expect(codeInWords(['company', 'address', 'countryCode'], 'IS', 'is', words('is'))).toBe('Ísland');
    expect(codeInWords(['company', 'address', 'countryCode'], 'IS', 'en', words('en'))).toBe('Iceland');
  });

  it('leaves what is not a code, and a code nobody knows, as it is', () => {
    expect(codeInWords(['company', 'name'], 'Director', 'is', words('is'))).toBe('Director');
    expect(codeInWords(['persons', 0, 'roles'], 'Treasurer', 'is', words('is'))).toBe('Treasurer');
    expect(codeInWords(['company', 'address', 'countryCode'], 'ZZ', 'is', words('is'))).toBe('ZZ');
  });
});
