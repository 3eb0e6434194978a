import zlib from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/** An image a PDF's first page shows: a JPEG as stored, or raw pixels the reader can wrap. */
export type PdfImage = { kind: 'jpeg'; bytes: Buffer } | { kind: 'raw'; pixels: Buffer; width: number; height: number; channels: 1 | 3 };

/** What a PDF's image may inflate to: a 300 dpi A4 scan in colour is about 26 MB. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

function numberOf(dict: PDFDict, key: string): number {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : 0;
}

/**
 * The largest image drawn on the first page: a scan or photo of an identity document saved as a
 * PDF is one image on one page. JPEG (DCTDecode) is read as it is; 8-bit grey or RGB behind
 * FlateDecode is inflated within a bound; anything else is not an image this reader reads.
 */
export async function largestImageOfFirstPage(bytes: Buffer): Promise<PdfImage | undefined> {
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const page = document.getPages()[0];
  const objects = page?.node.Resources()?.lookup(PDFName.of('XObject'));
  if (!(objects instanceof PDFDict)) return undefined;
  let best: { stream: PDFRawStream; width: number; height: number } | undefined;
  for (const name of objects.keys()) {
    const stream = objects.lookup(name);
    if (!(stream instanceof PDFRawStream) || stream.dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = numberOf(stream.dict, 'Width');
    const height = numberOf(stream.dict, 'Height');
    if (best === undefined || width * height > best.width * best.height) best = { stream, width, height };
  }
  if (best === undefined) return undefined;
  const { stream, width, height } = best;
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const data = Buffer.from(stream.contents);
  if (filter === PDFName.of('DCTDecode')) return { kind: 'jpeg', bytes: data };
  const space = stream.dict.lookup(PDFName.of('ColorSpace'));
  const channels = space === PDFName.of('DeviceGray') ? 1 : space === PDFName.of('DeviceRGB') ? 3 : 0;
  if (filter !== PDFName.of('FlateDecode') || channels === 0 || numberOf(stream.dict, 'BitsPerComponent') !== 8) return undefined;
  const pixels = zlib.inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES });
  if (pixels.length < width * height * channels) return undefined;
  return { kind: 'raw', pixels, width, height, channels };
}
