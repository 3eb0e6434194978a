import zlib from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/** A scanned page's picture as the PDF holds it: JPEG bytes as they are, or inflated pixels. */
export type PageImage = { kind: 'jpeg'; bytes: Buffer } | { kind: 'raw'; pixels: Buffer; width: number; height: number; channels: 1 | 3 };

/** A scan of A4 at 600 dpi is 35 megapixels; a letter's page picture is never more. */
export const MAX_PAGE_IMAGE_PIXELS = 40_000_000;

const CHANNELS: Readonly<Record<string, 1 | 3>> = { DeviceGray: 1, DeviceRGB: 3, CalGray: 1, CalRGB: 3 };

/**
 * The largest picture on a PDF's first page, which in a scanner's PDF is the page itself: a
 * DCTDecode stream is a JPEG file as it is; a FlateDecode one is inflated (no further than its
 * stated size) to 8-bit grey or RGB pixels. Other encodings (JPEG 2000, CCITT, JBIG2) and pictures
 * past the pixel limit give undefined: the letter is then unreadable, not guessed at.
 */
export async function firstPageImage(bytes: Buffer): Promise<PageImage | undefined> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const page = document.getPages()[0];
  const xObjects = page?.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (xObjects === undefined) return undefined;
  let largest: { stream: PDFRawStream; width: number; height: number } | undefined;
  for (const [name] of xObjects.entries()) {
    const stream = xObjects.lookup(name);
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = numberIn(stream.dict, 'Width');
    const height = numberIn(stream.dict, 'Height');
    if (width * height > (largest === undefined ? 0 : largest.width * largest.height)) largest = { stream, width, height };
  }
  if (largest === undefined || largest.width * largest.height > MAX_PAGE_IMAGE_PIXELS) return undefined;
  return decodeImage(largest.stream, largest.width, largest.height);
}

function numberIn(dict: PDFDict, key: string): number {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? Math.max(0, Math.floor(value.asNumber())) : 0;
}

function decodeImage(stream: PDFRawStream, width: number, height: number): PageImage | undefined {
  const { dict } = stream;
  let filter = dict.lookup(PDFName.of('Filter'));
  if (filter instanceof PDFArray && filter.size() === 1) filter = filter.lookup(0);
  const contents = Buffer.from(stream.contents.buffer, stream.contents.byteOffset, stream.contents.byteLength);
  if (filter === PDFName.of('DCTDecode')) return { kind: 'jpeg', bytes: contents };
  if (filter !== PDFName.of('FlateDecode') || numberIn(dict, 'BitsPerComponent') !== 8) return undefined;
  if (dict.get(PDFName.of('DecodeParms')) !== undefined) return undefined;
  const space = dict.lookup(PDFName.of('ColorSpace'));
  const channels = space instanceof PDFName ? CHANNELS[space.decodeText()] : undefined;
  if (channels === undefined) return undefined;
  const size = width * height * channels;
  try {
    const pixels = zlib.inflateSync(contents, { maxOutputLength: size });
    return pixels.length === size ? { kind: 'raw', pixels, width, height, channels } : undefined;
  } catch {
    return undefined;
  }
}

/** The page's picture as a file OCR takes: the JPEG as it is, inflated pixels as a PNG (sharp, one libvips thread). */
export async function pageImageFile(image: PageImage): Promise<{ bytes: Buffer; mediaType: 'image/jpeg' | 'image/png' }> {
  if (image.kind === 'jpeg') return { bytes: image.bytes, mediaType: 'image/jpeg' };
  const { default: sharp } = await import('sharp');
  sharp.concurrency(1);
  const { pixels, width, height, channels } = image;
  return {
    bytes: await sharp(pixels, { raw: { width, height, channels } }).png({ compressionLevel: 1 }).toBuffer(),
    mediaType: 'image/png',
  };
}
