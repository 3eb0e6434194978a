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
 * The LSTM models read: English (`@tesseract.js-data/eng`) for a letter's proportional type
 * (DR18), and Icelandic (`@tesseract.js-data/isl`) for the name printed on an identity document,
 * whose Þ, Ð and Æ the English model reads as P, B and E (DR12).
 */
const MODELS = {
  letter: { language: 'eng', folder: '4.0.0_best_int' },
  page: { language: 'isl', folder: '4.0.0_best_int' },
} as const;

/**
 * A tesseract.js worker thread of this process (so the child's limits count its memory and time)
 * reading with `model`, from the data on disk: never fetched, never cached elsewhere.
 */
export async function startTesseract(model: keyof typeof MODELS): Promise<Worker> {
  const { createWorker, OEM } = await import('tesseract.js');
  const { language, folder } = MODELS[model];
  return createWorker(language, OEM.LSTM_ONLY, {
    langPath: path.join(path.dirname(packageFile(`@tesseract.js-data/${language}/package.json`)), folder),
    workerPath: packageFile('tesseract.js/src/worker-script/node/index.js'),
    gzip: true,
    cacheMethod: 'none',
  });
}
