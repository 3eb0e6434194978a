import type { FoundZone, Grey } from './find-zone';

/**
 * The darkest and brightest grey within `radius` of each pixel (a square window), by running
 * minima and maxima along rows, then down columns: linear in the pixels, whatever the radius.
 */
function localExtremes(grey: Grey, radius: number): { low: Uint8Array; high: Uint8Array } {
  const { width, height } = grey;
  const pass = (source: Uint8Array, keep: (a: number, b: number) => boolean) => {
    const rows = new Uint8Array(source.length);
    for (let y = 0; y < height; y += 1) runningExtreme(source, rows, y * width, 1, width, radius, keep);
    const out = new Uint8Array(source.length);
    for (let x = 0; x < width; x += 1) runningExtreme(rows, out, x, width, height, radius, keep);
    return out;
  };
  return { low: pass(grey.data, (a, b) => a <= b), high: pass(grey.data, (a, b) => a >= b) };
}

/** The extreme (by `keep`) of each run of `2 · radius + 1` values along one line, with a queue of candidates. */
function runningExtreme(
  source: Uint8Array,
  out: Uint8Array,
  start: number,
  step: number,
  count: number,
  radius: number,
  keep: (a: number, b: number) => boolean,
): void {
  const queue = new Int32Array(count);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < count + radius; i += 1) {
    if (i < count) {
      const value = source[start + i * step]!;
      while (tail > head && keep(value, source[start + queue[tail - 1]! * step]!)) tail -= 1;
      queue[tail++] = i;
    }
    const centre = i - radius;
    if (centre < 0) continue;
    while (queue[head]! < centre - radius) head += 1;
    out[start + centre * step] = source[start + queue[head]! * step]!;
  }
}

/**
 * Ink by the contrast at hand rather than by darkness against the mean: a pixel in the darker part
 * of its window's range, where that range is at least `minRange` of 255. A washed-out or dark
 * photo keeps its print's shapes, only in a narrower range of grey.
 */
export function contrastInkMask(grey: Grey, radius: number, share = 0.45, minRange = 24): Uint8Array {
  const { low, high } = localExtremes(grey, radius);
  const mask = new Uint8Array(grey.data.length);
  for (let i = 0; i < mask.length; i += 1) {
    const range = high[i]! - low[i]!;
    mask[i] = range >= minRange && grey.data[i]! - low[i]! < range * share ? 1 : 0;
  }
  return mask;
}

/**
 * The grey image turned by `degrees` (clockwise on screen) about its middle, on a canvas large
 * enough to hold it all, white outside: a page photographed at a slant, made near level for the
 * zone finder. Sampled from the nearest pixel: the finder smears what it sees anyway.
 */
export function turnGrey(grey: Grey, degrees: number): Grey {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const width = Math.ceil(Math.abs(grey.width * cos) + Math.abs(grey.height * sin));
  const height = Math.ceil(Math.abs(grey.width * sin) + Math.abs(grey.height * cos));
  const data = new Uint8Array(width * height).fill(255);
  for (let v = 0; v < height; v += 1) {
    for (let u = 0; u < width; u += 1) {
      // The source of each output pixel: turned back about the middles.
      const du = u - width / 2;
      const dv = v - height / 2;
      const x = Math.round(grey.width / 2 + du * cos + dv * sin);
      const y = Math.round(grey.height / 2 - du * sin + dv * cos);
      if (x >= 0 && y >= 0 && x < grey.width && y < grey.height) data[v * width + u] = grey.data[y * grey.width + x]!;
    }
  }
  return { data, width, height };
}

/** A zone found on a copy turned by `degrees` (`turnGrey`), where it lies on the image before the turn. */
export function zoneBeforeTurn(zone: FoundZone, degrees: number, original: Grey, turned: Grey): FoundZone {
  const angle = (degrees * Math.PI) / 180;
  const du = zone.cx - turned.width / 2;
  const dv = zone.cy - turned.height / 2;
  return {
    ...zone,
    cx: original.width / 2 + du * Math.cos(angle) + dv * Math.sin(angle),
    cy: original.height / 2 - du * Math.sin(angle) + dv * Math.cos(angle),
    angle: zone.angle - angle,
  };
}
