/**
 * Straightening a photographed document: the four corners the agent placed are mapped onto a
 * rectangle by a projective transform (a homography), and every pixel of the rectangle is sampled
 * from the photo through it. Pure: no DOM, so it is tested on plain arrays.
 */

export interface Point {
  x: number;
  y: number;
}

/** Top left, top right, bottom right, bottom left: clockwise on screen. */
export type Quad = readonly [Point, Point, Point, Point];

/** A 3×3 matrix, row by row, with the last entry 1. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** RGBA pixels, four bytes each, row by row: what a canvas's ImageData holds. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * The homography taking each corner of `from` to the same corner of `to`: eight equations
 * u = (a·x + b·y + c) / (g·x + h·y + 1), v = (d·x + e·y + f) / (g·x + h·y + 1), solved exactly.
 */
export function homography(from: Quad, to: Quad): Homography {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -x * u, -y * u, u]);
    rows.push([0, 0, 0, x, y, 1, -x * v, -y * v, v]);
  }
  const [a, b, c, d, e, f, g, h] = solve(rows);
  return [a!, b!, c!, d!, e!, f!, g!, h!, 1];
}

export function apply(matrix: Homography, point: Point): Point {
  const [a, b, c, d, e, f, g, h, i] = matrix;
  const w = g * point.x + h * point.y + i;
  return { x: (a * point.x + b * point.y + c) / w, y: (d * point.x + e * point.y + f) / w };
}

/** Gaussian elimination with partial pivoting on an augmented n×(n+1) system. */
function solve(rows: number[][]): number[] {
  const n = rows.length;
  for (let column = 0; column < n; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < n; row += 1) if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    if (Math.abs(rows[pivot]![column]!) < 1e-12) throw new Error('the corners do not outline an area');
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const lead = rows[column]!;
    for (let row = 0; row < n; row += 1) {
      if (row === column) continue;
      const target = rows[row]!;
      const factor = target[column]! / lead[column]!;
      if (factor === 0) continue;
      for (let k = column; k <= n; k += 1) target[k] = target[k]! - factor * lead[k]!;
    }
  }
  return rows.map((row, i) => row[n]! / row[i]!);
}

const distance = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);

type Vector = [number, number, number];
const cross = (a: Vector, b: Vector): Vector => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * The width-to-height ratio of the real rectangle a quad is a photo of, for a camera whose optical
 * centre is `centre` (the middle of the photo): the focal length is recovered from the two
 * vanishing points and the edges measured in 3D (Zhang and He, "Whiteboard scanning and image
 * enhancement", 2007). A sheet photographed at an angle then comes out with its own proportions,
 * not the foreshortened ones. Where the photo cannot tell the focal length (one pair of edges
 * parallel, as when the camera only leans forward, or corners no camera could have seen), a
 * typical one is assumed: about 70 % of the photo's diagonal, a phone's or a webcam's field of
 * view. `undefined` only for corners that outline nothing.
 */
export function rectangleAspect(quad: Quad, centre: Point): number | undefined {
  const [tl, tr, br, bl] = quad.map((p) => [p.x - centre.x, p.y - centre.y, 1] as Vector) as [Vector, Vector, Vector, Vector];
  const k2 = dot(cross(tl, br), bl) / dot(cross(tr, br), bl);
  const k3 = dot(cross(tl, br), tr) / dot(cross(bl, br), tr);
  if (!Number.isFinite(k2) || !Number.isFinite(k3)) return undefined;
  const n2: Vector = [k2 * tr[0] - tl[0], k2 * tr[1] - tl[1], k2 * tr[2] - tl[2]];
  const n3: Vector = [k3 * bl[0] - tl[0], k3 * bl[1] - tl[1], k3 * bl[2] - tl[2]];
  const recovered = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2]);
  const assumed = (0.7 * Math.hypot(2 * centre.x, 2 * centre.y)) ** 2;
  const focal2 = Number.isFinite(recovered) && recovered > 0 ? recovered : assumed;
  const length2 = (n: Vector) => (n[0] * n[0] + n[1] * n[1]) / focal2 + n[2] * n[2];
  const aspect = Math.sqrt(length2(n2) / length2(n3));
  return Number.isFinite(aspect) && aspect > 0 ? aspect : undefined;
}

/**
 * The rectangle a quad becomes. Its width is the longer of the top and bottom edges (the nearer
 * edge of a tilted page shows its size best); its height follows from the sheet's real
 * proportions when the photo's `centre` is known and they can be recovered, otherwise from the
 * longer of the side edges. Shrunk so the long side is at most `maxSide`: main shrinks to
 * 2,000 px anyway (D2), so more would only cost time here.
 */
export function outputSize(quad: Quad, centre?: Point, maxSide = 2000): { width: number; height: number } {
  const [tl, tr, br, bl] = quad;
  const width = Math.max(distance(tl, tr), distance(bl, br));
  const aspect = centre === undefined ? undefined : rectangleAspect(quad, centre);
  const height = aspect === undefined ? Math.max(distance(tl, bl), distance(tr, br)) : width / aspect;
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether the corners, in order, outline a convex area: crossed or folded corners cannot be straightened. */
export function isConvex(quad: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i += 1) {
    const p = quad[i]!;
    const q = quad[(i + 1) % 4]!;
    const r = quad[(i + 2) % 4]!;
    const cross = (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x);
    if (Math.abs(cross) < 1e-9) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/**
 * The part of `source` inside `quad` (in source pixels), as a `width`×`height` rectangle. Each
 * output pixel's centre is taken back through the inverse map (rectangle → quad) and sampled
 * bilinearly, so the result has no holes whatever the tilt.
 */
export function warpQuad(source: Pixels, quad: Quad, width: number, height: number): Pixels {
  const rectangle: Quad = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const [a, b, c, d, e, f, g, h, i] = homography(rectangle, quad);
  const out = new Uint8ClampedArray(width * height * 4);
  const { data, width: sw, height: sh } = source;
  const maxX = sw - 1;
  const maxY = sh - 1;
  for (let y = 0; y < height; y += 1) {
    const cy = y + 0.5;
    for (let x = 0; x < width; x += 1) {
      const cx = x + 0.5;
      const w = g * cx + h * cy + i;
      // Pixel centres sit at +0.5 in the source too.
      const sx = Math.min(maxX, Math.max(0, (a * cx + b * cy + c) / w - 0.5));
      const sy = Math.min(maxY, Math.max(0, (d * cx + e * cy + f) / w - 0.5));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(maxX, x0 + 1);
      const y1 = Math.min(maxY, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const p00 = (y0 * sw + x0) * 4;
      const p10 = (y0 * sw + x1) * 4;
      const p01 = (y1 * sw + x0) * 4;
      const p11 = (y1 * sw + x1) * 4;
      const o = (y * width + x) * 4;
      for (let k = 0; k < 4; k += 1) {
        const top = data[p00 + k]! + (data[p10 + k]! - data[p00 + k]!) * fx;
        const bottom = data[p01 + k]! + (data[p11 + k]! - data[p01 + k]!) * fx;
        out[o + k] = top + (bottom - top) * fy;
      }
    }
  }
  return { width, height, data: out };
}
