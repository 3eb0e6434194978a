import { describe, expect, it } from 'vitest';
import { accountNumberOfIban, accountNumberToFill } from '$renderer/lib/draft/account-from-iban';

const IBAN = 'IS14 0159 2600 7654 5510 7303 39';
const OTHER = 'IS74 0133 2601 2345 0101 3030 19';

describe('the account number an Icelandic IBAN holds', () => {
  it('reads bank, ledger and account from a valid Icelandic IBAN, printed or compact', () => {
    expect(accountNumberOfIban(IBAN)).toBe('0159-26-007654');
    expect(accountNumberOfIban(IBAN.replace(/\s/g, '').toLowerCase())).toBe('0159-26-007654');
    expect(accountNumberOfIban('GB82 WEST 1234 5698 7654 32')).toBeUndefined();
    expect(accountNumberOfIban('IS14 0159 2600 7654 5510 7303 38')).toBeUndefined();
    expect(accountNumberOfIban(undefined)).toBeUndefined();
  });

  it('fills an empty field, follows its own fill, and leaves what the agent typed', () => {
    expect(accountNumberToFill(undefined, IBAN, undefined)).toBe('0159-26-007654');
    expect(accountNumberToFill('', IBAN, '  ')).toBe('0159-26-007654');
    expect(accountNumberToFill(IBAN, OTHER, '0159-26-007654')).toBe('0133-26-012345');
    expect(accountNumberToFill(IBAN, OTHER, '133 26 12345')).toBeUndefined();
    expect(accountNumberToFill(undefined, 'GB82 WEST 1234 5698 7654 32', undefined)).toBeUndefined();
  });
});
