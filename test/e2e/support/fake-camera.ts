import fs from 'node:fs';
import sharp from 'sharp';
import { type Point, type Quad, apply, homography } from '$renderer/screens/editor/documents/camera/perspective';

export const CAMERA_WIDTH = 1280;
export const CAMERA_HEIGHT = 720;

/**
 * An A4 sheet on a desk, photographed at an angle by a camera with a 1,000 px focal length: the
 * sheet is leant back and turned a little, so its far edge is shorter and no edge is level. Its
 * corners in the picture, as fractions of the picture's width and height, come from projecting
 * the real sheet; straightening the photo must give back A4's proportions.
 */
export const SHEET: Quad = (() => {
  const [f, tilt, turn, depth] = [1000, -0.5, 0.3, 540];
  return [
    [-105, -148.5],
    [105, -148.5],
    [105, 148.5],
    [-105, 148.5],
  ].map(([x, y]) => {
    const y1 = y! * Math.cos(tilt);
    const z1 = y! * Math.sin(tilt);
    const x2 = x! * Math.cos(turn) + z1 * Math.sin(turn);
    const z2 = -x! * Math.sin(turn) + z1 * Math.cos(turn) + depth;
    return { x: 0.5 + (f * x2) / z2 / CAMERA_WIDTH, y: 0.5 + (f * y1) / z2 / CAMERA_HEIGHT };
  }) as unknown as Quad;
})();

/** The sheet's own proportions (A4 portrait) and its colours, which the straightened photo must show. */
export const SHEET_ASPECT = 210 / 297;
export const SHEET_BAND = { r: 20, g: 70, b: 200 };

/**
 * The page drawn on the sheet, in the sheet's own coordinates (0..1 both ways): a blue letterhead
 * band across the top and lines of black "text". Each shape is projected onto the photo through
 * the sheet's perspective, so straightening the photo must bring them back square.
 */
function pageShapes(): { points: Point[]; fill: string }[] {
  const rect = (x: number, y: number, w: number, h: number) => [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
  const shapes = [{ points: rect(0, 0, 1, 0.12), fill: `rgb(${SHEET_BAND.r},${SHEET_BAND.g},${SHEET_BAND.b})` }];
  for (let line = 0; line < 14; line += 1) {
    const width = 0.5 + ((line * 37) % 30) / 100;
    shapes.push({ points: rect(0.1, 0.22 + line * 0.05, width, 0.018), fill: '#111' });
  }
  return shapes;
}

/** The camera's picture as PNG: the desk, the sheet and its page, at `CAMERA_WIDTH`×`CAMERA_HEIGHT`. */
export async function documentPhotoPng(): Promise<Buffer> {
  const toPhoto = homography(
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ],
    SHEET.map(({ x, y }) => ({ x: x * CAMERA_WIDTH, y: y * CAMERA_HEIGHT })) as unknown as Quad,
  );
  const polygon = (points: Point[], fill: string) =>
    `<polygon fill="${fill}" points="${points
      .map((p) => apply(toPhoto, p))
      .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
      .join(' ')}"/>`;
  const sheet = polygon(
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ],
    '#fafafa',
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CAMERA_WIDTH}" height="${CAMERA_HEIGHT}">
    <rect width="100%" height="100%" fill="#3b3530"/>
    ${sheet}
    ${pageShapes()
      .map((shape) => polygon(shape.points, shape.fill))
      .join('\n')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Writes the picture as a Y4M video for Chromium's `--use-file-for-fake-video-capture`: the
 * header, then frames of 4:2:0 YUV (full-range BT.601, "420jpeg"). Chromium loops the file, so a
 * few identical frames are a steady camera.
 */
export async function writeFakeCamera(file: string, frames = 2): Promise<void> {
  const { data } = await sharp(await documentPhotoPng())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = CAMERA_WIDTH;
  const h = CAMERA_HEIGHT;
  const y = Buffer.alloc(w * h);
  const u = Buffer.alloc((w / 2) * (h / 2));
  const v = Buffer.alloc((w / 2) * (h / 2));
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let row = 0; row < h; row += 1) {
    for (let col = 0; col < w; col += 1) {
      const i = (row * w + col) * 3;
      y[row * w + col] = clamp(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!);
    }
  }
  for (let row = 0; row < h / 2; row += 1) {
    for (let col = 0; col < w / 2; col += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dy, dx] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        const i = ((row * 2 + dy) * w + col * 2 + dx) * 3;
        r += data[i]! / 4;
        g += data[i + 1]! / 4;
        b += data[i + 2]! / 4;
      }
      u[row * (w / 2) + col] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
      v[row * (w / 2) + col] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const header = Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
