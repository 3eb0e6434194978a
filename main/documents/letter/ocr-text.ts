import { startTesseract } from '../tesseract-worker';
import { MAX_PAGE_IMAGE_PIXELS } from './pdf-page-image';

/**
 * The long side a page is read at: A4 at 150 dpi. A larger scan is shrunk to it, a smaller one is
 * read as it is. The shrinking averages a scan's grain away, and at this size the LSTM reads a
 * printed `IS` as such where at 240–300 dpi it often read `S`, `1S` or `I1S`; its time also grows
 * with the pixels.
 */
const OCR_LONG_SIDE = 1754;

/** The resolution tesseract is told the page has once shrunk to `OCR_LONG_SIDE` (A4 is 11.69 inches long). */
const OCR_DPI = '150';

/**
 * The text of a page's picture (a JPEG or PNG file), by tesseract.js's LSTM engine in a worker thread of this process
 * (so the child's limits count its memory and time). The picture is made grey, upright (EXIF), at
 * most A4 at 150 dpi after a 3 × 3 median (the scan's speckle) by sharp, with one libvips thread, before
 * tesseract sees it. The page is read as one block of lines: a letter's label and its value
 * ("IBAN:  IS14 …") then come out on one line, and the layout analysis is skipped.
 */
export async function ocrText(image: Buffer): Promise<string> {
  const [{ default: sharp }, { PSM }] = await Promise.all([import('sharp'), import('tesseract.js')]);
  sharp.cache(false);
  sharp.concurrency(1);
  const page = await sharp(image, { failOn: 'truncated', limitInputPixels: MAX_PAGE_IMAGE_PIXELS })
    .autoOrient()
    .greyscale()
    .median(3)
    .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const worker = await startTesseract('letter');
  try {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: OCR_DPI });
    const { data } = await worker.recognize(page);
    return data.text;
  } finally {
    await worker.terminate();
  }
}
