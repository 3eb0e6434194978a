import { type Grey, inkMask } from './find-zone';
import { contrastInkMask } from './grey-ops';
import { type GlyphTemplates, glyphTemplates } from './glyph-templates';
import { GLYPH_CHARACTERS } from './ocr-b-glyphs';

/** How alike each cell of a line is to each zone character: correlations from −1 to 1. */
export interface MatchedLine {
  /** `length` cells, each `GLYPH_CHARACTERS.length` scores. */
  scores: Float32Array[];
}

/** A zone's lines matched cell by cell; each cell's scores follow `GLYPH_CHARACTERS`. */
export interface MatchedZone {
  lines: MatchedLine[];
  /** The lines' pitch on the crop, in pixels. */
  pitch: number;
}

interface Band {
  top: number;
  bottom: number;
  /** The line's ink from its first character's to its last's. */
  left: number;
  right: number;
}

/** The crop's width in slices: a row of a zone's line has ink in nearly every one. */
const SLICES = 24;

/** How many of the row's slices have ink on it or a row either side. */
function slicesInked(mask: Uint8Array, grey: Grey): Uint8Array {
  const counts = new Uint8Array(grey.height);
  const slice = grey.width / SLICES;
  for (let y = 0; y < grey.height; y += 1) {
    let inked = 0;
    for (let s = 0; s < SLICES; s += 1) {
      let found = false;
      for (let r = Math.max(0, y - 1); r <= Math.min(grey.height - 1, y + 1) && !found; r += 1) {
        const row = r * grey.width;
        for (let x = Math.floor(s * slice); x < Math.floor((s + 1) * slice) && !found; x += 1) found = mask[row + x] === 1;
      }
      if (found) inked += 1;
    }
    counts[y] = inked;
  }
  return counts;
}

/**
 * Where a band's line begins and ends: the longest cluster of inked columns, gaps of up to one and
 * a half times the band's height (about a character's advance) bridged, so a photo or printed
 * field beside the line stays out.
 */
function lineEnds(mask: Uint8Array, grey: Grey, top: number, bottom: number): { left: number; right: number } {
  const height = bottom - top + 1;
  const gap = height * 1.5;
  // A column inked a line's height above and below the band too is a rule or a frame's edge, not a character.
  const above = Math.max(0, top - height);
  const below = Math.min(grey.height - 1, bottom + height);
  let best = { left: 0, right: -1 };
  let start = -1;
  let last = -Infinity;
  for (let x = 0; x < grey.width; x += 1) {
    let ink = 0;
    for (let y = top; y <= bottom; y += 1) ink += mask[y * grey.width + x]!;
    if (ink < 2) continue;
    if (above < top && below > bottom && columnInked(mask, grey, x, above, top) && columnInked(mask, grey, x, bottom, below)) continue;
    if (x - last > gap) start = x;
    last = x;
    if (last - start > best.right - best.left) best = { left: start, right: last };
  }
  return best;
}

/** Whether a column has ink in every row from `from` to `to`, a pixel either side allowed. */
function columnInked(mask: Uint8Array, grey: Grey, x: number, from: number, to: number): boolean {
  for (let y = from; y <= to; y += 1) {
    const row = y * grey.width;
    if (mask[row + x] === 0 && (x === 0 || mask[row + x - 1] === 0) && (x === grey.width - 1 || mask[row + x + 1] === 0)) return false;
  }
  return true;
}

/**
 * The lines of print across the crop, top to bottom: runs of rows with ink in most of the crop's
 * slices. A photo or printed field beside the zone covers a few slices; a zone's line, all.
 */
function lineBands(mask: Uint8Array, grey: Grey): Band[] {
  const counts = slicesInked(mask, grey);
  const bands: Band[] = [];
  let start = -1;
  for (let y = 0; y <= grey.height; y += 1) {
    const inked = y < grey.height && counts[y]! >= SLICES * 0.6;
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      // The row either side that made the slices' count is not the line's.
      const top = Math.min(start + 1, y - 1);
      const bottom = Math.max(top, y - 2);
      bands.push({ top, bottom, ...lineEnds(mask, grey, top, bottom) });
      start = -1;
    }
  }
  return bands;
}

/**
 * Where a glyph's ink begins and ends across its advance (OCR-B's widest glyphs): a line's first
 * and last characters' ink gives its first origin and its pitch.
 */
const INK_START = 0.16;
const INK_END = 0.84;

interface CellMatch {
  scores: Float32Array;
  /** Where the best template matched: its frame's origin. */
  x: number;
  y: number;
}

