import { detectFormat } from './detect-format';
import { DocumentError } from './document-errors';
import { normaliseImage } from './image-normalise';
import { checkPdf } from './pdf-check';
import type { StoredMediaType } from './stored-media-types';
import type { Thumbnail } from './stored-thumbnail';

/** Only `normaliseDocument` makes one: the database takes no document that has not passed it. */
declare const passedTheGate: unique symbol;

export interface NormalisedDocument {
  bytes: Buffer;
  /** What the file became; its name is given when it is stored (`document-names.ts`). */
  mediaType: StoredMediaType;
  width?: number;
  height?: number;
  pages?: number;
  /** The bytes given, kept as they are: a PDF always; an image only when asked to and already normal (D24). */
  unchanged: boolean;
  /**
   * An image's thumbnail, made in the same child run from the pixels decoded for it and stored with
   * it (decision D13). None for a PDF, or when making it failed.
   */
  thumbnail?: Thumbnail;
  readonly [passedTheGate]: true;
}

export interface GateOptions {
  /**
   * Keep an image already in the normaliser's form byte for byte instead of re-encoding it (a
   * restored document this or another install stored). It is decoded under the same limits all the same.
   */
  keepIfNormal?: boolean;
}

/**
 * The gate every document passes before it is stored, from any source (picked, dropped, pasted,
 * photographed, scanned, imported, restored from a backup): its type is read from the bytes, PDFs
 * are checked and kept as they are, images are re-encoded upright, shrunk and without their
 * metadata, all of it in the limited child. Anything else is refused with a message the agent can
 * act on; the caller stores nothing then.
 */
export async function normaliseDocument(bytes: Buffer, options: GateOptions = {}): Promise<NormalisedDocument> {
  if (bytes.length === 0) throw new DocumentError('empty', 'The file is empty (0 bytes). Choose the document again.');
  const format = detectFormat(bytes);
  switch (format) {
    case 'pdf': {
      const { pages } = await checkPdf(bytes);
      return passed({ bytes, mediaType: 'application/pdf', pages, unchanged: true });
    }
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'tiff':
    case 'gif':
    case 'avif':
    case 'heic': {
      return passed(await normaliseImage(bytes, format, undefined, options));
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

function passed(document: Omit<NormalisedDocument, typeof passedTheGate>): NormalisedDocument {
  return document as NormalisedDocument;
}
