import { asciiHexDecode, ascii85Decode, brotliDecode, runLengthDecode } from './byte-filters';
import { BoundPassed, type DecodeBudget } from './decode-budget';
import { flateDecode } from './flate-decode';
import { type ImageFilter, type StatedSize, statedPixels } from './image-size';
import { lzwDecode } from './lzw-decode';
import { Dict, Name, type PdfValue, TooLarge } from './pdf-syntax';
import { type PredictorParams, unpredict } from './predictor';

/** One filter of a chain and the parameters pdf.js hands it. */
export interface Step {
  name: string;
  params: PdfValue;
}

/** A chain longer than this is no file a person made. */
const MAX_STEPS = 16;

/** pdf.js's names for each filter (`Parser.makeFilter`), abbreviations included; any other name passes the data on as it is. */
const FILTERS: Readonly<Record<string, string>> = {
  FlateDecode: 'FlateDecode',
  Fl: 'FlateDecode',
  LZWDecode: 'LZWDecode',
  LZW: 'LZWDecode',
  ASCII85Decode: 'ASCII85Decode',
  A85: 'ASCII85Decode',
  ASCIIHexDecode: 'ASCIIHexDecode',
  AHx: 'ASCIIHexDecode',
  RunLengthDecode: 'RunLengthDecode',
  RL: 'RunLengthDecode',
  BrotliDecode: 'BrotliDecode',
  DCTDecode: 'DCTDecode',
  DCT: 'DCTDecode',
  JPXDecode: 'JPXDecode',
  JPX: 'JPXDecode',
  JBIG2Decode: 'JBIG2Decode',
  CCITTFaxDecode: 'CCITTFaxDecode',
  CCF: 'CCITTFaxDecode',
};
const IMAGE_FILTERS: ReadonlySet<string> = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode']);

/**
 * The chain pdf.js builds from a (resolved) filter value and its parameters (`Parser.filter`): a
 * name is one step with the parameters as they are, an array one step per name with the
 * parameter array's entry; an array holding anything but names makes pdf.js fail the stream
 * (undefined: nothing is decoded); no filter, an empty chain.
 */
export function chainOf(filter: PdfValue, params: PdfValue): Step[] | undefined {
  if (filter instanceof TooLarge) throw new BoundPassed('filters');
  if (filter instanceof Name) return [{ name: filter.name, params }];
  if (!Array.isArray(filter)) return [];
  if (filter.length > MAX_STEPS) throw new BoundPassed('filters');
  if (!filter.every((each) => each instanceof Name)) return undefined;
  return filter.map((each, i) => ({ name: (each as Name).name, params: Array.isArray(params) && i < params.length ? params[i]! : null }));
}

/** What decoding a stream's data through its chain gave: the bytes, or a picture bounded by its stated size. */
export type Decoded = { kind: 'bytes'; bytes: Uint8Array } | { kind: 'image'; filter: ImageFilter; pixels: number };

export interface ChainContext {
  budget: DecodeBudget;
  maxImagePixels: number;
  /** The stream's Width and Height as stated; the CCITT parameters come from the step's own. */
  stated: () => { width: number; height: number };
  /** Whether the picture's encoded bytes are charged (a stream's, not an inline image's, which its content stream already paid for). */
  chargeImageData: boolean;
}

/** Decodes data through each step in turn, every output charged to the one budget as it is written. */
export function decodeChain(data: Uint8Array, steps: readonly Step[], context: ChainContext): Decoded {
  let bytes = data;
  for (const [i, step] of steps.entries()) {
    const filter = FILTERS[step.name];
    if (filter !== undefined && IMAGE_FILTERS.has(filter)) {
      // A picture's decoder gives pixels; a filter after it is nothing a writer makes.
      if (i !== steps.length - 1) throw new BoundPassed('filters');
      return image(filter as ImageFilter, bytes, step.params, context);
    }
    bytes = decodeStep(filter, bytes, step.params, context.budget);
  }
  return { kind: 'bytes', bytes };
}

function decodeStep(filter: string | undefined, bytes: Uint8Array, params: PdfValue, budget: DecodeBudget): Uint8Array {
  switch (filter) {
    case 'FlateDecode': {
      const inflated = flateDecode(bytes, budget);
      return params instanceof Dict ? unpredict(inflated, predictorParams(params), budget) : inflated;
    }
    case 'LZWDecode': {
      if (params === null || params === false || params === 0) return lzwDecode(bytes, 1, budget);
      // pdf.js asks any other parameters for EarlyChange: only a dictionary can answer, anything else fails the stream.
      if (!(params instanceof Dict)) return new Uint8Array(0);
      return unpredict(lzwDecode(bytes, earlyChange(params.get('EarlyChange')), budget), predictorParams(params), budget);
    }
    case 'ASCII85Decode':
      return ascii85Decode(bytes, budget);
    case 'ASCIIHexDecode':
      return asciiHexDecode(bytes, budget);
    case 'RunLengthDecode':
      return runLengthDecode(bytes, budget);
    case 'BrotliDecode':
      return brotliDecode(bytes, budget);
    default:
      // pdf.js passes data through a filter it does not know (Crypt, a misspelling) and applies the next.
      return bytes;
  }
}

function image(filter: ImageFilter, bytes: Uint8Array, params: PdfValue, context: ChainContext): Decoded {
  const { width, height } = context.stated();
  const dict = params instanceof Dict ? params : new Dict();
  const pixels = statedPixels(filter, bytes, {
    width,
    height,
    columns: orDefault(dict.get('Columns'), 1728),
    rows: orDefault(dict.get('Rows'), 0),
  } satisfies StatedSize);
  if (pixels > context.maxImagePixels) throw new BoundPassed('image_pixels');
  if (context.chargeImageData) context.budget.charge(bytes.length);
  return { kind: 'image', filter, pixels };
}

/** pdf.js's `value || fallback`, as arithmetic then sees it: true is 1, a name or array NaN. */
function orDefault(value: PdfValue | undefined, fallback: number): number {
  if (value === undefined || value === null || value === false || value === 0) return fallback;
  if (value === true) return 1;
  if (typeof value === 'number') return Number.isNaN(value) ? fallback : value;
  return NaN;
}

/** EarlyChange as pdf.js takes it when present (no default but 1 when absent): null and false are 0, true 1, a name NaN. */
function earlyChange(value: PdfValue | undefined): number {
  if (value === undefined) return 1;
  if (value === null || value === false) return 0;
  if (value === true) return 1;
  return typeof value === 'number' ? value : NaN;
}

function predictorParams(params: Dict): PredictorParams {
  return {
    predictor: orDefault(params.get('Predictor'), 1),
    colors: orDefault(params.get('Colors'), 1),
    bits: orDefault(params.get('BPC', 'BitsPerComponent'), 8),
    columns: orDefault(params.get('Columns'), 1),
  };
}
