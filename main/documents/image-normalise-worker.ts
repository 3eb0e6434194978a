import { createRequire } from 'node:module';
import type SharpModule from 'sharp';
import { type WorkerLimits, runLimitedWorker } from './limited-worker';

/** What the worker made of an image; main turns it into a stored document or a refusal. */
export type ImageVerdict =
  | { kind: 'ok'; bytes: Uint8Array; mediaType: 'image/jpeg' | 'image/png'; width: number; height: number }
  | { kind: 'pages'; pages: number }
  | { kind: 'pixel_limit' }
  | { kind: 'undecodable' }
  /** Even the smallest JPEG step is over 1 MB. */
  | { kind: 'cannot_shrink' }
  /** It needed more memory or time than allowed, or the worker died decoding it. */
  | { kind: 'too_demanding' };

/** The heap limit bounds the worker's JavaScript; the pixels are libvips's, bounded by the pixel limit. libvips stops its own work at the time limit too. */
export type ImageWorkLimits = WorkerLimits;

/** A 200-megapixel photo takes about 3 s on one busy core; 15 s is as long as the PDF check may take. */
export const IMAGE_WORK_LIMITS: ImageWorkLimits = { heapMb: 256, timeoutMs: 15_000 };

/** Shared with the worker through workerData, so the numbers live in one place. */
export interface ImageWorkSettings {
  maxLongSide: number;
  maxImageBytes: number;
  maxInputPixels: number;
  /** What an image that can only be decoded whole (interlaced, progressive) may decode to, in bytes. */
  maxWholeDecodeBytes: number;
  jpegSteps: readonly { longSide: number; quality: number }[];
}

interface WorkerInput {
  bytes: Uint8Array;
  format: string;
  sharpPath: string;
  settings: ImageWorkSettings;
  timeoutSeconds: number;
}

/**
 * The worker's whole program. It runs as the source text of this function (`toString`), so the
 * same text works from the TypeScript sources (tests), the Node bundles and Electron's, with no
 * file to locate; it must therefore use nothing from this module's scope, only Node's globals.
 *
 * Any readable image becomes a JPEG, or a PNG when the source was lossless and PNG is the smaller
 * (scans of text on white), upright by its EXIF orientation, within the long side and byte limit.
 * Encoding from decoded pixels means no metadata of the input (EXIF with GPS, XMP, ICC, comments)
 * can reach the output: there is nothing to strip because nothing is carried.
 */
function imageWorkerProgram(): void {
  // Not `require`: bundlers rewrite that name to a helper of their own, absent from the worker.
  const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
  const input = workerData as WorkerInput;
  const { createRequire } = process.getBuiltinModule('node:module');
  const sharp = createRequire(input.sharpPath)(input.sharpPath) as typeof SharpModule;
  sharp.cache(false); // nothing is decoded twice; a cache would only hold the pixels longer
  const { settings, format } = input;
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  // 'truncated' refuses cut-off files but tolerates the harmless warnings many cameras' JPEGs raise.
  const options = { failOn: 'truncated', limitInputPixels: settings.maxInputPixels } as const;
  // libvips stops a pipeline that runs past the worker's time limit, so no orphaned work goes on.
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

  function fromPixels({ data, info }: Pixels, longSide: number) {
    // Without the explicit grey colourspace, sharp would write one grey channel out as three.
    const image = (info.channels === 1 ? sharp(data, { raw: info }).toColourspace('b-w') : sharp(data, { raw: info })).timeout(timeout);
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

  async function normalise(): Promise<Made | ImageVerdict> {
    const pixels = await decode();
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

  normalise().then(
    (made) => {
      if ('kind' in made) return parentPort!.postMessage(made);
      const copy = new Uint8Array(made.bytes); // its own buffer, transferred rather than cloned
      parentPort!.postMessage({ kind: 'ok', ...made, bytes: copy } satisfies ImageVerdict, [copy.buffer]);
    },
    (error: unknown) =>
      parentPort!.postMessage(
        error instanceof Refusal ? error.verdict : /timeout/i.test(String(error)) ? { kind: 'too_demanding' } : { kind: 'undecodable' },
      ),
  );
}

const WORKER_SOURCE = `(${imageWorkerProgram.toString()})();`;

// `require` in the bundles (Node's and Electron's), createRequire from the TypeScript sources.
const localRequire: NodeJS.Require = typeof require === 'function' ? require : createRequire(import.meta.url);

/**
 * One image at a time. sharp runs each pipeline on libuv's thread pool (four threads), which main
 * shares for file reads, DNS and async crypto: four large images at once would hold all four
 * threads for seconds, and main's file reads would wait as long. In turn, at most two pool threads
 * are ever busy with an image (its JPEG and PNG encodings).
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Normalises an image in a worker thread with a heap limit and a time limit: a decode built to
 * take minutes or to allocate gigabytes of JavaScript costs main nothing but the wait, and the
 * worker is ended (and libvips stopped) when it runs out of time or memory. The time counts from
 * the image's own turn, not from when it was queued.
 */
export function normaliseImageInWorker(
  bytes: Buffer,
  format: string,
  settings: ImageWorkSettings,
  limits: ImageWorkLimits = IMAGE_WORK_LIMITS,
): Promise<ImageVerdict> {
  const turn = queue.then(() => runWorker(bytes, format, settings, limits));
  queue = turn.catch(() => undefined);
  return turn;
}

function runWorker(bytes: Buffer, format: string, settings: ImageWorkSettings, limits: ImageWorkLimits): Promise<ImageVerdict> {
  const input: Omit<WorkerInput, 'bytes'> = {
    format,
    sharpPath: localRequire.resolve('sharp'),
    settings,
    timeoutSeconds: Math.max(1, Math.ceil(limits.timeoutMs / 1000)),
  };
  return runLimitedWorker<ImageVerdict>(WORKER_SOURCE, bytes, { ...input }, limits, { kind: 'too_demanding' });
}
