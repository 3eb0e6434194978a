/**
 * True when `value` has no more than `precision` decimals, allowing for binary floating point.
 * The tolerance is a few ulps of the scaled value: a relative 1e-7 would let 10000.001 pass at two
 * decimals and 1000.00001 at four.
 */
export function hasAtMostDecimals(value: number, precision: number): boolean {
  const scaled = value * 10 ** precision;
  return Math.abs(scaled - Math.round(scaled)) <= 4 * Number.EPSILON * Math.max(1, Math.abs(scaled));
}