/** Every template's best correlation with the crop around one cell's expected frame. */
function matchCell(grey: Grey, templates: GlyphTemplates, x: number, y: number, reachX: number, reachY: number, stride = 1): CellMatch {
  const { width: tw, height: th, values } = templates;
  const glyphs = GLYPH_CHARACTERS.length;
  const scores = new Float32Array(glyphs).fill(-1);
  const patch = new Float32Array(tw * th);
  let best = -1;
  let bestX = x;
  let bestY = y;
  for (let dy = -reachY; dy <= reachY; dy += stride) {
    for (let dx = -reachX; dx <= reachX; dx += stride) {
      const px = x + dx;
      const py = y + dy;
      let mean = 0;
      for (let v = 0; v < th; v += 1) {
        const sy = py + v;
        for (let u = 0; u < tw; u += 1) {
          const sx = px + u;
          const ink = sx < 0 || sy < 0 || sx >= grey.width || sy >= grey.height ? 0 : 255 - grey.data[sy * grey.width + sx]!;
          patch[v * tw + u] = ink;
          mean += ink;
        }
      }
      mean /= patch.length;
      let norm = 0;
      for (let i = 0; i < patch.length; i += 1) {
        const centred = patch[i]! - mean;
        patch[i] = centred;
        norm += centred * centred;
      }
      if (norm === 0) continue;
      norm = Math.sqrt(norm);
      for (let g = 0; g < glyphs; g += 1) {
        let dot = 0;
        const offset = g * patch.length;
        for (let i = 0; i < patch.length; i += 1) dot += patch[i]! * values[offset + i]!;
        const score = dot / norm;
        if (score > scores[g]!) scores[g] = score;
        if (score > best) {
          best = score;
          bestX = px;
          bestY = py;
        }
      }
    }
  }
  return { scores, x: bestX, y: bestY };
}

/**
 * Where a cell's glyph lies within `reachX` and `reachY` of (x, y): looked for every other pixel,
 * then a pixel either way of the best (a glyph's correlation changes little over a pixel at these
 * sizes), for a quarter of the work of looking everywhere.
 */
function locateCell(grey: Grey, templates: GlyphTemplates, x: number, y: number, reachX: number, reachY: number): CellMatch {
  const coarse = matchCell(grey, templates, x, y, reachX, reachY, 2);
  return matchCell(grey, templates, coarse.x, coarse.y, 1, 1);
}

/** Least squares of `values` against `degree`'s powers of their index: the coefficients, lowest first. */
function polynomialFit(indices: readonly number[], values: readonly number[], degree: number): number[] {
  const n = degree + 1;
  // The normal equations, solved by Gaussian elimination (n is 2 or 3).
  const a = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  indices.forEach((i, k) => {
    for (let r = 0; r < n; r += 1) {
      for (let c = 0; c < n; c += 1) a[r]![c]! += i ** (r + c);
      a[r]![n]! += values[k]! * i ** r;
    }
  });
  for (let col = 0; col < n; col += 1) {
    for (let r = 0; r < n; r += 1) {
      if (r === col || a[col]![col] === 0) continue;
      const factor = a[r]![col]! / a[col]![col]!;
      for (let c = col; c <= n; c += 1) a[r]![c]! -= factor * a[col]![c]!;
    }
  }
  return a.map((row, i) => (row[i] === 0 ? 0 : row[n]! / row[i]!));
}

const at = (coefficients: readonly number[], i: number) => coefficients.reduce((sum, c, power) => sum + c * i ** power, 0);

/** Where each cell's frame lies: its origin and its top. */
interface CellPlaces {
  x: (i: number) => number;
  y: (i: number) => number;
  pitch: number;
}

/**
 * The cells' places from their best matches: across the line a quadratic of the index (a photo's
 * perspective shortens the pitch towards the far side), and down it a line (the line may slope a
 * little against the crop); fitted twice, the second time without the cells the first left more
 * than an eighth of a pitch out; then bent by what the fit leaves over near each cell.
 */
