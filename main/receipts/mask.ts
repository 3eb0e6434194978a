import { parseIcelandicIban } from '$shared/rules/bank/icelandic-iban';

/** What stands for the hidden part; always the same, so the mask does not reveal the length. */
export const MASK = '••••';

/** Below this many letters and digits, four of them would be most of the value. */
const MIN_SIGNIFICANT = 8;

/**
 * A national ID or an IBAN as the receipt prints it (decision R2): a fixed mask and the last four
 * letters or digits, separators dropped, joined by a no-break space so it never wraps. A value
 * too short to hide most of it is masked entirely.
 */
export function maskToLastFour(value: string): string {
  const significant = value.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
  if (significant.length < MIN_SIGNIFICANT) return MASK;
  return `${MASK}\u00a0${significant.slice(-4)}`;
}

/**
 * An IBAN as the receipt prints it. An Icelandic IBAN ends with the holder's kennitala
 * (IS kk BBBB HH AAAAAA KKKKKKKKKK), so its last four are the kennitala's and tell one account of
 * the merchant from another not at all: it shows the bank and the account number's last four in
 * the IBAN's own groups, the rest masked (`IS•• 0159 •••• 7654 ••••`). Any other IBAN keeps its
 * last four (R2).
 */
export function maskIban(iban: string): string {
  const icelandic = parseIcelandicIban(iban);
  if (icelandic === undefined) return maskToLastFour(iban);
  return ['IS••', icelandic.bank, MASK, icelandic.account.slice(-4), MASK].join('\u00a0');
}
