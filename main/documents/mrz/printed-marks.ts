import type { Grey } from './find-zone';

/** A word OCR read on the page, and where: its box on the page's crop. */
export interface PageWord {
  text: string;
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** Combining marks that sit above a capital (grave, acute, circumflex, tilde, macron, breve, dot, diaeresis, ring, double acute, caron). */
const ABOVE = /[\u0300-\u0304\u0306-\u030c]/u;
/** Combining marks that hang below one (dot below, comma below, cedilla, ogonek). */
const BELOW = /[\u0323\u0326-\u0328]/u;
/** Capitals whose own shape may reach below the baseline, or carry a stroke a mark could be taken for. */
const OWN_SHAPE_BELOW = /[QJ]/;

/** Ink must stand out this much (of 255) from the paper for marks to be judged at all. */
const MIN_CONTRAST = 40;

interface Component {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * Whether the marks on a word printed in capitals are where OCR's letters say they are: every
 * letter OCR read with a mark above it (Á, Ö, Č, Ė) has ink above it, every letter read plain has
 * none, and likewise below the baseline (Ą, Ç). OCR drops a capital's accent (ROZÁLIA read as
 * ROZALIA) and adds one that is not there (LIN read as LÍN); either would put a misspelt name
 * before the agent. The letters are the word's blobs of ink on the line; a word whose blobs are
 * not one a letter, or whose ink does not stand out, cannot be judged, and counts as not agreeing.
 * Any ink just above a plain letter (a caption's letter too) makes it disagree: the check may
 * refuse a good spelling, never pass a bad one for want of looking.
 */
export function marksAgree(page: Grey, word: PageWord): boolean {
  // A hyphen is no letter: too short to cross the middle of the box, and it carries no mark.
  const letters = baseLetters(word.text).filter((letter) => letter !== '-');
  const box = clampBox(page, word.box);
  const height = box.y1 - box.y0 + 1;
  if (letters.length === 0 || box.x1 - box.x0 < letters.length * 2 || height < 6) return false;
  const levels = inkLevels(page, box);
  if (levels === undefined) return false;
  const region = {
    x0: Math.max(0, box.x0 - 2),
    x1: Math.min(page.width - 1, box.x1 + 2),
    y0: Math.max(0, box.y0 - height),
    y1: Math.min(page.height - 1, box.y1 + height),
  };
  // The letters: blobs across the middle of the word's box, joined where they overlap across.
  const middle = (box.y0 + box.y1) / 2;
  // Letters that touch at the middle grey (a tight font, blur) part at a darker one, or where
  // only a thin stroke joins them (TT's crossbars).
  const found = [0.5, 0.35, 0.2].map((share) => {
    const threshold = levels.ink + (levels.paper - levels.ink) * share;
    const strokes = components(page, region, threshold);
    return { threshold, blobs: mergeAcross(strokes.filter((c) => c.y0 <= middle && c.y1 >= middle && c.y1 - c.y0 + 1 >= height * 0.4)) };
  });
  const bodies =
    found.find(({ blobs }) => blobs.length === letters.length)?.blobs ??
    splitAtThinJoins(page, found[0]!.blobs, found[0]!.threshold, letters.length);
  if (bodies === undefined) return false;
  const capTop = median(bodies.map((c) => c.y0));
  const baseline = median(bodies.map((c) => c.y1));
  const capHeight = baseline - capTop + 1;
  // Where the bands above and below the letters leave the page, what is there cannot be seen.
  if (capHeight < 6 || capTop - capHeight * 0.45 < 0 || baseline + capHeight * 0.35 >= page.height) return false;
  const gap = Math.max(1, Math.round(capHeight * 0.1));

  // Marks are thinner than strokes and blur lighter: any ink at a paler grey in the bands just
  // above and below a letter is a mark, unless it belongs to a blob that reaches far beyond them
  // (another line's letter, a rule), which crowds the word so that what it hides cannot be judged.
  const faint = levels.ink + (levels.paper - levels.ink) * 0.6;
  const blobs = labelled(page, region, levels.ink + (levels.paper - levels.ink) * 0.5);
  const markIn = (body: Component, from: number, to: number, farthest: (c: Component) => boolean): boolean | 'crowded' => {
    let found = false;
    for (let y = Math.max(region.y0, from); y <= Math.min(region.y1, to); y += 1) {
      for (let x = body.x0; x <= body.x1; x += 1) {
        if (page.data[y * page.width + x]! >= faint) continue;
        // A paler pixel at a blob's edge is that blob's.
        for (const blob of blobs.near(x, y)) if (farthest(blob) && !bodies.some((other) => overlaps(blob, other))) return 'crowded';
        found = true;
      }
    }
    return found;
  };
  // A caption's line just above (or a field's just below) ends the band there: its letters stand on
  // a common line, and only what comes nearer the word than that line can be a mark.
  const beside = (blob: Component) => blob.x1 >= box.x0 && blob.x0 <= box.x1;
  const tallAbove = (blob: Component) => blob.y0 < capTop - capHeight * 0.6;
  const tallBelow = (blob: Component) => blob.y1 > baseline + capHeight * 0.5;
  const captionLine = blobs.blobs.filter((blob) => beside(blob) && blob.y1 < capTop - gap && tallAbove(blob)).map((blob) => blob.y1);
  const nextLine = blobs.blobs.filter((blob) => beside(blob) && blob.y0 > baseline + gap && tallBelow(blob)).map((blob) => blob.y0);
  const aboveFrom = Math.max(capTop - Math.round(capHeight * 0.45), captionLine.length > 0 ? median(captionLine) + 1 : -Infinity);
  const belowTo = Math.min(baseline + Math.round(capHeight * 0.35), nextLine.length > 0 ? median(nextLine) - 1 : Infinity);
  return letters.every((letter, i) => {
    const body = bodies[i]!;
    const above = markIn(body, aboveFrom, capTop - gap, tallAbove);
    if (above === 'crowded' || ABOVE.test(letter) !== above) return false;
    if (OWN_SHAPE_BELOW.test(letter)) return true;
    const below = markIn(body, baseline + gap, belowTo, tallBelow);
    return below !== 'crowded' && BELOW.test(letter) === below;
  });
}

/** The word's letters, each with its combining marks (NFD): "ÁS" → ["A\u0301", "S"]. */
function baseLetters(text: string): string[] {
  return [...text.normalize('NFD')].reduce<string[]>((out, char) => {
    if (/\p{M}/u.test(char) && out.length > 0) out[out.length - 1] += char;
    else out.push(char);
    return out;
  }, []);
}

function clampBox(page: Grey, box: PageWord['box']): Component {
  return {
    x0: Math.max(0, Math.floor(box.x0)),
    x1: Math.min(page.width - 1, Math.ceil(box.x1)),
    y0: Math.max(0, Math.floor(box.y0)),
    y1: Math.min(page.height - 1, Math.ceil(box.y1)),
  };
}

/** The word's ink and paper: its box's 10th and 90th percentiles of grey. */
function inkLevels(page: Grey, box: Component): { ink: number; paper: number } | undefined {
  const values: number[] = [];
  for (let y = box.y0; y <= box.y1; y += 1) for (let x = box.x0; x <= box.x1; x += 1) values.push(page.data[y * page.width + x]!);
  values.sort((a, b) => a - b);
  const ink = values[Math.floor(values.length * 0.1)]!;
  const paper = values[Math.floor(values.length * 0.9)]!;
  return paper - ink < MIN_CONTRAST ? undefined : { ink, paper };
}

/** The 8-connected blobs of pixels darker than `threshold` within `region`. */
function components(page: Grey, region: Component, threshold: number): Component[] {
  return labelled(page, region, threshold).blobs;
}

/** The blobs, and those a pixel of the region or one beside it belongs to. */
function labelled(page: Grey, region: Component, threshold: number): { blobs: Component[]; near(x: number, y: number): Component[] } {
  const width = region.x1 - region.x0 + 1;
  const height = region.y1 - region.y0 + 1;
  const label = new Int32Array(width * height).fill(-1);
  const dark = (x: number, y: number) => page.data[(region.y0 + y) * page.width + region.x0 + x]! < threshold;
  const blobs: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < label.length; start += 1) {
    if (label[start] !== -1 || !dark(start % width, Math.floor(start / width))) continue;
    const id = blobs.length;
    label[start] = id;
    stack.push(start);
    const c = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      c.x0 = Math.min(c.x0, x);
      c.x1 = Math.max(c.x1, x);
      c.y0 = Math.min(c.y0, y);
      c.y1 = Math.max(c.y1, y);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (label[q] === -1 && dark(nx, ny)) {
            label[q] = id;
            stack.push(q);
          }
        }
      }
    }
    blobs.push({ x0: c.x0 + region.x0, x1: c.x1 + region.x0, y0: c.y0 + region.y0, y1: c.y1 + region.y0 });
  }
  return {
    blobs,
    near: (x, y) => {
      const found = new Set<Component>();
      for (let ny = Math.max(region.y0, y - 1); ny <= Math.min(region.y1, y + 1); ny += 1) {
        for (let nx = Math.max(region.x0, x - 1); nx <= Math.min(region.x1, x + 1); nx += 1) {
          const id = label[(ny - region.y0) * width + (nx - region.x0)]!;
          if (id >= 0) found.add(blobs[id]!);
        }
      }
      return [...found];
    },
  };
}

