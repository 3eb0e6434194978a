import { contrastInkMask } from './grey-ops';

/**
 * Finds where a machine-readable zone lies on a photo or scan, before any OCR: its two or three
 * lines of fixed-pitch characters, smeared along the line, are the longest parallel bars of ink on
 * a document. Looking costs a few milliseconds on a small grey copy, and OCR then reads only the
 * zone, straightened, at the size the engine reads best (decision DR9).
 */

/** A grey image, one byte a pixel, row by row. */
export interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A zone as found on the grey copy it was looked for on. */
export interface FoundZone {
  /** The zone's middle. */
  cx: number;
  cy: number;
  /** The lines' direction: radians from the x axis (y grows downwards). */
  angle: number;
  /** Along the lines, and across all of them. */
  length: number;
  thickness: number;
  lineCount: number;
  /** The side of the zone (across the lines, +1 below or right, −1 above or left) with more ink: the document's printed zone. */
  printedSide: 1 | -1;
}

interface Bar {
  n: number;
  cx: number;
  cy: number;
  angle: number;
  length: number;
  thickness: number;
}

/**
 * Dark against its neighbourhood (a window of `radius`), so uneven light does not matter: darker
 * than `darkness` times the window's mean.
 */
export function inkMask(grey: Grey, radius: number, darkness = 0.62): Uint8Array {
  const { data, width, height } = grey;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x]!;
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1]! + row;
    }
  }
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum =
        integral[y1 * (width + 1) + x1]! -
        integral[y0 * (width + 1) + x1]! -
        integral[y1 * (width + 1) + x0]! +
        integral[y0 * (width + 1) + x0]!;
      const mean = sum / ((x1 - x0) * (y1 - y0));
      // Printed characters are far darker than their paper; a pattern's fine lines are not.
      mask[y * width + x] = data[y * width + x]! < mean * darkness ? 1 : 0;
    }
  }
  return mask;
}

/** Joins ink along each row across gaps shorter than `gap`: a line of characters becomes one bar. */
function smearRows(mask: Uint8Array, width: number, height: number, gap: number): void {
  for (let y = 0; y < height; y += 1) {
    let last = -1;
    for (let x = 0; x < width; x += 1) {
      if (mask[y * width + x] === 0) continue;
      if (last >= 0 && x - last > 1 && x - last <= gap) mask.fill(1, y * width + last + 1, y * width + x);
      last = x;
    }
  }
}

/** Connected bars (4-connected), each summarised by its moments: middle, direction, length and thickness. */
function bars(mask: Uint8Array, width: number, height: number, minPixels: number): Bar[] {
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const found: Bar[] = [];
  let next = 1;
  for (let start = 0; start < mask.length; start += 1) {
    if (mask[start] === 0 || label[start] !== 0) continue;
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    // Pixel count and the sums of x, y, x², y² and xy: the bar's moments.
    const sums = [0, 0, 0, 0, 0, 0];
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % width;
      const y = (p - x) / width;
      sums[0]! += 1;
      sums[1]! += x;
      sums[2]! += y;
      sums[3]! += x * x;
      sums[4]! += y * y;
      sums[5]! += x * y;
      const push = (q: number) => {
        if (mask[q] === 1 && label[q] === 0) {
          label[q] = next;
          stack[top++] = q;
        }
      };
      if (x > 0) push(p - 1);
      if (x < width - 1) push(p + 1);
      if (y > 0) push(p - width);
      if (y < height - 1) push(p + width);
    }
    next += 1;
    const [n = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0] = sums;
    if (n < minPixels) continue;
    const cx = sx / n;
    const cy = sy / n;
    const mxx = sxx / n - cx * cx;
    const myy = syy / n - cy * cy;
    const mxy = sxy / n - cx * cy;
    const angle = 0.5 * Math.atan2(2 * mxy, mxx - myy);
    const spread = Math.sqrt(((mxx - myy) / 2) ** 2 + mxy * mxy);
    const major = (mxx + myy) / 2 + spread;
    const minor = Math.max(0, (mxx + myy) / 2 - spread);
    // A uniform bar of length L has variance L²/12 along it.
    found.push({ n, cx, cy, angle, length: Math.sqrt(12 * major), thickness: Math.sqrt(12 * minor) });
  }
  return found;
}

/**
 * Ink on each side of the zone, across its lines, in a band from a twelfth to a third of its length
 * away: the printed fields and photo are on one side, the page's edge close by on the other.
 */
function printedSide(mask: Uint8Array, grey: Grey, zone: Omit<FoundZone, 'printedSide'>): 1 | -1 {
  const ux = Math.cos(zone.angle);
  const uy = Math.sin(zone.angle);
  let before = 0;
  let after = 0;
  const depth = zone.length / 3;
  for (let t = -zone.length / 2; t < zone.length / 2; t += 2) {
    for (let s = zone.thickness / 2 + zone.length / 12; s < zone.thickness / 2 + depth; s += 2) {
      for (const sign of [1, -1]) {
        const x = Math.round(zone.cx + t * ux - sign * s * uy);
        const y = Math.round(zone.cy + t * uy + sign * s * ux);
        if (x < 0 || y < 0 || x >= grey.width || y >= grey.height) continue;
        if (mask[y * grey.width + x] === 1) {
          if (sign === 1) after += 1;
          else before += 1;
        }
      }
    }
  }
  return after > before ? 1 : -1;
}

/**
 * Every set of two or three parallel bars, alike in length and thickness, one line apart: the
 * zone's lines, or a block of the page's print that looks like them. Longest first (their total
 * length), so a short block of three lines of print above does not hide the zone below it.
 */
