/** What the positions of one piece of a page's text say: pdf.js's `TextItem`, the part read here. */
export interface PlacedText {
  str: string;
  /** The text space's matrix at the piece's start, in the page's own units (points). */
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

/** The most text kept from a letter's pages: a letter's pages hold a few thousand characters. */
export const MAX_TEXT_CHARS = 100_000;

/**
 * A page's pieces of text as lines: a new line where the baseline moves, a space where the gap
 * between two pieces on one line is wider than a fifth of the font's size. Joining by position
 * rather than by piece keeps an IBAN whole however its writer split it into pieces.
 */
export function joinIntoLines(items: readonly PlacedText[]): string {
  let text = '';
  let previous: { y: number; end: number; size: number } | undefined;
  for (const item of items) {
    const x = item.transform[4]!;
    const y = item.transform[5]!;
    const size = Math.max(1, Math.abs(item.transform[3]!) || item.height);
    if (previous !== undefined) {
      if (Math.abs(y - previous.y) > previous.size / 2) text += '\n';
      else if (x - previous.end > size / 5) text += ' ';
    }
    text += item.str;
    previous = { y, end: x + item.width, size };
    if (item.hasEOL) {
      text += '\n';
      previous = undefined;
    }
    if (text.length > MAX_TEXT_CHARS) break;
  }
  return text;
}
