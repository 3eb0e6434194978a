import { BoundPassed, type DecodeBudget, Output } from './decode-budget';

/** DecodeParms of Flate or LZW as pdf.js's PredictorStream reads them, each already `value || default`. */
export interface PredictorParams {
  predictor: number;
  colors: number;
  bits: number;
  columns: number;
}

/**
 * Undoes a TIFF (2) or PNG (10–15) predictor as pdf.js does (`class PredictorStream`): row by
 * row, each row counted whole even when the data ends inside it (so a row of a million columns
 * is a million bytes, however little data there is), a row's unknown PNG filter ending the data.
 * A predictor pdf.js does not know leaves nothing: the renderer reads the stream as empty.
 */
export function unpredict(input: Uint8Array, params: PredictorParams, budget: DecodeBudget): Uint8Array {
  const { predictor, colors, bits, columns } = params;
  if (!(predictor > 1) && !Number.isNaN(predictor)) return input;
  const tiff = predictor === 2;
  if (!tiff && (predictor < 10 || predictor > 15)) return new Uint8Array(0);
  const pixBytes = (colors * bits + 7) >> 3;
  const rowBytes = (columns * colors * bits + 7) >> 3;
  if (rowBytes <= 0) return new Uint8Array(0);
  const output = new Output(budget, input.length);
  let pos = 0;
  while (pos < input.length) {
    const tag = tiff ? 0 : input[pos++]!;
    const raw = input.subarray(pos, pos + rowBytes);
    if (raw.length === 0) break;
    pos += raw.length;
    const buffer = output.reserve(rowBytes);
    const start = output.length;
    const ok = tiff ? tiffRow(buffer, start, raw, params, rowBytes) : pngRow(buffer, start, raw, tag, pixBytes, rowBytes);
    if (!ok) break;
    output.length += rowBytes;
  }
  return output.finish();
}

/** A missing byte of a short last row is NaN to pdf.js's arithmetic, which a typed array stores as 0. */
const at = (raw: Uint8Array, i: number) => (i < raw.length ? raw[i]! : NaN);

function pngRow(buffer: Uint8Array, start: number, raw: Uint8Array, tag: number, pixBytes: number, rowBytes: number): boolean {
  const prev = start >= rowBytes ? buffer.subarray(start - rowBytes, start) : new Uint8Array(rowBytes);
  let j = start;
  switch (tag) {
    case 0:
      for (let i = 0; i < rowBytes; i += 1) buffer[j++] = at(raw, i);
      return true;
    case 1:
      for (let i = 0; i < rowBytes; i += 1, j += 1) buffer[j] = i < pixBytes ? at(raw, i) : (buffer[j - pixBytes]! + at(raw, i)) & 0xff;
      return true;
    case 2:
      for (let i = 0; i < rowBytes; i += 1) buffer[j++] = (prev[i]! + at(raw, i)) & 0xff;
      return true;
    case 3:
      for (let i = 0; i < rowBytes; i += 1, j += 1) {
        buffer[j] = i < pixBytes ? (prev[i]! >> 1) + at(raw, i) : (((prev[i]! + buffer[j - pixBytes]!) >> 1) + at(raw, i)) & 0xff;
      }
      return true;
    case 4:
      for (let i = 0; i < rowBytes; i += 1, j += 1) {
        const up = prev[i]!;
        if (i < pixBytes) {
          buffer[j] = up + at(raw, i);
          continue;
        }
        const upLeft = prev[i - pixBytes]!;
        const left = buffer[j - pixBytes]!;
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        buffer[j] = (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft) + at(raw, i);
      }
      return true;
    default:
      return false;
  }
}

function tiffRow(buffer: Uint8Array, start: number, raw: Uint8Array, params: PredictorParams, rowBytes: number): boolean {
  const { colors, bits, columns } = params;
  let pos = start;
  if (bits === 1 && colors === 1) {
    let carry = 0;
    for (let i = 0; i < rowBytes; i += 1) {
      let c = at(raw, i) ^ carry;
      c ^= c >> 1;
      c ^= c >> 2;
      c ^= c >> 4;
      carry = (c & 1) << 7;
      buffer[pos++] = c;
    }
  } else if (bits === 8) {
    // pdf.js copies `colors` bytes first even past the row; what lands past it is overwritten or dropped.
    const first = Math.min(colors, rowBytes);
    let i = 0;
    for (; i < first; i += 1) buffer[pos++] = at(raw, i);
    for (; i < rowBytes; i += 1, pos += 1) buffer[pos] = buffer[pos - colors]! + at(raw, i);
  } else if (bits === 16) {
    const pixel = colors * 2;
    const first = Math.min(pixel, rowBytes);
    let i = 0;
    for (; i < first; i += 1) buffer[pos++] = at(raw, i);
    for (; i < rowBytes; i += 2) {
      const sum =
        ((at(raw, i) & 0xff) << 8) + (at(raw, i + 1) & 0xff) + ((buffer[pos - pixel]! & 0xff) << 8) + (buffer[pos - pixel + 1]! & 0xff);
      buffer[pos++] = (sum >> 8) & 0xff;
      buffer[pos++] = sum & 0xff;
    }
  } else {
    // pdf.js walks every column, whatever the row's size wrapped to: a row that overflowed is refused, not walked.
    if (columns * colors * bits > rowBytes * 8 + 7) throw new BoundPassed('filters');
    const components = new Uint8Array(colors + 1);
    const mask = (1 << bits) - 1;
    let inbuf = 0;
    let inbits = 0;
    let outbuf = 0;
    let outbits = 0;
    let j = 0;
    for (let i = 0; i < columns; i += 1) {
      for (let kk = 0; kk < colors; kk += 1) {
        if (inbits < bits) {
          inbuf = (inbuf << 8) | (at(raw, j++) & 0xff);
          inbits += 8;
        }
        components[kk] = (components[kk]! + (inbuf >> (inbits - bits))) & mask;
        inbits -= bits;
        outbuf = (outbuf << bits) | components[kk]!;
        outbits += bits;
        if (outbits >= 8) {
          buffer[pos++] = (outbuf >> (outbits - 8)) & 0xff;
          outbits -= 8;
        }
      }
    }
    if (outbits > 0) buffer[pos] = (outbuf << (8 - outbits)) + (inbuf & ((1 << (8 - outbits)) - 1));
  }
  return true;
}