function lineGroups(candidates: Bar[]): Bar[][] {
  const groups = new Map<string, { group: Bar[]; score: number }>();
  for (const first of candidates) {
    const nx = -Math.sin(first.angle);
    const ny = Math.cos(first.angle);
    const ux = Math.cos(first.angle);
    const uy = Math.sin(first.angle);
    const group = candidates.filter((other) => {
      if (Math.abs(other.angle - first.angle) > 0.06) return false;
      if (other.length < first.length * 0.8 || other.length > first.length * 1.25) return false;
      if (other.thickness < first.thickness / 1.7 || other.thickness > first.thickness * 1.7) return false;
      const dx = other.cx - first.cx;
      const dy = other.cy - first.cy;
      const along = Math.abs(dx * ux + dy * uy);
      const across = Math.abs(dx * nx + dy * ny);
      return along < first.length * 0.12 && across < first.length * 0.16;
    });
    if (group.length < 2 || group.length > 3) continue;
    const key = group.map((bar) => candidates.indexOf(bar)).join(',');
    groups.set(key, { group, score: group.reduce((sum, bar) => sum + bar.length, 0) });
  }
  return [...groups.values()].sort((a, b) => b.score - a.score).map(({ group }) => group);
}

/** Blobs of ink taller than `tallest` (a photo, a card's edge, a border): gone, so no smear joins the zone's lines through them. */
function dropTallBlobs(mask: Uint8Array, width: number, height: number, tallest: number): void {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const members: number[] = [];
  for (let start = 0; start < mask.length; start += 1) {
    if (mask[start] === 0 || seen[start] === 1) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    members.length = 0;
    let y0 = Infinity;
    let y1 = -Infinity;
    while (top > 0) {
      const p = stack[--top]!;
      members.push(p);
      const y = Math.floor(p / width);
      const x = p - y * width;
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      const push = (q: number) => {
        if (mask[q] === 1 && seen[q] === 0) {
          seen[q] = 1;
          stack[top++] = q;
        }
      };
      if (x > 0) push(p - 1);
      if (x < width - 1) push(p + 1);
      if (y > 0) push(p - width);
      if (y < height - 1) push(p + width);
    }
    if (y1 - y0 + 1 > tallest) for (const p of members) mask[p] = 0;
  }
}

/** Groups of lines tried each way the copy lies: the zone is nearly always among the first two. */
const MAX_GROUPS = 3;

/**
 * Every plausible zone on the grey copy, horizontal or vertical (a page turned by a quarter),
 * longest first. Its lines must be long (a fifth of the image's side at least) and thin. Ink is
 * what is far darker than its neighbourhood, or (`contrast`, for a dark or washed-out photo) what
 * lies in the darker part of its neighbourhood's range of grey.
 */
export function findZones(grey: Grey, by: 'darkness' | 'contrast' = 'darkness'): FoundZone[] {
  const zones: FoundZone[] = [];
  for (const vertical of [false, true]) {
    const image = vertical ? transpose(grey) : grey;
    const radius = Math.max(8, Math.round(Math.max(image.width, image.height) / 60));
    const mask = by === 'darkness' ? inkMask(image, radius) : contrastInkMask(image, radius);
    const ink = mask.slice();
    const side = Math.max(image.width, image.height);
    // A zone's character is under 4 % of the side even when the zone fills the image.
    dropTallBlobs(mask, image.width, image.height, Math.round(side * 0.06));
    const gap = Math.max(3, Math.round(side * 0.035));
    smearRows(mask, image.width, image.height, gap);
    const minLength = image.width * 0.2;
    const candidates = bars(mask, image.width, image.height, Math.round(minLength * 2)).filter(
      // A line of the zone is about as thick as a character is high: 1/30 to 1/44 of its length; a page's
      // edge is far thinner.
      (bar) => bar.length >= minLength && bar.thickness >= bar.length / 90 && bar.thickness <= bar.length / 12 && Math.abs(bar.angle) < 0.2,
    );
    for (const group of lineGroups(candidates).slice(0, MAX_GROUPS)) {
      const angle = group.reduce((sum, bar) => sum + bar.angle, 0) / group.length;
      const nx = -Math.sin(angle);
      const ny = Math.cos(angle);
      const across = group.map((bar) => bar.cx * nx + bar.cy * ny);
      const span = Math.max(...across) - Math.min(...across);
      const thickness = span + Math.max(...group.map((bar) => bar.thickness));
      const cx = group.reduce((sum, bar) => sum + bar.cx, 0) / group.length;
      const cy = group.reduce((sum, bar) => sum + bar.cy, 0) / group.length;
      const length = Math.max(...group.map((bar) => bar.length));
      const zone = { cx, cy, angle, length, thickness, lineCount: group.length };
      const side = printedSide(ink, image, zone);
      zones.push(vertical ? transposeZone({ ...zone, printedSide: side }) : { ...zone, printedSide: side });
    }
  }
  return zones.sort((a, b) => b.lineCount * b.length - a.lineCount * a.length);
}

function transpose(grey: Grey): Grey {
  const { data, width, height } = grey;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) out[x * height + y] = data[y * width + x]!;
  return { data: out, width: height, height: width };
}

/** Back from the transposed copy: x and y swap, the direction mirrors about the diagonal, and so do the sides. */
function transposeZone(zone: FoundZone): FoundZone {
  return { ...zone, cx: zone.cy, cy: zone.cx, angle: Math.PI / 2 - zone.angle, printedSide: zone.printedSide === 1 ? -1 : 1 };
}
