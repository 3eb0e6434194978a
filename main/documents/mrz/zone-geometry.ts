import type { FoundZone, Grey } from './find-zone';

/**
 * A rectangle of `grey` in the zone's own frame, cut out level and scaled: `along` and `across` are
 * its middle's offset from the zone's middle, in source pixels, `width` and `height` its size in
 * output pixels at `scale` source pixels each. `upsideDown` turns the frame by a half turn.
 * Sampled bilinearly, white outside the image.
 */
function cutLevel(
  grey: Grey,
  zone: FoundZone,
  rect: { along: number; across: number; width: number; height: number; scale: number },
  upsideDown: boolean,
): Grey {
  const { width, height, scale } = rect;
  const turn = upsideDown ? Math.PI : 0;
  const cos = Math.cos(zone.angle + turn);
  const sin = Math.sin(zone.angle + turn);
  // The rectangle's middle in the source, from the zone's own (unturned) frame.
  const mx = zone.cx + rect.along * Math.cos(zone.angle) - rect.across * Math.sin(zone.angle);
  const my = zone.cy + rect.along * Math.sin(zone.angle) + rect.across * Math.cos(zone.angle);
  const out = new Uint8Array(width * height);
  const { data, width: w, height: h } = grey;
  for (let v = 0; v < height; v += 1) {
    for (let u = 0; u < width; u += 1) {
      const du = (u - width / 2) * scale;
      const dv = (v - height / 2) * scale;
      const x = mx + du * cos - dv * sin;
      const y = my + du * sin + dv * cos;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      let value = 255;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < w && y0 + 1 < h) {
        const fx = x - x0;
        const fy = y - y0;
        const i = y0 * w + x0;
        value = (data[i]! * (1 - fx) + data[i + 1]! * fx) * (1 - fy) + (data[i + w]! * (1 - fx) + data[i + w + 1]! * fx) * fy;
      }
      out[v * width + u] = value;
    }
  }
  return { data: out, width, height };
}

/** The zone's pitch in the crop of the page's printed text OCR reads: its names' capitals are then about 30 px high. */
const PITCH_PX = 24;

/**
 * The zone itself, with a margin of paper, at `pitch` pixels a character, and two lines' height
 * more above and below: the finder may have taken two of a card's three lines for the zone.
 * `widen` is the crop's length over the zone's: more where the finder may have lost a line's end.
 */
export function zoneCrop(grey: Grey, zone: FoundZone, upsideDown: boolean, pitch: number, widen = 1.12): Grey {
  const characters = zone.lineCount === 3 ? 30 : 44;
  const scale = zone.length / (characters * pitch);
  return cutLevel(
    grey,
    zone,
    {
      along: 0,
      across: 0,
      width: Math.round((zone.length * widen) / scale),
      height: Math.round((zone.thickness * 1.5) / scale + pitch * 4),
      scale,
    },
    upsideDown,
  );
}

/**
 * The printed part of the page above the zone (the document's height is about 0.7 of the zone's
 * length on cards and passports alike).
 */
export function pageCrop(grey: Grey, zone: FoundZone, upsideDown: boolean): Grey {
  const characters = zone.lineCount === 3 ? 30 : 44;
  const scale = zone.length / (characters * PITCH_PX);
  const depth = zone.length * 0.62;
  const side = upsideDown ? 1 : -1;
  return cutLevel(
    grey,
    zone,
    {
      along: 0,
      across: side * (zone.thickness / 2 + depth / 2),
      width: Math.round((zone.length * 1.1) / scale),
      height: Math.round(depth / scale),
      scale,
    },
    upsideDown,
  );
}

/** A zone found on a smaller copy, in the coordinates of an image `factor` times its size. */
export function scaleZone(zone: FoundZone, factor: number): FoundZone {
  return { ...zone, cx: zone.cx * factor, cy: zone.cy * factor, length: zone.length * factor, thickness: zone.thickness * factor };
}
