import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';

/** The bundles have a CommonJS `require`; the tests run this module as ESM. */
const requireHere = typeof require === 'function' ? require : createRequire(import.meta.url);

/**
 * A file of an installed package, by path; in the packaged app, the copy unpacked from the archive
 * (a worker thread is started from a real file, and the data is read as one; decision DR15).
 */
function packageFile(specifier: string): string {
  return requireHere.resolve(specifier).replace(`app.asar${path.sep}`, `app.asar.unpacked${path.sep}`);
}

/**
 * The two English models `@tesseract.js-data/eng` installs: the legacy engine's, which reads the
 * MRZ's OCR-B (decision DR8), and the LSTM's, which reads a letter's proportional type (DR18).
 */
const MODELS = {
  legacy: { folder: '4.0.0', oem: 'TESSERACT_ONLY' },
  lstm: { folder: '4.0.0_best_int', oem: 'LSTM_ONLY' },
} as const;

/**
 * A tesseract.js worker thread of this process (so the child's limits count its memory and time)
 * reading English with `model`, from the data on disk: never fetched, never cached elsewhere.
 */
export async function startTesseract(model: keyof typeof MODELS): Promise<Worker> {
  const { createWorker, OEM } = await import('tesseract.js');
  const { folder, oem } = MODELS[model];
  return createWorker('eng', OEM[oem], {
    langPath: path.join(path.dirname(packageFile('@tesseract.js-data/eng/package.json')), folder),
    workerPath: packageFile('tesseract.js/src/worker-script/node/index.js'),
    gzip: true,
    cacheMethod: 'none',
  });
}
