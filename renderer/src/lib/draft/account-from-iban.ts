import { isEmptyField } from '$shared/documents/document-findings';
import { formatAccountNumber, parseIcelandicIban } from '$shared/rules/bank/icelandic-iban';

/** The account number an Icelandic IBAN holds, as agents write it: bank-ledger-account, `0133-26-012345`. */
export function accountNumberOfIban(iban: unknown): string | undefined {
  if (typeof iban !== 'string') return undefined;
  const parts = parseIcelandicIban(iban);
  return parts === undefined ? undefined : formatAccountNumber({ bank: parts.bank, ledger: parts.ledger, account: parts.account });
}

/**
 * What the account number becomes when the IBAN changes from `before` to `after`: the new IBAN's
 * account while the field is empty or still holds what the old IBAN filled in; undefined (leave
 * it) when the agent typed their own, which the rules then compare with the IBAN.
 */
export function accountNumberToFill(before: unknown, after: unknown, current: unknown): string | undefined {
  const filled = accountNumberOfIban(after);
  if (filled === undefined || filled === current) return undefined;
  return isEmptyField(current) || current === accountNumberOfIban(before) ? filled : undefined;
}
