import type { Worker } from 'tesseract.js';
import { startTesseract } from '../tesseract-worker';
import type { PageWord } from './printed-marks';

/**
 * The engine that reads the name printed on an identity document's page: tesseract.js's LSTM
 * model for Icelandic, which reads Þ, Ð and Æ as themselves (decision DR12). The zone itself is
 * read by its glyphs, without an engine (DR27). One engine per process, started on the first
 * document and kept: the process is the kept child, so the second document does not pay the start.
 */
let engine: Promise<Worker> | undefined;

async function start(): Promise<Worker> {
  const [worker, { PSM }] = await Promise.all([startTesseract('page'), import('tesseract.js')]);
  // One block of lines: the automatic layout analysis dropped short lines (a one-word name).
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
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
 * image is decoded and the zone read.
 */
export function warmEngine(): Promise<number> {
  if (engine !== undefined) return engine.then(() => 0);
  const began = performance.now();
  return ocrEngine().then(() => performance.now() - began);
}

/** The printed text of a page (a PNG), for the visual zone's name, and its words where OCR found them. */
export async function ocrPage(png: Buffer): Promise<{ text: string; words: PageWord[] }> {
  const { data } = await (await ocrEngine()).recognize(png, {}, { text: true, blocks: true });
  const words = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) => line.words.map((word) => ({ text: word.text.normalize('NFC'), box: word.bbox }))),
    ),
  );
  return { text: data.text, words };
}
