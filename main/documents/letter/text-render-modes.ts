/** The part of pdf.js's operator list read here (`page.getOperatorList()`). */
export interface OperatorList {
  fnArray: readonly number[];
  argsArray: readonly (readonly unknown[] | null)[];
}

/** The operation codes named here, from pdf.js's `OPS`. */
export interface TextOps {
  save: number;
  restore: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  beginAnnotation: number;
  endAnnotation: number;
  setTextRenderingMode: number;
  showText: number;
  showSpacedText: number;
  nextLineShowText: number;
  nextLineSetSpacingShowText: number;
}

/** One character a page's text shows or hides, in the order of its content. */
export interface PaintedChar {
  char: string;
  /** Drawn in text render mode 3 (neither filled nor stroked) or 7 (only added to the clip). */
  hidden: boolean;
}

/** The operations that draw text; the page without them is the page without its text. */
export function textShowingOps(ops: TextOps): Set<number> {
  return new Set([ops.showText, ops.showSpacedText, ops.nextLineShowText, ops.nextLineSetSpacingShowText]);
}

/** Modes 3 and 7 paint nothing: the low two bits of the mode say fill, stroke, both or neither. */
const paintsNothing = (mode: number) => (mode & 3) === 3;

function glyphsIn(args: readonly unknown[] | null): { unicode?: unknown }[] {
  const glyphs = args?.find((arg): arg is unknown[] => Array.isArray(arg)) ?? [];
  return glyphs.filter((glyph): glyph is { unicode?: unknown } => typeof glyph === 'object' && glyph !== null);
}

/**
 * The characters a page's content shows, each with whether its render mode paints it, walking the
 * operator list as the drawing does: the mode is part of the graphics state (saved, restored,
 * and around each form). Annotations' appearances are left out, as the page's text content has
 * none of them. White space is left out: the text content adds and drops spaces of its own.
 */
export function paintedChars(list: OperatorList, ops: TextOps): PaintedChar[] {
  const shows = textShowingOps(ops);
  const stack: number[] = [];
  let mode = 0;
  let annotations = 0;
  const chars: PaintedChar[] = [];
  list.fnArray.forEach((fn, index) => {
    if (fn === ops.save || fn === ops.paintFormXObjectBegin) stack.push(mode);
    else if (fn === ops.restore || fn === ops.paintFormXObjectEnd) mode = stack.pop() ?? mode;
    else if (fn === ops.beginAnnotation) annotations += 1;
    else if (fn === ops.endAnnotation) annotations = Math.max(0, annotations - 1);
    else if (fn === ops.setTextRenderingMode) mode = Number(list.argsArray[index]?.[0] ?? 0);
    else if (shows.has(fn) && annotations === 0) {
      for (const glyph of glyphsIn(list.argsArray[index] ?? null)) {
        for (const char of typeof glyph.unicode === 'string' ? glyph.unicode : '') {
          if (!/\s/u.test(char)) chars.push({ char, hidden: paintsNothing(mode) });
        }
      }
    }
  });
  return chars;
}

/**
 * How far ahead a character of the text content is looked for among the painted ones: pdf.js's
 * text content drops a glyph drawn again over the one before it (a bold faked by overprinting).
 */
const LOOKAHEAD = 64;

/**
 * Whether each character of each text item (pdf.js's text content, read with
 * `disableNormalization`) is hidden by its render mode, by matching the items' characters in order
 * with the painted ones: both come from the same glyphs in the same order. Undefined where they
 * cannot be matched (a font or an order pdf.js treats otherwise): the modes are then not known.
 */
export function hiddenByMode(items: readonly { str: string }[], painted: readonly PaintedChar[]): boolean[][] | undefined {
  let next = 0;
  const out: boolean[][] = [];
  for (const item of items) {
    const flags: boolean[] = [];
    for (const char of item.str) {
      if (/\s/u.test(char)) {
        flags.push(false);
        continue;
      }
      let at = next;
      while (at < painted.length && at - next < LOOKAHEAD && painted[at]!.char !== char) at += 1;
      if (at >= painted.length || painted[at]!.char !== char) return undefined;
      flags.push(painted[at]!.hidden);
      next = at + 1;
    }
    out.push(flags);
  }
  return out;
}
