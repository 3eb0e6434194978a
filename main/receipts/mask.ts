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
