import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { DetectedFormat } from './detect-format';
import { DocumentError, megabytes } from './document-errors';

export type ImageFormat = Extract<DetectedFormat, 'jpeg' | 'png' | 'webp' | 'tiff' | 'gif' | 'avif' | 'heic'>;

/** The acquirer reads documents on screen: 2,000 px keeps ID print and bank letters legible. */
export const MAX_LONG_SIDE = 2000;
/** Decimal megabyte: the stricter reading of "1 MB", so no reading of it is exceeded. */
export const MAX_IMAGE_BYTES = 1_000_000;
/** Covers 200-megapixel phone sensors and 600 dpi A3 scans; bounds memory against decompression bombs. */
const MAX_INPUT_PIXELS = 200_000_000;
/** What is read at all; far above any real photo or scan, well below what would strain main. */
export const MAX_IMAGE_INPUT_BYTES = 64 * 1024 * 1024;

/**
 * JPEG quality first, then size: quality 80 at 2,000 px is what almost every photo gets; the later
 * steps exist for very noisy photos (night shots, grainy scans) and stop at a size still legible.
 */
const JPEG_STEPS: readonly { longSide: number; quality: number }[] = [
  { longSide: 2000, quality: 80 },
  { longSide: 2000, quality: 70 },
  { longSide: 2000, quality: 60 },
  { longSide: 2000, quality: 50 },
  { longSide: 1600, quality: 55 },
  { longSide: 1600, quality: 45 },
  { longSide: 1280, quality: 45 },
  { longSide: 1024, quality: 40 },
];

export interface NormalisedImage {
  bytes: Buffer;
  mediaType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Any readable image becomes a JPEG, or a PNG when the source was lossless and PNG is the smaller
 * (scans of text on white), upright by its EXIF orientation, at most 2,000 px on its long side
 * and 1 MB. Encoding from decoded pixels means no metadata of the input (EXIF with GPS, XMP, ICC,
 * comments) can reach the output: there is nothing to strip because nothing is carried.
 */
export async function normaliseImage(bytes: Buffer, format: ImageFormat): Promise<NormalisedImage> {
  if (bytes.length > MAX_IMAGE_INPUT_BYTES) {
    throw new DocumentError(
      'too_large',
      `The image is ${megabytes(bytes.length)}; images up to ${megabytes(MAX_IMAGE_INPUT_BYTES)} can be read.`,
    );
  }
  const pixels = await decode(bytes, format);
  // A photo was lossy already; a PNG of it is never the smaller, so it is not even tried.
  const [jpeg, png] = await Promise.all([encodeJpeg(pixels, JPEG_STEPS[0]!), format === 'jpeg' ? undefined : encodePng(pixels)]);
  if (png !== undefined && png.bytes.length <= MAX_IMAGE_BYTES && png.bytes.length <= jpeg.bytes.length) return png;
  if (jpeg.bytes.length <= MAX_IMAGE_BYTES) return jpeg;
  for (const step of JPEG_STEPS.slice(1)) {
    const smaller = await encodeJpeg(pixels, step);
    if (smaller.bytes.length <= MAX_IMAGE_BYTES) return smaller;
  }
  throw new DocumentError(
    'too_large',
    'The image could not be made smaller than 1 MB while staying legible. Take the photo again in better light.',
  );
}

async function decode(bytes: Buffer, format: ImageFormat): Promise<Pixels> {
  // 'truncated' refuses cut-off files but tolerates the harmless warnings many cameras' JPEGs raise.
  const options: SharpOptions = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS };
  try {
    const meta = await sharp(bytes, options).metadata();
    const pages = meta.pages ?? 1;
    if (pages > 1) {
      throw new DocumentError(
        'unsupported',
        `The ${format.toUpperCase()} file holds ${pages} pages or frames; only single images can be converted. Save it as a PDF, or attach each page separately.`,
      );
    }
    const grey = meta.space === 'b-w' || meta.space === 'grey16';
    const { data, info } = await sharp(bytes, options)
      .autoOrient()
      .flatten({ background: '#ffffff' }) // transparent areas would turn black in a JPEG
      // Mitchell: no ringing around text edges (which also costs JPEG bytes), and ~10% faster than Lanczos.
      .resize({ width: MAX_LONG_SIDE, height: MAX_LONG_SIDE, fit: 'inside', withoutEnlargement: true, kernel: 'mitchell' })
      .toColourspace(grey ? 'b-w' : 'srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return collapseGrey({ data, info: { width: info.width, height: info.height, channels: info.channels } });
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw decodeFailure(error, format);
  }
}

/**
 * A colour image whose every pixel is grey (a black-and-white page scanned or exported in colour)
 * is stored with one channel: a third of the pixels to compress, with nothing lost. Photos leave at
 * their first coloured pixel, so the check costs them nothing.
 */
function collapseGrey(pixels: Pixels): Pixels {
  const { data, info } = pixels;
  if (info.channels !== 3) return pixels;
  for (let i = 0; i < data.length; i += 3) {
    if (data[i] !== data[i + 1] || data[i] !== data[i + 2]) return pixels;
  }
  const grey = Buffer.allocUnsafe(info.width * info.height);
  for (let i = 0, j = 0; j < grey.length; i += 3, j += 1) grey[j] = data[i]!;
  return { data: grey, info: { ...info, channels: 1 } };
}

function decodeFailure(error: unknown, format: ImageFormat): DocumentError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return new DocumentError(
      'too_large',
      'The image has more than 200 megapixels and cannot be read. Use a smaller photo or a lower scan resolution.',
    );
  }
  if (format === 'heic') {
    return new DocumentError(
      'unsupported',
      'HEIC photos (the iPhone default) cannot be read on this computer. Send the photo as JPEG (on the iPhone: Settings › Camera › Formats › Most Compatible), or take it with the app.',
    );
  }
  return new DocumentError(
    'corrupt',
    'The image is damaged or incomplete and cannot be opened. Take the photo again or choose another file.',
  );
}

function fromPixels({ data, info }: Pixels, longSide = MAX_LONG_SIDE): Sharp {
  // Without the explicit grey colourspace, sharp would write one grey channel out as three.
  const image = info.channels === 1 ? sharp(data, { raw: info }).toColourspace('b-w') : sharp(data, { raw: info });
  return Math.max(info.width, info.height) > longSide
    ? image.resize({ width: longSide, height: longSide, fit: 'inside', kernel: 'mitchell' })
    : image;
}

async function encodeJpeg(pixels: Pixels, step: { longSide: number; quality: number }): Promise<NormalisedImage> {
  // Plain libjpeg-turbo with optimised Huffman tables: mozjpeg's trellis saves ~30% but costs
  // five times the time, and the 1 MB limit is met without it.
  const { data, info } = await fromPixels(pixels, step.longSide)
    .jpeg({ quality: step.quality, optimiseCoding: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, mediaType: 'image/jpeg', width: info.width, height: info.height };
}

async function encodePng(pixels: Pixels): Promise<NormalisedImage> {
  // Adaptive filtering at zlib level 6: within 1% of level 9 on text pages, at a third of the time.
  const { data, info } = await fromPixels(pixels)
    .png({ compressionLevel: 6, adaptiveFiltering: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, mediaType: 'image/png', width: info.width, height: info.height };
}
