import type { DetectedFormat } from './detect-format';
import { DocumentError, megabytes } from './document-errors';
import { type ChildLimits, PARSE_CHILD_LIMITS } from '$main/limited-child/child-limits';
import { runInLimitedChild } from '$main/limited-child/run-in-limited-child';
import type { ImageVerdict, ImageWorkSettings } from './image-normalise-task';
import { THUMBNAIL, type Thumbnail, thumbnailFrom } from './stored-thumbnail';

export type ImageFormat = Extract<DetectedFormat, 'jpeg' | 'png' | 'webp' | 'tiff' | 'gif' | 'avif' | 'heic'>;

/** The acquirer reads documents on screen: 2,000 px keeps ID print and bank letters legible. */
export const MAX_LONG_SIDE = 2000;
/** Decimal megabyte: the stricter reading of "1 MB", so no reading of it is exceeded. */
export const MAX_IMAGE_BYTES = 1_000_000;
/** Covers 200-megapixel phone sensors and 600 dpi A3 scans; bounds memory against decompression bombs. */
export const MAX_INPUT_PIXELS = 200_000_000;
/** What is read at all; far above any real photo or scan, well below what would strain main. */
export const MAX_IMAGE_INPUT_BYTES = 64 * 1024 * 1024;

const SETTINGS: ImageWorkSettings = {
  maxLongSide: MAX_LONG_SIDE,
  maxImageBytes: MAX_IMAGE_BYTES,
  maxInputPixels: MAX_INPUT_PIXELS,
  // 256 MiB: an interlaced 36-megapixel RGBA PNG or a progressive 85-megapixel JPEG; camera photos are baseline JPEGs.
  maxWholeDecodeBytes: 256 * 1024 * 1024,
  /**
   * JPEG quality first, then size: quality 80 at 2,000 px is what almost every photo gets; the later
   * steps exist for very noisy photos (night shots, grainy scans) and stop at a size still legible.
   */
  jpegSteps: [
    { longSide: 2000, quality: 80 },
    { longSide: 2000, quality: 70 },
    { longSide: 2000, quality: 60 },
    { longSide: 2000, quality: 50 },
    { longSide: 1600, quality: 55 },
    { longSide: 1600, quality: 45 },
    { longSide: 1280, quality: 45 },
    { longSide: 1024, quality: 40 },
  ],
  thumbnail: THUMBNAIL,
};

export interface NormalisedImage {
  bytes: Buffer;
  mediaType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  /** The bytes given, kept: asked to (`keepIfNormal`) and already in the normaliser's form. */
  unchanged: boolean;
  /** Made in the same child run, stored with the document; absent only when making it failed. */
  thumbnail?: Thumbnail;
}

/**
 * Any readable image becomes a JPEG, or a PNG when the source was lossless and PNG is the smaller,
 * upright, at most 2,000 px on its long side and 1 MB, with none of its metadata. The decoding and
 * encoding run in a child process with operating-system limits, one file at a time
 * (image-normalise-task.ts); this turns what the child found into a refusal the agent can act on.
 */
export async function normaliseImage(
  bytes: Buffer,
  format: ImageFormat,
  limits: ChildLimits = PARSE_CHILD_LIMITS,
  { keepIfNormal = false }: { keepIfNormal?: boolean } = {},
): Promise<NormalisedImage> {
  if (bytes.length > MAX_IMAGE_INPUT_BYTES) {
    throw new DocumentError(
      'too_large',
      `The image is ${megabytes(bytes.length)}; images up to ${megabytes(MAX_IMAGE_INPUT_BYTES)} can be read.`,
    );
  }
  // libvips stops itself a second before main would end the child, so a slow image is refused the same way.
  const timeoutSeconds = Math.max(1, Math.floor(limits.timeoutMs / 1000) - 1);
  const outcome = await runInLimitedChild('image-normalise', { format, settings: SETTINGS, timeoutSeconds, keepIfNormal }, bytes, limits);
  const verdict: ImageVerdict = outcome.kind === 'answered' ? outcome.verdict : { kind: 'too_demanding' };
  switch (verdict.kind) {
    case 'ok':
      return {
        bytes: Buffer.from(verdict.bytes.buffer, verdict.bytes.byteOffset, verdict.bytes.byteLength),
        mediaType: verdict.mediaType,
        width: verdict.width,
        height: verdict.height,
        unchanged: false,
        ...thumbnailOf(verdict),
      };
    case 'normal':
      return {
        bytes,
        mediaType: verdict.mediaType,
        width: verdict.width,
        height: verdict.height,
        unchanged: true,
        ...thumbnailOf(verdict),
      };
    case 'pages':
      throw new DocumentError(
        'unsupported',
        `The ${format.toUpperCase()} file holds ${verdict.pages} pages or frames; only single images can be converted. Save it as a PDF, or attach each page separately.`,
      );
    case 'pixel_limit':
      throw new DocumentError(
        'too_demanding',
        'The image has more than 200 megapixels and cannot be read. Use a smaller photo or a lower scan resolution.',
      );
    case 'too_demanding':
      throw new DocumentError(
        'too_demanding',
        'The image needs far more memory or time to open than a photo or scan of a document should. Take the photo again, or scan at a lower resolution.',
      );
    case 'cannot_shrink':
      throw new DocumentError(
        'too_large',
        'The image could not be made smaller than 1 MB while staying legible. Take the photo again in better light.',
      );
    case 'undecodable':
      if (format === 'heic') {
        throw new DocumentError(
          'unsupported',
          'HEIC photos (the iPhone default) cannot be read on this computer. Send the photo as JPEG (on the iPhone: Settings › Camera › Formats › Most Compatible), or take it with the app.',
        );
      }
      throw new DocumentError(
        'corrupt',
        'The image is damaged or incomplete and cannot be opened. Take the photo again or choose another file.',
      );
  }
}

function thumbnailOf(verdict: Extract<ImageVerdict, { kind: 'ok' | 'normal' }>): { thumbnail?: Thumbnail } {
  return verdict.thumbnail === undefined ? {} : { thumbnail: thumbnailFrom(verdict.thumbnail) };
}
