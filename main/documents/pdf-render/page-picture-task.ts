import { rethrowIfOutOfMemory } from '$main/limited-child/out-of-memory';
import { type PdfDecodeLimits, decodePdfStreams } from '../pdf-decode/decode-pdf-streams';
import { type PageResolution, drawPage, scaleOf } from './draw-page';
import { greyPng } from './grey-png';
import { openPdf } from './open-pdf';

export interface PagePictureInput {
  resolution: PageResolution;
  /** What the PDF's streams may decode to before it is not drawn (decode-pdf-streams.ts). */
  limits: PdfDecodeLimits;
}

export type PagePictureVerdict = { kind: 'picture'; png: Uint8Array } | { kind: 'corrupt' } | { kind: 'too_big_unpacked' };

/**
 * Runs in the limited child, one PDF per child: its first page drawn as a viewer draws it, as a
 * grey PNG, for a reader that reads pictures. What the page carries but does not draw (an image
 * it never paints, text it hides) is not in the picture.
 */
export async function drawFirstPageTask(bytes: Buffer, input: PagePictureInput): Promise<PagePictureVerdict> {
  try {
    if (!decodePdfStreams(bytes, input.limits).within) return { kind: 'too_big_unpacked' };
    const document = await openPdf(bytes);
    try {
      const page = await document.getPage(1);
      const png = await greyPng(await drawPage(page, scaleOf(page, input.resolution)));
      return { kind: 'picture', png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength) };
    } finally {
      await document.destroy();
    }
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'corrupt' };
  }
}
