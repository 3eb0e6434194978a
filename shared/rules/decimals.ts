/** True when `value` has no more than `precision` decimals, allowing for binary floating point. */
export function hasAtMostDecimals(value: number, precision: number): boolean {
  const scaled = value * 10 ** precision;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-7 * Math.max(1, Math.abs(scaled));
}
