import type { PDFPageProxy, RenderParameters } from 'pdfjs-dist/types/src/display/api';

/** A page as drawn: one byte of lightness a pixel (0 black, 255 white), row by row. */
export interface GreyPage {
  grey: Uint8Array;
  width: number;
  height: number;
}

/** How finely a page is drawn: its resolution, and the most pixels its long side may have. */
export interface PageResolution {
  dpi: number;
  maxLongSidePx: number;
}

/** The scale (pixels a PDF point) a page is drawn at: its resolution, lowered where its long side would pass the bound. */
export function scaleOf(page: PDFPageProxy, resolution: PageResolution): number {
  const { width, height } = page.getViewport({ scale: 1 });
  return Math.min(resolution.dpi / 72, resolution.maxLongSidePx / Math.max(width, height, 1));
}

/** Rows read back from the canvas at a time, so the page is never held twice in colour. */
const STRIP_ROWS = 128;

/**
 * Draws a page as a viewer shows it (its crop box, turned as it says, annotations' appearances,
 * on white) at `scale`, and gives its lightness. `skip` names operations of the page's list
 * (`page.getOperatorList()`, in the same order) not to draw: the page without its text is drawn
 * this way to see what its text adds.
 */
export async function drawPage(page: PDFPageProxy, scale: number, skip?: (index: number) => boolean): Promise<GreyPage> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  try {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({
      // Skia's canvas stands in for the browser's, whose types pdf.js names.
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
      background: '#ffffff',
      ...(skip === undefined ? {} : { operationsFilter: (index: number) => !skip(index) }),
    }).promise;
    const grey = new Uint8Array(width * height);
    for (let top = 0; top < height; top += STRIP_ROWS) {
      const rows = Math.min(STRIP_ROWS, height - top);
      const { data } = context.getImageData(0, top, width, rows);
      for (let i = 0, j = top * width; i < data.length; i += 4, j += 1) {
        // Rec. 709 luma of the sRGB values: near enough to how light a person sees a colour.
        grey[j] = (data[i]! * 2126 + data[i + 1]! * 7152 + data[i + 2]! * 722) / 10_000;
      }
    }
    return { grey, width, height };
  } finally {
    // Skia's pixels go now, not when the collector finds the canvas.
    canvas.width = 0;
    canvas.height = 0;
  }
}
