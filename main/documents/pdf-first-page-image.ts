import zlib from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/** A scanned page's picture as the PDF holds it: JPEG bytes as they are, or inflated pixels. */
export type PageImage = { kind: 'jpeg'; bytes: Buffer } | { kind: 'raw'; pixels: Buffer; width: number; height: number; channels: 1 | 3 };

/** How large a picture its reader takes: its stated pixels, and what Flate may inflate to. */
export interface PageImageBounds {
  maxPixels: number;
  maxInflatedBytes: number;
}

const CHANNELS: Readonly<Record<string, 1 | 3>> = { DeviceGray: 1, DeviceRGB: 3, CalGray: 1, CalRGB: 3 };

/**
 * The largest picture on a PDF's first page, which in a scanner's PDF (a letter, an identity
 * document) is the page itself: a DCTDecode stream is a JPEG file as it is; a FlateDecode one is
 * inflated, no further than its stated size, to 8-bit grey or RGB pixels. Other encodings (JPEG
 * 2000, CCITT, JBIG2, predictors) and pictures past the bounds give undefined: not guessed at.
 * Throws what pdf-lib throws for a PDF it cannot open (damaged, encrypted).
 */
export async function largestImageOfFirstPage(bytes: Buffer, bounds: PageImageBounds): Promise<PageImage | undefined> {
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
  if (largest === undefined || largest.width * largest.height > bounds.maxPixels) return undefined;
  return decodeImage(largest.stream, largest.width, largest.height, bounds.maxInflatedBytes);
}

function numberIn(dict: PDFDict, key: string): number {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? Math.max(0, Math.floor(value.asNumber())) : 0;
}

function decodeImage(stream: PDFRawStream, width: number, height: number, maxInflatedBytes: number): PageImage | undefined {
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
  if (size > maxInflatedBytes) return undefined;
  try {
    const pixels = zlib.inflateSync(contents, { maxOutputLength: size });
    return pixels.length === size ? { kind: 'raw', pixels, width, height, channels } : undefined;
  } catch {
    return undefined;
  }
}
