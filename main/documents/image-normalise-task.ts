import { rethrowIfOutOfMemory } from '$main/limited-child/out-of-memory';
import { inNormalForm } from './normal-form';
import { type ThumbnailMade, type ThumbnailSettings, encodeThumbnail } from './thumbnail-task';

/**
 * What the child made of an image; main turns it into a stored document or a refusal. A document
 * it passes comes with its thumbnail, made from the pixels decoded for it (none if that failed).
 */
export type ImageVerdict =
  | { kind: 'ok'; bytes: Uint8Array; mediaType: 'image/jpeg' | 'image/png'; width: number; height: number; thumbnail?: ThumbnailMade }
  /** Asked to keep a normal image (`keepIfNormal`): it decoded within the limits and is already what `ok` would make of it. */
  | { kind: 'normal'; mediaType: 'image/jpeg' | 'image/png'; width: number; height: number; thumbnail?: ThumbnailMade }
  | { kind: 'pages'; pages: number }
  | { kind: 'pixel_limit' }
  | { kind: 'undecodable' }
  /** Even the smallest JPEG step is over 1 MB. */
  | { kind: 'cannot_shrink' }
  /** Decoding it whole would take more than allowed, or libvips stopped it at its time limit. */
  | { kind: 'too_demanding' };

/** Sent to the child with the bytes, so the numbers live in one place (image-normalise.ts). */
export interface ImageWorkSettings {
  maxLongSide: number;
  maxImageBytes: number;
  maxInputPixels: number;
  /** What an image that can only be decoded whole (interlaced, progressive) may decode to, in bytes. */
  maxWholeDecodeBytes: number;
  jpegSteps: readonly { longSide: number; quality: number }[];
  /** The thumbnail stored with the document. */
  thumbnail: ThumbnailSettings;
}

export interface ImageTaskInput {
  format: string;
  settings: ImageWorkSettings;
  /** libvips stops a pipeline that runs longer, before the child's own limits end it. */
  timeoutSeconds: number;
  /**
   * Answer `normal` rather than re-encode an image already in the form this task makes: a JPEG or
   * PNG within the long side and byte limit, upright, with nothing in its container but the image
   * (normal-form.ts). It is still decoded whole first, so it is known to open within the limits.
   */
  keepIfNormal?: boolean;
}

/**
 * Runs in the limited child, one image per child. Any readable image becomes a JPEG, or a PNG when
 * the source was lossless and PNG is the smaller (scans of text on white), upright by its EXIF
 * orientation, within the long side and byte limit. Encoding from decoded pixels means no metadata
 * of the input (EXIF with GPS, XMP, ICC, comments) can reach the output: there is nothing to strip
 * because nothing is carried.
 */
