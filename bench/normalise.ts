import type { Browser } from 'playwright-core';
import type * as Playwright from 'playwright-core';
import { normaliseDocument } from '$main/documents/normalise';
import { cameraJpeg } from '$test/helpers/document-fixtures';
import { type BenchRow, summarise, verdict } from './stats';

const RUNS = 9;
const WARMUP = 2;
const GOAL_MS = 400;
const GOAL_BYTES = 1_000_000;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface CanvasSample {
  ms: number;
  bytes: number;
  width: number;
  height: number;
}

interface Measured {
  p50: number;
  bytes: number;
  width: number;
  height: number;
}

/**
 * Normalising a 12-megapixel phone photo in main (sharp) beside what many Electron apps do in
 * the renderer: draw the image onto a canvas at 2,000 px and `toBlob('image/jpeg', 0.8)`, in
 * Debian's Chromium without a GPU. Both start from the JPEG's bytes in memory and end with the
 * JPEG to store; the canvas side leaves out the bytes' trip to the page, so it is not flattered
 * against. The photo: 4,000 × 3,000, grain of an indoor shot, EXIF orientation 6, about 5 MB.
 */
export async function normaliseBench(): Promise<BenchRow[]> {
  const photo = await cameraJpeg(4000, 3000, 20);
  const sharpSide = await measureSharp(photo);
  const canvasSide = await measureCanvas(photo);
  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  const input = `${(photo.length / 1_000_000).toFixed(1)} MB JPEG, 4000×3000, orientation 6`;
  const rows: BenchRow[] = [
    {
      bench: 'normalise',
      name: `sharp in main, median of ${RUNS} (${input})`,
      figure: `${sharpSide.p50.toFixed(0)} ms`,
      goal: `< ${GOAL_MS} ms`,
      verdict: verdict(sharpSide.p50 < GOAL_MS),
    },
    {
      bench: 'normalise',
      name: `sharp output (${sharpSide.width}×${sharpSide.height}, no metadata)`,
      figure: mb(sharpSide.bytes),
      goal: '≤ 1 MB',
      verdict: verdict(sharpSide.bytes <= GOAL_BYTES),
    },
  ];
  if ('error' in canvasSide) {
    rows.push({ bench: 'normalise', name: 'canvas in Chromium', figure: `not measured: ${canvasSide.error}`, goal: '', verdict: '' });
    return rows;
  }
  rows.push(
    {
      bench: 'normalise',
      name: `canvas toBlob in Chromium, median of ${RUNS}`,
      figure: `${canvasSide.p50.toFixed(0)} ms`,
      goal: '',
      verdict: '',
    },
    {
      bench: 'normalise',
      name: `canvas output (${canvasSide.width}×${canvasSide.height}, quality 0.8)`,
      figure: mb(canvasSide.bytes),
      goal: '',
      verdict: '',
    },
    {
      bench: 'normalise',
      name: 'sharp ÷ canvas: time, size',
      figure: `${(sharpSide.p50 / canvasSide.p50).toFixed(2)}×, ${(sharpSide.bytes / canvasSide.bytes).toFixed(2)}×`,
      goal: '',
      verdict: '',
    },
  );
  return rows;
}

async function measureSharp(photo: Buffer): Promise<Measured> {
  const samples: number[] = [];
  let last: Awaited<ReturnType<typeof normaliseDocument>> | undefined;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const start = performance.now();
    last = await normaliseDocument(photo);
    if (i >= WARMUP) samples.push(performance.now() - start);
  }
  return { p50: summarise(samples).p50, bytes: last!.bytes.length, width: last!.width!, height: last!.height! };
}

/**
 * The renderer's way, as a page script (this file is type-checked without the DOM), timed inside
 * the page from Blob to Blob.
 */
const PAGE_SCRIPT = `
window.measureCanvas = async (base64, runs, warmup) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const once = async () => {
    const start = performance.now();
    const url = URL.createObjectURL(new Blob([bytes], { type: 'image/jpeg' }));
    const image = new Image();
    image.src = url;
    await image.decode(); // honours EXIF orientation (CSS image-orientation: from-image)
    const scale = Math.min(1, 2000 / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.naturalWidth * scale);
    canvas.height = Math.round(image.naturalHeight * scale);
    canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    URL.revokeObjectURL(url);
    return { ms: performance.now() - start, bytes: blob.size, width: canvas.width, height: canvas.height };
  };
  const samples = [];
  for (let i = 0; i < warmup + runs; i += 1) {
    const sample = await once();
    if (i >= warmup) samples.push(sample);
  }
  return samples;
};`;

async function measureCanvas(photo: Buffer): Promise<Measured | { error: string }> {
  // Imported by a computed name so bundling leaves playwright-core in node_modules, where its
  // browser-launching code expects to be.
  const moduleName = 'playwright-core';
  let browser: Browser;
  try {
    const { chromium } = (await import(moduleName)) as typeof Playwright;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: PAGE_SCRIPT });
    const samples = await page.evaluate(
      ([base64, runs, warmup]) =>
        (globalThis as unknown as { measureCanvas(...args: unknown[]): Promise<CanvasSample[]> }).measureCanvas(base64, runs, warmup),
      [photo.toString('base64'), RUNS, WARMUP] as const,
    );
    const last = samples.at(-1)!;
    return { p50: summarise(samples.map((sample) => sample.ms)).p50, bytes: last.bytes, width: last.width, height: last.height };
  } finally {
    await browser.close();
  }
}
