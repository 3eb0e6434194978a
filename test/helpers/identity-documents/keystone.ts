type Pixels = { data: Buffer; width: number; height: number };

/** The 3 × 3 homography (row by row, last entry 1) taking each of four points `from` to `to`. */
function homography(from: readonly [number, number][], to: readonly [number, number][]): number[] {
  // Eight equations in the eight unknowns h0…h7, solved by Gaussian elimination with pivoting.
  const rows: number[][] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let col = 0; col < 8; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < 8; r += 1) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = 0; r < 8; r += 1) {
      if (r === col) continue;
      const factor = rows[r]![col]! / rows[col]![col]!;
      for (let c = col; c < 9; c += 1) rows[r]![c]! -= factor * rows[col]![c]!;
    }
  }
  return [...rows.map((row, i) => row[8]! / row[i]!), 1];
}

/**
 * The picture as a phone held not quite square to the page takes it: the far edge shorter than
 * the near one, across (`tilt[0]`, a fraction of the width each side) and along (`tilt[1]`, of the
 * height). Each output pixel is sampled bilinearly from where the inverse homography puts it;
 * outside the picture is `background`.
 */
export function keystone(pixels: Pixels, tilt: readonly [number, number], background: readonly [number, number, number]): Pixels {
  const { width: w, height: h, data } = pixels;
  const [across, along] = tilt;
  // Where the picture's corners land: the top edge pulled in by `across`, the left by `along` (negative: the other edge).
  const dx = Math.abs(across) * w;
  const dy = Math.abs(along) * h;
  const out: [number, number][] = [
    [across > 0 ? dx : 0, along > 0 ? dy : 0],
    [w - (across > 0 ? dx : 0), along < 0 ? dy : 0],
    [w - (across < 0 ? dx : 0), h - (along < 0 ? dy : 0)],
    [across < 0 ? dx : 0, h - (along > 0 ? dy : 0)],
  ];
  const source: [number, number][] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const m = homography(out, source);
  const result = Buffer.alloc(w * h * 3);
  for (let v = 0; v < h; v += 1) {
    for (let u = 0; u < w; u += 1) {
      const z = m[6]! * u + m[7]! * v + m[8]!;
      const x = (m[0]! * u + m[1]! * v + m[2]!) / z;
      const y = (m[3]! * u + m[4]! * v + m[5]!) / z;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const o = (v * w + u) * 3;
      if (x0 < 0 || y0 < 0 || x0 + 1 >= w || y0 + 1 >= h) {
        result[o] = background[0];
        result[o + 1] = background[1];
        result[o + 2] = background[2];
        continue;
      }
      const fx = x - x0;
      const fy = y - y0;
      const i = (y0 * w + x0) * 3;
      for (let c = 0; c < 3; c += 1) {
        const top = data[i + c]! * (1 - fx) + data[i + 3 + c]! * fx;
        const bottom = data[i + w * 3 + c]! * (1 - fx) + data[i + w * 3 + 3 + c]! * fx;
        result[o + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return { data: result, width: w, height: h };
}
