import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Grey } from '$main/documents/mrz/find-zone';
import { type PageWord, marksAgree } from '$main/documents/mrz/printed-marks';

/**
 * A name printed in capitals under its caption, as a page's crop gives it to OCR, and the box OCR
 * would give the word: its ink's bounds, accents included.
 */
async function printed(name: string, options: { ink?: string; paper?: string; size?: number } = {}) {
  const size = options.size ?? 30;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 12}" height="${size * 3}">
<rect width="100%" height="100%" fill="${options.paper ?? '#f2f2ee'}"/>
<text x="10" y="${size * 0.8}" font-family="DejaVu Sans" font-size="${size * 0.5}" fill="#555">Surname / Nom</text>
<text x="10" y="${size * 2.2}" font-family="DejaVu Sans" font-size="${size}" fill="${options.ink ?? '#161616'}">${name}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const page: Grey = { data, width: info.width, height: info.height };
  // The word's ink: below the caption's line, darker than the paper.
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let y = Math.round(size * 1.05); y < page.height; y += 1)
    for (let x = 0; x < page.width; x += 1)
      if (page.data[y * page.width + x]! < 200)
        Object.assign(box, { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) });
  const read = (text: string): PageWord => ({ text, box });
  return { page, read };
}

describe('the marks of a name printed in capitals', () => {
  it('agree when OCR read each letter with the mark the page prints over it', async () => {
    const rozalia = await printed('ROZÁLIA');
    expect(marksAgree(rozalia.page, rozalia.read('ROZÁLIA'))).toBe(true);
    const lin = await printed('LIN');
    expect(marksAgree(lin.page, lin.read('LIN'))).toBe(true);
    const name = await printed('ÞÓRÐARSON');
    expect(marksAgree(name.page, name.read('ÞÓRÐARSON'))).toBe(true);
  });

  it('disagree when OCR dropped a mark, added one, or put it on another letter', async () => {
    // The Hungarian specimen's ROZÁLIA was read as ROZALIA; the Taiwanese LIN as LÍN.
    const rozalia = await printed('ROZÁLIA');
    expect(marksAgree(rozalia.page, rozalia.read('ROZALIA'))).toBe(false);
    expect(marksAgree(rozalia.page, rozalia.read('ROZALÍA'))).toBe(false);
    const lin = await printed('LIN');
    expect(marksAgree(lin.page, lin.read('LÍN'))).toBe(false);
    const birute = await printed('BIRUTĖ');
    expect(marksAgree(birute.page, birute.read('BIRUTE'))).toBe(false);
    const sigridur = await printed('SIGRÍÐUR');
    expect(marksAgree(sigridur.page, sigridur.read('SIGRIÐUR'))).toBe(false);
  });

  it('disagree when a mark below the line was dropped', async () => {
    const sahin = await printed('ŞAHIN');
    expect(marksAgree(sahin.page, sahin.read('SAHIN'))).toBe(false);
    expect(marksAgree(sahin.page, sahin.read('ŞAHIN'))).toBe(true);
  });

  it('cannot be judged, so disagree, on a page whose ink barely stands out', async () => {
    const faint = await printed('ROZÁLIA', { ink: '#d6d6d2', paper: '#f2f2ee' });
    expect(marksAgree(faint.page, faint.read('ROZÁLIA'))).toBe(false);
  });

  it('says no, and never throws, for words and boxes OCR may give on noise or at the page’s edge', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const page: Grey = { data: Uint8Array.from({ length: 120 * 60 }, () => Math.floor(next() * 256)), width: 120, height: 60 };
    for (const box of [
      { x0: 0, y0: 0, x1: 119, y1: 59 },
      { x0: -5, y0: -5, x1: 400, y1: 300 },
      { x0: 50, y0: 20, x1: 50, y1: 20 },
      { x0: 100, y0: 50, x1: 119, y1: 59 },
    ])
      for (const text of ['ÁSTA', '-', 'A', 'ÖÖÖÖÖÖÖÖÖÖÖÖ']) expect(marksAgree(page, { text, box })).toBe(false);
  });
});
