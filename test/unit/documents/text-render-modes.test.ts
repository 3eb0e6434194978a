import { describe, expect, it } from 'vitest';
import { hiddenByMode, paintedChars, type TextOps } from '$main/documents/letter/text-render-modes';

/** pdf.js's operation codes (`OPS` of pdfjs-dist 5) for the operations read. */
const OPS: TextOps = {
  save: 10,
  restore: 11,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  beginAnnotation: 80,
  endAnnotation: 81,
  setTextRenderingMode: 38,
  showText: 44,
  showSpacedText: 45,
  nextLineShowText: 46,
  nextLineSetSpacingShowText: 47,
};

const glyphs = (text: string) => [...text].map((unicode) => ({ unicode }));

function list(...ops: [number, unknown[] | null][]) {
  return { fnArray: ops.map(([fn]) => fn), argsArray: ops.map(([, args]) => args) };
}

describe('which characters a page’s text paints', () => {
  it('follows the render mode through saved and restored states and forms; leaves out spaces and annotations', () => {
    const painted = paintedChars(
      list(
        [OPS.showText, [glyphs('IBAN: Y1')]],
        [OPS.save, null],
        [OPS.setTextRenderingMode, [3]],
        [OPS.showText, [glyphs('X1')]],
        [OPS.paintFormXObjectBegin, [[1, 0, 0, 1, 0, 0], null]],
        [OPS.setTextRenderingMode, [0]],
        [OPS.showSpacedText, [[...glyphs('F'), -250, ...glyphs('o')]]],
        [OPS.paintFormXObjectEnd, null],
        [OPS.nextLineSetSpacingShowText, [0, 0, glyphs('X2')]],
        [OPS.setTextRenderingMode, [7]],
        [OPS.nextLineShowText, [glyphs('C')]],
        [OPS.restore, null],
        [OPS.beginAnnotation, ['annotation', [0, 0, 1, 1], [1, 0, 0, 1, 0, 0], [1, 0, 0, 1, 0, 0], false]],
        [OPS.showText, [glyphs('note')]],
        [OPS.endAnnotation, null],
        [OPS.showText, [glyphs('end')]],
      ),
      OPS,
    );
    const text = (hidden: boolean) =>
      painted
        .filter((char) => char.hidden === hidden)
        .map((char) => char.char)
        .join('');
    expect(text(false)).toBe('IBAN:Y1Foend');
    expect(text(true)).toBe('X1X2C');
  });

  it('matches the text content’s characters to the painted ones, past a glyph painted twice over itself', () => {
    const painted = paintedChars(
      list([OPS.showText, [glyphs('IBAN: Y1')]], [OPS.setTextRenderingMode, [3]], [OPS.showText, [glyphs('XX9')]]),
      OPS,
    );
    // The text content drops the second X, drawn where the first was (a bold faked by overprinting).
    expect(hiddenByMode([{ str: 'IBAN: Y1' }, { str: 'X9' }], painted)).toEqual([
      [false, false, false, false, false, false, false, false],
      [true, true],
    ]);
  });

  it('gives no modes when the text content holds a character the page does not paint', () => {
    const painted = paintedChars(list([OPS.showText, [glyphs('IBAN')]]), OPS);
    expect(hiddenByMode([{ str: 'IBAN 2' }], painted)).toBeUndefined();
  });
});