export async function normaliseImageTask(bytes: Buffer, input: ImageTaskInput): Promise<ImageVerdict> {
  // Loaded here, not at the top: a child checking a PDF never starts libvips.
  const { default: sharp } = await import('sharp');
  sharp.cache(false); // nothing is decoded twice; a cache would only hold the pixels longer
  // One libvips thread: the child's limits count every thread, and a document needs no parallel decode.
  sharp.concurrency(1);
  const { settings, format } = input;
  // 'truncated' refuses cut-off files but tolerates the harmless warnings many cameras' JPEGs raise.
  const options = { failOn: 'truncated', limitInputPixels: settings.maxInputPixels } as const;
  const timeout = { seconds: input.timeoutSeconds };

  type Pixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  type Made = { bytes: Buffer; mediaType: 'image/jpeg' | 'image/png'; width: number; height: number };
  class Refusal {
    constructor(readonly verdict: ImageVerdict) {}
  }

  async function decode(): Promise<Pixels> {
    let meta;
    try {
      meta = await sharp(bytes, options).metadata();
    } catch (error) {
      rethrowIfOutOfMemory(error);
      throw new Refusal(/pixel limit/i.test(String(error)) ? { kind: 'pixel_limit' } : { kind: 'undecodable' });
    }
    // Interlaced PNGs and GIFs and progressive JPEGs are held whole while decoded, not streamed:
    // 300 KB of interlaced RGBA PNG at 196 megapixels took 830 MB of native memory, which no heap
    // limit bounds. What they may decode to is bounded here, from the header, before any of it.
    const decodedBytes = (meta.width ?? 0) * (meta.height ?? 0) * (meta.channels ?? 4);
    if (meta.isProgressive && decodedBytes > settings.maxWholeDecodeBytes) throw new Refusal({ kind: 'too_demanding' });
    const pages = meta.pages ?? 1;
    if (pages > 1) throw new Refusal({ kind: 'pages', pages });
    const grey = meta.space === 'b-w' || meta.space === 'grey16';
    try {
      const { data, info } = await sharp(bytes, options)
        .timeout(timeout)
        .autoOrient()
        .flatten({ background: '#ffffff' }) // transparent areas would turn black in a JPEG
        // Mitchell: no ringing around text edges (which also costs JPEG bytes), and ~10% faster than Lanczos.
        .resize({ width: settings.maxLongSide, height: settings.maxLongSide, fit: 'inside', withoutEnlargement: true, kernel: 'mitchell' })
        .toColourspace(grey ? 'b-w' : 'srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      return collapseGrey({ data, info: { width: info.width, height: info.height, channels: info.channels } });
    } catch (error) {
      rethrowIfOutOfMemory(error);
      const text = String(error);
      if (/timeout/i.test(text)) throw new Refusal({ kind: 'too_demanding' });
      throw new Refusal(/pixel limit/i.test(text) ? { kind: 'pixel_limit' } : { kind: 'undecodable' });
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

  function imageOf({ data, info }: Pixels) {
    // Without the explicit grey colourspace, sharp would write one grey channel out as three.
    return (info.channels === 1 ? sharp(data, { raw: info }).toColourspace('b-w') : sharp(data, { raw: info })).timeout(timeout);
  }

  function fromPixels(pixels: Pixels, longSide: number) {
    const image = imageOf(pixels);
    const { info } = pixels;
    return Math.max(info.width, info.height) > longSide
      ? image.resize({ width: longSide, height: longSide, fit: 'inside', kernel: 'mitchell' })
      : image;
  }

  async function encodeJpeg(pixels: Pixels, step: { longSide: number; quality: number }): Promise<Made> {
    // Plain libjpeg-turbo with optimised Huffman tables: mozjpeg's trellis saves ~30% but costs
    // five times the time, and the 1 MB limit is met without it.
    const { data, info } = await fromPixels(pixels, step.longSide)
      .jpeg({ quality: step.quality, optimiseCoding: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mediaType: 'image/jpeg', width: info.width, height: info.height };
  }

  async function encodePng(pixels: Pixels): Promise<Made> {
    // Adaptive filtering at zlib level 6: within 1% of level 9 on text pages, at a third of the time.
    const { data, info } = await fromPixels(pixels, settings.maxLongSide)
      .png({ compressionLevel: 6, adaptiveFiltering: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mediaType: 'image/png', width: info.width, height: info.height };
  }

  /** Read from the header after the decode proved the pixels open; undefined when the image must be re-encoded. */
  async function normalAsItIs(): Promise<ImageVerdict | undefined> {
    if (format !== 'jpeg' && format !== 'png') return undefined;
    if (bytes.length > settings.maxImageBytes || !inNormalForm(bytes, format)) return undefined;
    const { width = 0, height = 0, orientation = 1 } = await sharp(bytes, options).metadata();
    if (orientation !== 1 || Math.max(width, height) > settings.maxLongSide || width === 0 || height === 0) return undefined;
    return { kind: 'normal', mediaType: format === 'jpeg' ? 'image/jpeg' : 'image/png', width, height };
  }

  /** Made once, here, where the pixels are decoded already; a document is never refused for want of one. */
  async function thumbnailOf(pixels: Pixels): Promise<ThumbnailMade | undefined> {
    try {
      return await encodeThumbnail(imageOf(pixels), settings.thumbnail);
    } catch (error) {
      rethrowIfOutOfMemory(error);
      return undefined;
    }
  }

  async function normalise(): Promise<ImageVerdict> {
    const pixels = await decode();
    const made = await normalised(pixels);
    if ('kind' in made && made.kind !== 'normal') return made;
    const thumbnail = await thumbnailOf(pixels);
    if ('kind' in made) return { ...made, thumbnail };
    return { kind: 'ok', ...made, bytes: new Uint8Array(made.bytes.buffer, made.bytes.byteOffset, made.bytes.byteLength), thumbnail };
  }

  async function normalised(pixels: Pixels): Promise<Made | ImageVerdict> {
    if (input.keepIfNormal) {
      const normal = await normalAsItIs();
      if (normal !== undefined) return normal;
    }
    // A photo was lossy already; a PNG of it is never the smaller, so it is not even tried.
    const [first, ...later] = settings.jpegSteps;
    const [jpeg, png] = await Promise.all([encodeJpeg(pixels, first!), format === 'jpeg' ? undefined : encodePng(pixels)]);
    if (png !== undefined && png.bytes.length <= settings.maxImageBytes && png.bytes.length <= jpeg.bytes.length) return png;
    if (jpeg.bytes.length <= settings.maxImageBytes) return jpeg;
    for (const step of later) {
      const smaller = await encodeJpeg(pixels, step);
      if (smaller.bytes.length <= settings.maxImageBytes) return smaller;
    }
    return { kind: 'cannot_shrink' };
  }

  try {
    return await normalise();
  } catch (error) {
    if (error instanceof Refusal) return error.verdict;
    rethrowIfOutOfMemory(error);
    return /timeout/i.test(String(error)) ? { kind: 'too_demanding' } : { kind: 'undecodable' };
  }
}
