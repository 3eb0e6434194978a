import type { PDFPageProxy, TextItem } from 'pdfjs-dist/types/src/display/api';
import { type GreyPage, drawPage } from '../pdf-render/draw-page';
import { type PlacedText, joinIntoLines } from './text-lines';
import { type OperatorList, type PaintedChar, type TextOps, hiddenByMode, paintedChars, textShowingOps } from './text-render-modes';

/** Text smaller than this (its em, in points: 1.4 mm) is too small for a person to read at a glance. */
const MIN_TEXT_PT = 4;
/** Nor is text squeezed narrower than this a character on average (a 4-point font's narrowest). */
const MIN_ADVANCE_PT = 1;
/**
 * Lighter or darker than what is under it by at least this much (of 255) is a difference a person
 * sees: grey #999 on white (ΔL 102) is; yellow on white (18) and #ccc on white (51) are not.
 */
const MIN_CONTRAST = 64;
/**
 * Printed characters cover a tenth to a quarter of their box; a run of text whose box has fewer
 * than this share of its pixels changed by it draws nothing a person reads.
 */
const MIN_INK_SHARE = 0.03;

/** A page's text layer split by what a person sees: the text that shows, and the text it carries but does not show. */
export interface PageTexts {
  shown: string;
  hidden: string;
}

/** The share of a box's pixels that its text changed: where the page with its text differs from the page without. */
function inkShare(withText: GreyPage, bare: GreyPage, box: { left: number; top: number; right: number; bottom: number }): number {
  const area = Math.max(1, (box.right - box.left) * (box.bottom - box.top));
  let changed = 0;
  const [x0, x1] = [Math.max(0, Math.floor(box.left)), Math.min(withText.width, Math.ceil(box.right))];
  const [y0, y1] = [Math.max(0, Math.floor(box.top)), Math.min(withText.height, Math.ceil(box.bottom))];
  for (let y = y0; y < y1; y += 1) {
    for (let i = y * withText.width + x0, end = y * withText.width + x1; i < end; i += 1) {
      if (Math.abs(withText.grey[i]! - bare.grey[i]!) >= MIN_CONTRAST) changed += 1;
    }
  }
  return changed / area;
}

/** The box, in the drawn page's pixels, of the characters `from` to `to` of a piece of `count` characters. */
function boxOf(item: TextItem, from: number, to: number, count: number, toPixels: (x: number, y: number) => number[]) {
  const [a, b, c, d, e, f] = item.transform as [number, number, number, number, number, number];
  const along = Math.hypot(a, b) || 1;
  const up = Math.hypot(c, d) || 1;
  const [ux, uy] = [a / along, b / along];
  const [vx, vy] = [c / up, d / up];
  const corners = [
    [from / count, -0.2],
    [to / count, -0.2],
    [from / count, 0.85],
    [to / count, 0.85],
  ].map(([t, h]) => toPixels(e + ux * item.width * t! + vx * up * h!, f + uy * item.width * t! + vy * up * h!));
  const xs = corners.map((point) => point[0]!);
  const ys = corners.map((point) => point[1]!);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/**
 * Whether each character of each piece of text can be seen on the drawn page: not hidden by its
 * render mode, not too small, and its run of characters changing enough of the pixels of its box
 * between the page drawn with its text and without (so white or pale text, text clipped away,
 * covered, off the page or in a hidden layer changes nothing and is not seen).
 */
function seenFlags(
  items: readonly TextItem[],
  byMode: boolean[][] | undefined,
  withText: GreyPage,
  bare: GreyPage,
  toPixels: (x: number, y: number) => number[],
): boolean[][] {
  return items.map((item, index) => {
    const chars = [...item.str];
    const modeHidden = byMode?.[index] ?? chars.map(() => false);
    const size = Math.hypot(item.transform[2]!, item.transform[3]!);
    if (size < MIN_TEXT_PT || item.width / Math.max(1, chars.length) < MIN_ADVANCE_PT) return chars.map(() => false);
    const seen: boolean[] = [];
    for (let start = 0; start < chars.length;) {
      let end = start + 1;
      while (end < chars.length && modeHidden[end] === modeHidden[start]) end += 1;
      const visible = !modeHidden[start] && inkShare(withText, bare, boxOf(item, start, end, chars.length, toPixels)) >= MIN_INK_SHARE;
      for (let i = start; i < end; i += 1) seen.push(visible);
      start = end;
    }
    return seen;
  });
}

/** The pieces with the characters not `wanted` made spaces, so what is left keeps its place and never joins across. */
function keeping(items: readonly TextItem[], seen: boolean[][], wanted: boolean): PlacedText[] {
  return items.map((item, index) => ({
    ...item,
    str: [...item.str].map((char, at) => (seen[index]![at] === wanted ? char : ' ')).join(''),
  }));
}

/** A page's text layer as pdf.js gives it: its pieces of text, its operator list, and the characters that list paints. */
export interface TextLayer {
  items: TextItem[];
  list: OperatorList;
  painted: PaintedChar[];
}

/** Reads a page's text layer and which of its characters a render mode hides; nothing is drawn yet. */
export async function textLayerOf(page: PDFPageProxy, ops: TextOps): Promise<TextLayer> {
  const content = await page.getTextContent({ disableNormalization: true });
  const items = content.items.filter((item): item is TextItem => 'str' in item);
  const list = (await page.getOperatorList()) as OperatorList;
  return { items, list, painted: paintedChars(list, ops) };
}

/** How many characters the layer paints, before the pixels are looked at: a scan's hidden OCR layer paints none. */
export function paintedCount(layer: TextLayer): number {
  return layer.painted.filter((char) => !char.hidden).length;
}

/**
 * A page's text as a person sees it, and what its text layer carries that a person does not see.
 * `withText` is the page drawn at `scale`; the page is drawn once more without its text to see
 * what the text changes. When the text content and the painted characters cannot be matched,
 * the render modes are unknown and the pixels alone decide.
 */
export async function pageTexts(page: PDFPageProxy, scale: number, withText: GreyPage, layer: TextLayer, ops: TextOps): Promise<PageTexts> {
  const { items, list, painted } = layer;
  if (items.every((item) => item.str.trim() === '')) return { shown: '', hidden: '' };
  const byMode = hiddenByMode(items, painted);
  // A scanner's OCR layer is all in mode 3: nothing of it shows, and the page need not be drawn again.
  if (byMode?.every((flags, index) => [...items[index]!.str].every((char, at) => flags[at] || /\s/u.test(char)))) {
    return { shown: '', hidden: joinIntoLines(items) };
  }
  const textOps = textShowingOps(ops);
  const bare = await drawPage(page, scale, (index) => textOps.has(list.fnArray[index]!));
  const viewport = page.getViewport({ scale });
  const toPixels = (x: number, y: number) => viewport.convertToViewportPoint(x, y);
  const seen = seenFlags(items, byMode, withText, bare, toPixels);
  return { shown: joinIntoLines(keeping(items, seen, true)), hidden: joinIntoLines(keeping(items, seen, false)) };
}
