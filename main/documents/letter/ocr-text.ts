import { createRequire } from 'node:module';
import path from 'node:path';
import { MAX_PAGE_IMAGE_PIXELS } from './pdf-page-image';

/**
 * The long side a page is read at: A4 at 240 dpi. A larger scan is shrunk to it (the LSTM's time
 * grows with the pixels, and a letter's 10-point print is still legible to it), a smaller one is
 * read as it is.
 */
export const OCR_LONG_SIDE = 2800;

/** The packaged English LSTM model (`@tesseract.js-data/eng`, 4.0.0_best_int), read from disk, never fetched. */
function languageFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * The text of a page's picture (a JPEG or PNG file), by tesseract.js's LSTM engine in a worker thread of this process
 * (so the child's limits count its memory and time). The picture is made grey and upright (EXIF)
 * and at most A4 at 300 dpi by sharp, with one libvips thread, before tesseract sees it.
 */
export async function ocrText(image: Buffer): Promise<string> {
  const [{ default: sharp }, { createWorker, OEM, PSM }] = await Promise.all([import('sharp'), import('tesseract.js')]);
  sharp.cache(false);
  sharp.concurrency(1);
  const page = await sharp(image, { failOn: 'truncated', limitInputPixels: MAX_PAGE_IMAGE_PIXELS })
    .autoOrient()
    .greyscale()
    .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: languageFolder(), cacheMethod: 'none', gzip: true });
  try {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '240' });
    const { data } = await worker.recognize(page);
    return data.text;
  } finally {
    await worker.terminate();
  }
}