function fitPlaces(matches: readonly CellMatch[], pitch: number): CellPlaces {
  let keep = matches.map((_, i) => i);
  let xs: number[] = [];
  let ys: number[] = [];
  for (let round = 0; round < 2; round += 1) {
    xs = polynomialFit(
      keep,
      keep.map((i) => matches[i]!.x),
      keep.length > 6 ? 2 : 1,
    );
    ys = polynomialFit(
      keep,
      keep.map((i) => matches[i]!.y),
      1,
    );
    const next = matches
      .map((_, i) => i)
      .filter(
        (i) =>
          Math.abs(matches[i]!.x - at(xs, i)) <= Math.max(1.5, pitch / 8) &&
          Math.abs(matches[i]!.y - at(ys, i)) <= Math.max(1.5, pitch / 8),
      );
    if (next.length < matches.length / 2) break;
    keep = next;
  }
  // A curved page or a lens bends the line more than a quadratic follows: what the fit leaves
  // over, taken as the median of each cell's neighbours (so a cell that matched astray is outvoted).
  // Across, the window narrows at the line's ends, where a perspective's pitch changes fastest;
  // down, a line's height varies little and its first cells' places are the least sure, so the
  // window keeps its width there, leaning on the cells further in.
  const bendX = runningMedian(
    matches.map((m, i) => m.x - at(xs, i)),
    3,
    true,
  );
  const bendY = runningMedian(
    matches.map((m, i) => m.y - at(ys, i)),
    3,
    false,
  );
  const x = (i: number) => at(xs, i) + bendX[i]!;
  const last = matches.length - 1;
  return { x, y: (i) => at(ys, i) + bendY[i]!, pitch: (x(last) - x(0)) / Math.max(1, last) };
}

/**
 * Each value replaced by the median of itself and `reach` values either side; at the ends either
 * as many on each side (`narrowing`) or what there is.
 */
function runningMedian(values: readonly number[], reach: number, narrowing: boolean): number[] {
  return values.map((_, i) => {
    const side = narrowing ? Math.min(reach, i, values.length - 1 - i) : reach;
    const window = values.slice(Math.max(0, i - side), i + side + 1).sort((a, b) => a - b);
    return window[Math.floor(window.length / 2)]!;
  });
}

/**
 * Matches every cell of a zone's line against OCR-B's glyphs: a first pass finds each cell within
 * a fifth of a pitch of where the step from the cells before it puts it, the cells' best places
 * give the line's course (`fitPlaces`), and a second pass matches each cell there, a pixel either way.
 */
function matchLine(grey: Grey, band: Band, length: number): { line: MatchedLine; pitch: number } | undefined {
  const pitch = (band.right - band.left) / (length - 1 + INK_END - INK_START);
  if (pitch < 6) return undefined;
  let templates = glyphTemplates(pitch);
  const firstX = band.left - INK_START * pitch;
  const firstY = band.bottom - templates.baseline;
  const reach = Math.max(2, Math.round(pitch * 0.2));
  // The band gives the line's height, and the step follows its slope: a cell is looked for half as far up and down as across.
  const reachY = Math.max(2, Math.round(pitch * 0.1));
  // Cell by cell from the line's start, each looked for one step on from where the last was found:
  // a photo's perspective changes the pitch and slope along the line, and the step follows it.
  const rough: CellMatch[] = [];
  let step = { x: pitch, y: 0 };
  for (let i = 0; i < length; i += 1) {
    const previous = rough[i - 1];
    const x = previous === undefined ? firstX : previous.x + step.x;
    const y = previous === undefined ? firstY : previous.y + step.y;
    rough.push(locateCell(grey, templates, Math.round(x), Math.round(y), reach, reachY));
    if (i >= 4) {
      // The step over the last four cells: one misplaced cell moves it a quarter as much.
      step = { x: (rough[i]!.x - rough[i - 4]!.x) / 4, y: (rough[i]!.y - rough[i - 4]!.y) / 4 };
      if (Math.abs(step.x / pitch - 1) > 0.15) step = { x: pitch, y: 0 };
    }
  }
  const fit = fitPlaces(rough, pitch);
  templates = glyphTemplates(fit.pitch);
  const cells = Array.from({ length }, (_, i) => matchCell(grey, templates, Math.round(fit.x(i)), Math.round(fit.y(i)), 2, 2));
  return { line: { scores: cells.map((cell) => cell.scores) }, pitch: fit.pitch };
}

/** A band's characters: its ink's length over its height, OCR-B's advance being about its capitals' height. */
function charactersIn(band: Band): number {
  return (band.right - band.left) / (band.bottom - band.top + 1) + INK_START + 1 - INK_END;
}

/** The most readings of the crop's lines tried: the likeliest few, so an unreadable photo costs little. */
const MAX_LAYOUTS = 3;

/**
 * The ways the crop's lines may be a zone, likeliest first: three alike of about 30 characters
 * (TD1), two alike of about 44 (TD3) or 36 (TD2); a pair between the two is tried as both, as a
 * blurred or bold print's height misjudges the count. Alike: their ends within two characters.
 */
