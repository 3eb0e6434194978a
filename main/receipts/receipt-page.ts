/**
 * Paper sizes of the two layouts (decision R3), shared by the stylesheet, the PDF makers and the
 * tests. A roll receipt is one page 80 mm wide and as long as its content; CSS cannot say "as
 * long as the content", so the stylesheet declares an A4-long fallback and whoever makes a PDF
 * measures the content at `ROLL_WIDTH_PX` and cuts the page to `rollLengthMm(height)`.
 */
export const A4 = { widthMm: 210, heightMm: 297, marginMm: { vertical: 12, horizontal: 18 } } as const;
export const ROLL80 = { widthMm: 80, fallbackHeightMm: 297, paddingMm: { vertical: 5, horizontal: 4 } } as const;

const MM_PER_CSS_PX = 25.4 / 96;

/** 80 mm in CSS pixels: the viewport width at which a roll receipt is laid out and measured. */
export const ROLL_WIDTH_PX = Math.ceil(ROLL80.widthMm / MM_PER_CSS_PX);

/** Paper a roll receipt needs, from its document height in CSS pixels; a millimetre spare against rounding. */
export function rollLengthMm(contentHeightPx: number): number {
  return Math.ceil(contentHeightPx * MM_PER_CSS_PX) + 1;
}

/** A rule appended after the receipt's own stylesheet to cut the roll page to its content. */
export function rollPageCss(lengthMm: number): string {
  return `@page { size: ${ROLL80.widthMm}mm ${lengthMm}mm; margin: 0; }`;
}
