import { describe, expect, it } from 'vitest';
import {
  type Pixels,
  type Quad,
  apply,
  homography,
  isConvex,
  outputSize,
  rectangleAspect,
  warpQuad,
} from '$renderer/screens/editor/documents/camera/perspective';

const square: Quad = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

/** A photo of a sheet seen at an angle: the far (top) edge shorter than the near one. */
const tilted: Quad = [
  { x: 120, y: 60 },
  { x: 380, y: 80 },
  { x: 450, y: 330 },
  { x: 40, y: 310 },
];

describe('homography', () => {
  it('takes every corner to its corner, and a point between them to the projective image, not the bilinear one', () => {
    const matrix = homography(square, tilted);
    for (let i = 0; i < 4; i += 1) {
      const mapped = apply(matrix, square[i]!);
      expect(mapped.x).toBeCloseTo(tilted[i]!.x, 6);
      expect(mapped.y).toBeCloseTo(tilted[i]!.y, 6);
    }
    // Straight lines stay straight: the centre maps to where the quad's diagonals cross.
    const centre = apply(matrix, { x: 0.5, y: 0.5 });
    const [p, q, r, s] = tilted;
    const t = ((s.x - p.x) * (s.y - q.y) - (s.y - p.y) * (s.x - q.x)) / ((r.x - p.x) * (s.y - q.y) - (r.y - p.y) * (s.x - q.x));
    expect(centre.x).toBeCloseTo(p.x + t * (r.x - p.x), 6);
    expect(centre.y).toBeCloseTo(p.y + t * (r.y - p.y), 6);
  });

  it('refuses corners that outline no area', () => {
    const line: Quad = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ];
    expect(() => homography(square, line)).toThrow(/area/);
  });
});

describe('isConvex and outputSize', () => {
  it('accepts a tilted sheet and refuses crossed corners', () => {
    expect(isConvex(tilted)).toBe(true);
    expect(isConvex([tilted[0], tilted[2], tilted[1], tilted[3]])).toBe(false);
  });

  it('sizes the rectangle by the longer edges, within the longest side allowed', () => {
    expect(outputSize(tilted)).toEqual({ width: 410, height: 262 });
    expect(outputSize(tilted, undefined, 205)).toEqual({ width: 205, height: 131 });
  });
});

/**
 * A w×h rectangle in front of a pinhole camera (focal length `f` px, optical centre `centre`),
 * turned `tilt` radians about the horizontal axis and `turn` about the vertical one, `depth` away:
 * the quad a photo of it shows.
 */
function photographed(
  w: number,
  h: number,
  options: { f: number; centre: { x: number; y: number }; tilt: number; turn: number; depth: number },
): Quad {
  const { f, centre, tilt, turn, depth } = options;
  const corners = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x, y]) => {
    // Tilt about x, then turn about y, then push away from the camera.
    const y1 = y! * Math.cos(tilt);
    const z1 = y! * Math.sin(tilt);
    const x2 = x! * Math.cos(turn) + z1 * Math.sin(turn);
    const z2 = -x! * Math.sin(turn) + z1 * Math.cos(turn) + depth;
    return { x: centre.x + (f * x2) / z2, y: centre.y + (f * y1) / z2 };
  });
  return corners as unknown as Quad;
}

describe('rectangleAspect', () => {
  const centre = { x: 640, y: 360 };

  it.each([
    { tilt: 0.5, turn: 0.2 },
    { tilt: -0.35, turn: -0.3 },
    { tilt: 0.05, turn: 0.45 },
  ])('recovers an A4 sheet photographed at an angle (tilt $tilt, turn $turn)', ({ tilt, turn }) => {
    const quad = photographed(210, 297, { f: 1100, centre, tilt, turn, depth: 600 });
    expect(rectangleAspect(quad, centre)).toBeCloseTo(210 / 297, 3);
    const size = outputSize(quad, centre);
    expect(size.width / size.height).toBeCloseTo(210 / 297, 2);
  });

  it('assumes a typical focal length where the photo cannot tell it: leaning straight forward', () => {
    // Top and bottom edges stay parallel, so only one vanishing point exists.
    const quad = photographed(210, 297, { f: 1000, centre, tilt: 0.6, turn: 0, depth: 600 });
    expect(rectangleAspect(quad, centre)).toBeCloseTo(210 / 297, 1);
    // The foreshortened edges alone would make the sheet a fifth too short.
    const [tl, tr, br, bl] = quad;
    const drawn = Math.max(tr.x - tl.x, br.x - bl.x) / Math.max(Math.hypot(bl.x - tl.x, bl.y - tl.y), Math.hypot(br.x - tr.x, br.y - tr.y));
    expect(Math.abs(rectangleAspect(quad, centre)! - 210 / 297)).toBeLessThan(Math.abs(drawn - 210 / 297) / 4);
  });

  it('takes a head-on photo at its drawn proportions', () => {
    const headOn: Quad = [
      { x: 100, y: 100 },
      { x: 500, y: 100 },
      { x: 500, y: 300 },
      { x: 100, y: 300 },
    ];
    expect(rectangleAspect(headOn, centre)).toBeCloseTo(2, 6);
  });
});

describe('warpQuad', () => {
  /** A 400×300 photo: grey background, a white quad with a black dot near each of its corners. */
  function photo(quad: Quad): Pixels {
    const width = 400;
    const height = 300;
    const data = new Uint8ClampedArray(width * height * 4);
    const inside = homography(quad, square);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const uv = apply(inside, { x: x + 0.5, y: y + 0.5 });
        const inSheet = uv.x >= 0 && uv.x <= 1 && uv.y >= 0 && uv.y <= 1;
        const nearCorner = inSheet && Math.min(uv.x, 1 - uv.x) < 0.08 && Math.min(uv.y, 1 - uv.y) < 0.08;
        const value = !inSheet ? 90 : nearCorner ? 0 : 255;
        data.set([value, value, value, 255], (y * width + x) * 4);
      }
    }
    return { width, height, data };
  }

  it('turns the sheet into an upright rectangle: white inside, the corner dots in the corners, no background', () => {
    const quad: Quad = [
      { x: 90, y: 40 },
      { x: 300, y: 60 },
      { x: 360, y: 270 },
      { x: 30, y: 250 },
    ];
    const out = warpQuad(photo(quad), quad, 200, 140);
    const at = (x: number, y: number) => out.data[(y * out.width + x) * 4]!;
    expect(at(100, 70)).toBe(255);
    for (const [x, y] of [
      [5, 5],
      [194, 5],
      [194, 134],
      [5, 134],
    ] as const)
      expect(at(x, y)).toBeLessThan(40);
    // Between the dots the edges are the sheet's white, not the grey background outside it.
    for (const [x, y] of [
      [100, 1],
      [100, 138],
      [1, 70],
      [198, 70],
    ] as const)
      expect(at(x, y)).toBeGreaterThan(200);
  });
});
