import { type PageResolution, drawPage, scaleOf } from '../pdf-render/draw-page';
import { greyPng } from '../pdf-render/grey-png';
import { openPdf } from '../pdf-render/open-pdf';
import { MIN_TEXT_LAYER_CHARS } from '$shared/documents/letter-as-shown';
import { pageTexts, paintedCount, textLayerOf } from './shown-text';
import { MAX_TEXT_CHARS } from './text-lines';

/** The pages of a letter that are read; a bank's confirmation is one or two, its IBAN on the first. */
export const MAX_READ_PAGES = 2;

/**
 * A page with a text layer is drawn at 150 dpi, the resolution OCR reads at, no larger than A4's
 * at it: drawn type is sharp there. A page without (a scan) is drawn at 300 dpi, as a scanner
 * would scan it, for OCR to smooth its grain and shrink it.
 */
export const TEXT_PAGE_RESOLUTION: PageResolution = { dpi: 150, maxLongSidePx: 1754 };
export const SCAN_PAGE_RESOLUTION: PageResolution = { dpi: 300, maxLongSidePx: 3508 };

/** One page of a PDF letter: its picture as drawn (a grey PNG), the text it shows and the text its layer carries unseen. */
export interface LetterPage {
  picture: Uint8Array;
  shown: string;
  hidden: string;
}

export interface LetterPageVerdict {
  kind: 'pages';
  pages: LetterPage[];
}

/**
 * The first pages of a PDF letter as a person sees them: each drawn by pdf.js as a viewer draws
 * it (never an image it carries but does not draw), and its text layer split into the text that
 * shows and the text that does not. Throws what pdf.js throws for a PDF it cannot open.
 */
export async function readLetterPages(bytes: Buffer): Promise<LetterPageVerdict> {
  const document = await openPdf(bytes);
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    const pages: LetterPage[] = [];
    let chars = 0;
    for (let number = 1; number <= Math.min(document.numPages, MAX_READ_PAGES); number += 1) {
      const page = await document.getPage(number);
      const layer = await textLayerOf(page, OPS);
      const scale = scaleOf(page, paintedCount(layer) >= MIN_TEXT_LAYER_CHARS ? TEXT_PAGE_RESOLUTION : SCAN_PAGE_RESOLUTION);
      const drawn = await drawPage(page, scale);
      const texts = await pageTexts(page, scale, drawn, layer, OPS);
      const picture = await greyPng(drawn);
      const shown = texts.shown.slice(0, Math.max(0, MAX_TEXT_CHARS - chars));
      chars += shown.length;
      pages.push({
        picture: new Uint8Array(picture.buffer, picture.byteOffset, picture.byteLength),
        shown,
        hidden: texts.hidden.slice(0, MAX_TEXT_CHARS),
      });
      page.cleanup();
    }
    return { kind: 'pages', pages };
  } finally {
    await document.destroy();
  }
}