/**
 * Blobs of touching letters cut where a thin stroke joins them, the widest first, until there are
 * `count`: a cut is made only at a column whose ink is under a quarter of the blob's height, away
 * from its ends. Undefined when the count cannot be reached so.
 */
function splitAtThinJoins(page: Grey, blobs: readonly Component[], threshold: number, count: number): Component[] | undefined {
  const parts = [...blobs];
  while (parts.length > 0 && parts.length < count) {
    const widest = parts.reduce((a, b) => (b.x1 - b.x0 > a.x1 - a.x0 ? b : a));
    const width = widest.x1 - widest.x0 + 1;
    const inkAt = (x: number) => {
      let ink = 0;
      for (let y = widest.y0; y <= widest.y1; y += 1) if (page.data[y * page.width + x]! < threshold) ink += 1;
      return ink;
    };
    let cut = -1;
    for (let x = widest.x0 + Math.ceil(width * 0.25); x <= widest.x1 - Math.ceil(width * 0.25); x += 1)
      if (cut < 0 || inkAt(x) < inkAt(cut)) cut = x;
    if (cut < 0 || inkAt(cut) > (widest.y1 - widest.y0 + 1) * 0.25) return undefined;
    parts.splice(parts.indexOf(widest), 1, { ...widest, x1: cut - 1 }, { ...widest, x0: cut + 1 });
  }
  return parts.length === count ? parts : undefined;
}

/** Blobs that overlap across (a letter broken in two) as one, left to right. */
function mergeAcross(blobs: readonly Component[]): Component[] {
  const merged: Component[] = [];
  for (const blob of [...blobs].sort((a, b) => a.x0 - b.x0)) {
    const last = merged.at(-1);
    if (last !== undefined && blob.x0 <= last.x1) {
      merged[merged.length - 1] = {
        x0: last.x0,
        x1: Math.max(last.x1, blob.x1),
        y0: Math.min(last.y0, blob.y0),
        y1: Math.max(last.y1, blob.y1),
      };
    } else merged.push(blob);
  }
  return merged;
}

function overlaps(a: Component, b: Component): boolean {
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
