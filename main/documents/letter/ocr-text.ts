import type { Worker } from 'tesseract.js';
import { startTesseract } from '../tesseract-worker';

/** A scan of A4 at 600 dpi is 35 megapixels; a letter's page picture is never more. */
export const MAX_PAGE_IMAGE_PIXELS = 40_000_000;

/**
 * The long side a page is read at: A4 at 150 dpi. A larger scan is shrunk to it, a smaller one is
 * read as it is. The shrinking averages a scan's grain away, and at this size the LSTM reads a
 * printed `IS` as such where at 240–300 dpi it often read `S`, `1S` or `I1S`; its time also grows
 * with the pixels.
 */
const OCR_LONG_SIDE = 1754;

/** The resolution tesseract is told the page has once shrunk to `OCR_LONG_SIDE` (A4 is 11.69 inches long). */
const OCR_DPI = '150';

/** A page's picture to read: a photo or scan is smoothed first; a page a PDF draws has no grain to smooth. */
export interface OcrPage {
  image: Buffer;
  smooth: boolean;
}

/**
 * The picture made grey, upright (EXIF), at most A4 at 150 dpi after a 3 × 3 median (a scan's
 * speckle; on a drawn page it would thin the strokes) by sharp, with one libvips thread.
 */
async function prepared({ image, smooth }: OcrPage): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  sharp.concurrency(1);
  let page = sharp(image, { failOn: 'truncated', limitInputPixels: MAX_PAGE_IMAGE_PIXELS }).autoOrient().greyscale();
  if (smooth) page = page.median(3);
  return page
    .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * The text of pages' pictures (JPEG or PNG files), by tesseract.js's LSTM engine in a worker
 * thread of this process (so the child's limits count its memory and time), one engine for them
 * all. Each page is read as one block of lines: a letter's label and its value ("IBAN:  IS14 …")
 * then come out on one line, and the layout analysis is skipped.
 */
export async function ocrPages(pages: readonly OcrPage[]): Promise<string[]> {
  const { PSM } = await import('tesseract.js');
  let worker: Worker | undefined;
  try {
    const texts: string[] = [];
    for (const page of pages) {
      const picture = await prepared(page);
      if (worker === undefined) {
        worker = await startTesseract('letter');
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: OCR_DPI });
      }
      texts.push((await worker.recognize(picture)).data.text);
    }
    return texts;
  } finally {
    await worker?.terminate();
  }
}

/** The text of a photo or scan of a letter. */
export async function ocrText(image: Buffer): Promise<string> {
  return (await ocrPages([{ image, smooth: true }]))[0]!;
}
