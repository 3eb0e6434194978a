import sharp from 'sharp';
import type { Random } from '../seeded-random';
import { keystone } from './keystone';

/** What was done to a clean page to make it look photographed or badly scanned. */
export interface Degradation {
  /** Small tilt in degrees, then a quarter turn (0, 90, 180, 270). */
  tiltDegrees: number;
  quarterTurns: 0 | 1 | 2 | 3;
  /** Horizontal and vertical shear, as a camera not square to the page gives. */
  shear: [number, number];
  /** Perspective: how much shorter the far edge is, across and along the page (fractions each side). */
  keystone: [number, number];
  blurSigma: number;
  noise: number;
  /** The strength of the light's fall-off across the page, 0 for even light. */
  lightFalloff: number;
  jpegQuality: number;
  /** The light let in: 1 as exposed, 0.3 a dark photo. */
  exposure: number;
  /** How much of the page's range of grey is kept about the middle: 1 all, 0.35 a washed-out photo. */
  contrast: number;
  /** Light reflected off the laminate: a bright patch on part of the zone, as fractions of the page. */
  glare?: { x: number; y: number; radius: number; strength: number };
}

/** One thing a harder photo does on top of the ordinary degradation: the bench's rows of harder photos. */
export const HARDER = ['turned', 'dark', 'low-contrast', 'glare', 'uneven-light', 'perspective'] as const;
export type Harder = (typeof HARDER)[number];

export function pickDegradation(random: Random, harder?: Harder): Degradation {
  const turn = random.next();
  const ordinary: Degradation = {
    tiltDegrees: random.between(-5, 5),
    quarterTurns: turn < 0.7 ? 0 : turn < 0.8 ? 1 : turn < 0.9 ? 2 : 3,
    shear: [random.between(-0.04, 0.04), random.between(-0.03, 0.03)],
    blurSigma: random.chance(0.6) ? random.between(0.4, 1.3) : 0,
    noise: random.between(3, 14),
    lightFalloff: random.between(0, 0.45),
    jpegQuality: random.int(40, 80),
    // Drawn last, so the draws before it give every seed the degradation it had before.
    keystone: [random.between(-0.04, 0.04), random.between(-0.04, 0.04)],
    exposure: 1,
    contrast: 1,
  };
  const sign = () => (random.chance(0.5) ? 1 : -1);
  switch (harder) {
    case undefined:
      return ordinary;
    case 'turned':
      // Any turn up to 20° either way, on top of the quarter turns.
      return { ...ordinary, tiltDegrees: sign() * random.between(5, 20) };
    case 'dark':
      return { ...ordinary, exposure: random.between(0.25, 0.4) };
    case 'low-contrast':
      return { ...ordinary, contrast: random.between(0.3, 0.45) };
    case 'glare':
      return {
        ...ordinary,
        glare: {
          x: random.between(0.1, 0.9),
          y: random.between(0.84, 0.94),
          radius: random.between(0.06, 0.14),
          strength: random.between(0.5, 0.75),
        },
      };
    case 'uneven-light':
      return { ...ordinary, lightFalloff: random.between(0.55, 0.85) };
    case 'perspective':
      // The far edge 6 to 8 % shorter than the near one, across the page and along it.
      return { ...ordinary, keystone: [sign() * random.between(0.03, 0.04), sign() * random.between(0.03, 0.04)] };
  }
}

type Pixels = { data: Buffer; width: number; height: number };

/** A dull table around the page: a photo never shows the page alone. */
async function onTable(page: Pixels, random: Random): Promise<Pixels> {
  const margin = Math.round(Math.max(page.width, page.height) * random.between(0.05, 0.12));
  const shade = random.int(60, 140);
  const { data, info } = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 3 } })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: { r: shade, g: shade - 10, b: shade - 25 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A bright patch of reflected light on the page: each pixel brought towards white by a Gaussian about its middle. */
function glare(page: Pixels, how: NonNullable<Degradation['glare']>): Pixels {
  const { width, height } = page;
  const data = Buffer.from(page.data);
  const cx = how.x * width;
  const cy = how.y * height;
  const sigma = how.radius * width;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const lift = how.strength * Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (2 * sigma * sigma));
      if (lift < 0.01) continue;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) data[i + c] = Math.round(data[i + c]! + (255 - data[i + c]!) * lift);
    }
  }
  return { data, width, height };
}

/**
 * Light falling from one side, the exposure, the contrast kept, and grain: each pixel darkened by
 * its distance from a bright point, scaled, pulled towards the middle grey, plus noise.
 */
function lightAndGrain(pixels: Pixels, how: Degradation, random: Random): void {
  const { lightFalloff: falloff, noise, exposure, contrast } = how;
  const cx = random.between(0, pixels.width);
  const cy = random.between(0, pixels.height);
  const scale = falloff / Math.sqrt(pixels.width * pixels.width + pixels.height * pixels.height);
  const { width, height } = pixels;
  // Clamped, so a bright pixel plus grain stays white rather than wrapping to black.
  const data = new Uint8ClampedArray(pixels.data.buffer, pixels.data.byteOffset, pixels.data.length);
  for (let y = 0; y < height; y += 1) {
    const dy2 = (y - cy) * (y - cy);
    for (let x = 0; x < width; x += 1) {
      const factor = (1 - scale * Math.sqrt((x - cx) * (x - cx) + dy2)) * exposure;
      // One grain for the three channels: a sensor's noise is mostly in brightness.
      const grain = (random.next() + random.next() - 1) * noise * 1.7;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        const lit = data[i + c]! * factor;
        data[i + c] = (contrast === 1 ? lit : 128 * exposure + (lit - 128 * exposure) * contrast) + grain;
      }
    }
  }
}

/** The page photographed: on a table, in perspective, sheared, tilted, unevenly lit, blurred, noisy, turned, as a JPEG. */
export async function degrade(page: Pixels, how: Degradation, random: Random): Promise<Buffer> {
  const background = { r: 90, g: 80, b: 70 };
  const lit = how.glare === undefined ? page : glare(page, how.glare);
  const placed = keystone(await onTable(lit, random), how.keystone, [background.r, background.g, background.b]);
  const [shx, shy] = how.shear;
  let image = sharp(placed.data, { raw: { width: placed.width, height: placed.height, channels: 3 } })
    .affine([1, shx, shy, 1], { background, interpolator: 'bilinear' })
    .rotate(how.tiltDegrees, { background });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const pixels = { data, width: info.width, height: info.height };
  lightAndGrain(pixels, how, random);
  image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } });
  if (how.blurSigma > 0.3) image = image.blur(how.blurSigma);
  if (how.quarterTurns > 0)
    image = sharp(await image.raw().toBuffer(), { raw: { width: pixels.width, height: pixels.height, channels: 3 } }).rotate(
      how.quarterTurns * 90,
    );
  return image.jpeg({ quality: how.jpegQuality }).toBuffer();
}
