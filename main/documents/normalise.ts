import { detectFormat } from './detect-format';
import { DocumentError } from './document-errors';
import { normaliseImage } from './image-normalise';
import { checkPdf } from './pdf-check';
import type { StoredMediaType } from './stored-media-types';

export interface NormalisedDocument {
  bytes: Buffer;
  /** What the file became; its name is given when it is stored (`document-names.ts`). */
  mediaType: StoredMediaType;
  width?: number;
  height?: number;
  pages?: number;
}

/**
 * Every file that may be stored, from any source (picked, dropped, pasted, photographed,
 * scanned), passes here first: its type is read from the bytes, PDFs are checked and kept as they
 * are, images are re-encoded without their metadata. Anything else is refused with a message the
 * agent can act on; the caller stores nothing then.
 */
export async function normaliseDocument(bytes: Buffer): Promise<NormalisedDocument> {
  if (bytes.length === 0) throw new DocumentError('empty', 'The file is empty (0 bytes). Choose the document again.');
  const format = detectFormat(bytes);
  switch (format) {
    case 'pdf': {
      const { pages } = await checkPdf(bytes);
      return { bytes, mediaType: 'application/pdf', pages };
    }
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'tiff':
    case 'gif':
    case 'avif':
    case 'heic': {
      return normaliseImage(bytes, format);
    }
    case 'svg':
      // sharp could render it, but a drawing is not a document photo and SVG can carry scripts and links.
      throw new DocumentError('unsupported', 'SVG drawings are not accepted. Use a photo, a scan or a PDF of the document.');
    case 'bmp':
    case 'unknown':
      throw new DocumentError(
        'unsupported',
        'This file is not a PDF or an image the app can read. Use a PDF, JPEG or PNG (TIFF, WebP, GIF and AVIF images are converted).',
      );
  }
}
