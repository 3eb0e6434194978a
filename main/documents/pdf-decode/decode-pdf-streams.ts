import { BoundPassed, DecodeBudget, type PdfBound } from './decode-budget';
import { type Step, chainOf, decodeChain } from './filter-chain';
import { type FoundStream, PdfObjects } from './pdf-objects';
import type { Dict } from './pdf-syntax';
import { type Definitions, keyOf, largest, numbers, readings } from './resolve';
import { type Extent, streamExtents } from './stream-extent';

export interface PdfDecodeLimits {
  /** Everything the file's streams decode to, together: every filter's output, and pictures' encoded bytes. */
  decodedBytes: number;
  /** Streams and inline images, in the file and in its decoded object streams. */
  streams: number;
  /** PDF values parsed outside stream data (numbers, names, arrays…), as pdf-lib would hold them. */
  objects: number;
  /** Pixels a picture this check does not decode (JPEG, JPEG 2000, JBIG2, CCITT) may state. */
  imagePixels: number;
}

export type PdfDecodeOutcome =
  { within: true; decodedBytes: number; streams: number; objects: number; images: number } | { within: false; bound: PdfBound };

/** More ways to read one stream than this is no file a person made. */
const MAX_READINGS = 16;

/** One way a reader may take a stream: where its data is, and the filters it applies. */
interface Reading extends Extent {
  steps: Step[];
  key: string;
}

/**
 * Decodes every stream a reader could reach, through its whole filter chain, against one budget
 * for the file, and says whether the file stays within it. Each stream is decoded in every
 * reading a reader may give it (pdf.js's and pdf-lib's ideas of where its data is, each
 * definition of an indirect filter), object streams' objects and the streams and inline images
 * in decoded data are read in turn, and readings that new definitions make possible are decoded
 * too, until nothing new is found. Nothing is decoded past the budget: it stops there.
 */
export function decodePdfStreams(bytes: Uint8Array, limits: PdfDecodeLimits): PdfDecodeOutcome {
  const budget = new DecodeBudget(limits.decodedBytes);
  const objects = new PdfObjects(limits);
  const decoded = new Map<FoundStream, Set<string>>();
  /** The definitions each stream's readings were last worked out against: with none new, it has none new. */
  const readAgainst = new Map<FoundStream, number>();
  const images = new Set<FoundStream>();
  try {
    objects.scanFile(bytes);
    for (let changed = true; changed;) {
      changed = false;
      // Decoding finds more streams and definitions as it goes: the list grows while it is walked.
      for (let i = 0; i < objects.streams.length; i += 1) {
        const stream = objects.streams[i]!;
        if (readAgainst.get(stream) === objects.definitionCount) continue;
        readAgainst.set(stream, objects.definitionCount);
        let done = decoded.get(stream);
        if (done === undefined) decoded.set(stream, (done = new Set()));
        for (const reading of readingsOf(stream, objects.definitions)) {
          if (done.has(reading.key)) continue;
          done.add(reading.key);
          changed = true;
          const result = decodeChain(stream.source.subarray(reading.start, reading.end), reading.steps, {
            budget,
            maxImagePixels: limits.imagePixels,
            stated: () => ({
              width: largest(stream.dict.get('W', 'Width'), objects.definitions),
              height: largest(stream.dict.get('H', 'Height'), objects.definitions),
            }),
            chargeImageData: stream.inlineStart === undefined,
          });
          if (result.kind === 'image') images.add(stream);
          else readDecoded(result.bytes, stream.dict, objects);
        }
      }
    }
    return { within: true, decodedBytes: budget.decoded, streams: objects.streams.length, objects: objects.values, images: images.size };
  } catch (error) {
    if (error instanceof BoundPassed) return { within: false, bound: error.bound };
    throw error;
  }
}

/** What decoded data may hold: an object stream's objects (pdf.js takes any stream with integer N and First as one), inline images. */
function readDecoded(data: Uint8Array, dict: Dict, objects: PdfObjects): void {
  const integers = (key: string) => numbers(dict.get(key), objects.definitions).filter(Number.isInteger);
  for (const count of integers('N')) for (const first of integers('First')) objects.scanObjectStream(data, count, first);
  objects.scanContent(data);
}

function readingsOf(stream: FoundStream, definitions: Definitions): Reading[] {
  const { source, dict } = stream;
  const extents =
    stream.keywordEnd === undefined
      ? [{ start: stream.inlineStart!, end: source.length }]
      : streamExtents(
          source,
          stream.keywordEnd,
          source.length,
          numbers(dict.get('Length'), definitions),
          typeof dict.get('Length') === 'number' ? (dict.get('Length') as number) : undefined,
        );
  // pdf.js reads the abbreviations F and DP first; pdf-lib reads only Filter and DecodeParms.
  const chains = new Map<string, Step[]>();
  for (const [filterKeys, paramKeys] of [
    [
      ['F', 'Filter'],
      ['DP', 'DecodeParms'],
    ],
    [['Filter'], ['DecodeParms']],
  ] as const) {
    for (const filter of readings(dict.get(...filterKeys), definitions)) {
      for (const params of readings(dict.get(...paramKeys), definitions)) {
        const steps = chainOf(filter, params);
        if (steps !== undefined) chains.set(steps.map((step) => `${step.name} ${keyOf(step.params)}`).join(' | '), steps);
      }
    }
  }
  const all: Reading[] = [];
  for (const extent of extents) {
    for (const [chain, steps] of chains) all.push({ ...extent, steps, key: `${extent.start}-${extent.end}: ${chain}` });
  }
  if (all.length > MAX_READINGS) throw new BoundPassed('filters');
  return all;
}