function zoneLayouts(bands: readonly Band[]): { bands: Band[]; length: number }[] {
  const alike = (a: Band, b: Band) => {
    const pitch = (a.bottom - a.top + b.bottom - b.top + 2) / 2;
    return Math.abs(a.left - b.left) < pitch * 2 && Math.abs(a.right - b.right) < pitch * 2;
  };
  const layouts: { bands: Band[]; length: number; off: number }[] = [];
  for (let i = 0; i + 3 <= bands.length; i += 1) {
    const three = bands.slice(i, i + 3);
    const off = Math.abs(charactersIn(three[1]!) - 30);
    if (alike(three[0]!, three[1]!) && alike(three[1]!, three[2]!) && off < 8) layouts.push({ bands: three, length: 30, off });
  }
  for (let i = bands.length - 2; i >= 0; i -= 1) {
    const two = bands.slice(i, i + 2);
    if (!alike(two[0]!, two[1]!)) continue;
    const n = (charactersIn(two[0]!) + charactersIn(two[1]!)) / 2;
    if (n >= 34 && n < 52) layouts.push({ bands: two, length: 44, off: Math.abs(n - 44) });
    if (n >= 31 && n < 42) layouts.push({ bands: two, length: 36, off: Math.abs(n - 36) });
  }
  // A card's three lines before any pair: two of them are a pair too.
  return layouts
    .sort((a, b) => Number(b.length === 30) - Number(a.length === 30) || a.off - b.off)
    .slice(0, MAX_LAYOUTS)
    .map(({ bands: lines, length }) => ({ bands: lines, length }));
}

/**
 * The crop with nothing brighter than its paper (its 90th percentile of grey): a coloured frame
 * or stamp is brighter than paper in its brightest channel, and a bright stripe beside a glyph
 * would weigh in its cell's correlation as much as the glyph's own ink.
 */
function noBrighterThanPaper(grey: Grey): Grey {
  const counts = new Uint32Array(256);
  for (const value of grey.data) counts[value]! += 1;
  let paper = 255;
  for (let seen = 0, value = 0; value < 256; value += 1) {
    seen += counts[value]!;
    if (seen >= grey.data.length * 0.9) {
      paper = value;
      break;
    }
  }
  return { ...grey, data: grey.data.map((value) => Math.min(value, paper)) };
}

/** Whether two layouts read the same lines alike: their count, and each band within two pixels. */
function sameLayout(a: { bands: Band[]; length: number }, b: { bands: Band[]; length: number }): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) <= 2;
  return (
    a.length === b.length &&
    a.bands.length === b.bands.length &&
    a.bands.every((band, i) => {
      const other = b.bands[i]!;
      return near(band.top, other.top) && near(band.bottom, other.bottom) && near(band.left, other.left) && near(band.right, other.right);
    })
  );
}

/**
 * The zone, cut level (its characters upright), matched cell by cell, once for each way its lines
 * may be read (`zoneLayouts`), likeliest first: found on the crop whatever the zone finder took
 * them for. None when no two or three lines like a zone's are there.
 */
export function* matchZones(
  crop: Grey,
  pitchGuess: number,
  firstLineFits: (line: MatchedLine, lineCount: number) => boolean = () => true,
): Generator<MatchedZone> {
  const grey = noBrighterThanPaper(crop);
  // Fainter than the zone finder's bound: a blurred filler's thin strokes must count as ink here.
  // A washed-out or dark crop, or glare over part of it, keeps its shapes in less grey: by contrast then.
  const radius = Math.max(6, Math.round(pitchGuess * 1.5));
  const byDarkness = zoneLayouts(lineBands(inkMask(grey, radius, 0.75), grey));
  // Glare over part of a line breaks it where its ink no longer looks dark: by contrast, it is whole.
  const byContrast = zoneLayouts(lineBands(contrastInkMask(grey, radius, 0.55), grey)).filter(
    (layout) => !byDarkness.some((other) => sameLayout(layout, other)),
  );
  // The crop was cut at about the guessed pitch: a layout whose lines imply one far from it (a
  // card's zone taken for a passport's is 1.5 times) misreads the lines, and matching at a large
  // pitch costs its square in time.
  const plausible = (layout: { bands: Band[]; length: number }) => {
    const band = layout.bands[0]!;
    const pitch = (band.right - band.left) / (layout.length - 1 + INK_END - INK_START);
    return pitch >= pitchGuess * 0.6 && pitch <= pitchGuess * 1.6;
  };
  for (const layout of [...byDarkness, ...byContrast].filter(plausible).slice(0, MAX_LAYOUTS + 1)) {
    const lines: MatchedLine[] = [];
    let pitch = 0;
    for (const band of layout.bands) {
      const matched = matchLine(grey, band, layout.length);
      if (matched === undefined) break;
      lines.push(matched.line);
      pitch += matched.pitch / layout.bands.length;
      // A first line that cannot begin a zone of this layout (its code, its state) makes the rest not worth matching.
      if (lines.length === 1 && !firstLineFits(matched.line, layout.bands.length)) break;
    }
    if (lines.length === layout.bands.length) yield { lines, pitch };
  }
}
