import type { Worker } from 'tesseract.js';
import { startTesseract } from '../tesseract-worker';

/**
 * Tesseract (tesseract.js, WebAssembly) with its legacy engine and the English data that
 * `@tesseract.js-data/eng` installs: it reads OCR-B's fillers as `<` where the LSTM model reads
 * runs of them as K and L, and starts in about a second (decision DR8). One engine
 * per process, started on the first document and kept: the process is the kept child, so the
 * second document does not pay the start.
 */
let engine: Promise<Worker> | undefined;

async function start(): Promise<Worker> {
  const worker = await startTesseract('legacy');
  // The legacy engine adapts to the glyphs it has read: after a page's printed text it misreads
  // OCR-B, and a reading would depend on the documents read before it.
  await worker.setParameters({ classify_enable_learning: '0', classify_enable_adaptive_matcher: '0' });
  return worker;
}

function ocrEngine(): Promise<Worker> {
  engine ??= start().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/**
 * Starts the engine if this process has not yet, and says how long that took once it is ready
 * (0 when it was running already). Called at a document's start, so the engine starts while the
 * image is decoded and the zone looked for.
 */
export function warmEngine(): Promise<number> {
  if (engine !== undefined) return engine.then(() => 0);
  const began = performance.now();
  return ocrEngine().then(() => performance.now() - began);
}

const ZONE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** Tesseract's page segmentation modes used here (tesseract.js's `PSM`): one block of text, or a whole page. */
const SINGLE_BLOCK = '6';
const AUTO = '3';

/** The zone's lines, as read from a straightened crop of it (a PNG). */
export async function ocrZoneLines(png: Buffer): Promise<string[]> {
  const worker = await ocrEngine();
  await worker.setParameters({
    tessedit_char_whitelist: ZONE_ALPHABET,
    tessedit_pageseg_mode: SINGLE_BLOCK as never,
    user_defined_dpi: '300',
  });
  const { data } = await worker.recognize(png);
  return data.text.split('\n');
}

/** The printed text of a page (a PNG), for the visual zone's name: letters only. */
export async function ocrPageText(png: Buffer): Promise<string> {
  const worker = await ocrEngine();
  await worker.setParameters({
    tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz ',
    tessedit_pageseg_mode: AUTO as never,
    user_defined_dpi: '300',
  });
  const { data } = await worker.recognize(png);
  return data.text;
}
