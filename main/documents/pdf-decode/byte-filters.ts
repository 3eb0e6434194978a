import { constants as bufferConstants } from 'node:buffer';
import zlib from 'node:zlib';
import { BoundPassed, type DecodeBudget, Output } from './decode-budget';

/**
 * RunLengthDecode as pdf.js reads it: a length byte under 128 copies that many plus one, over 128
 * repeats the next byte 257 minus it times (128-fold for two bytes), 128 or a lone last byte ends.
 * A copy cut short still counts its stated length, as pdf.js's buffer does.
 */
export function runLengthDecode(input: Uint8Array, budget: DecodeBudget): Uint8Array {
  const output = new Output(budget, Math.min(input.length * 4, 1 << 20));
  for (let pos = 0; pos + 1 < input.length && input[pos] !== 128;) {
    const n = input[pos]!;
    const byte = input[pos + 1]!;
    pos += 2;
    if (n < 128) {
      const bytes = output.reserve(n + 1);
      bytes[output.length] = byte;
      bytes.set(input.subarray(pos, pos + n), output.length + 1);
      output.length += n + 1;
      pos += n;
    } else {
      output.reserve(257 - n).fill(byte, output.length, output.length + 257 - n);
      output.length += 257 - n;
    }
  }
  return output.finish();
}

function hexDigit(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte & 0x0f;
  if ((byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)) return (byte & 0x0f) + 9;
  return -1;
}

/** ASCIIHexDecode as pdf.js reads it: anything but a hex digit skipped, `>` ends (padding an odd digit), the end of data drops one. */
export function asciiHexDecode(input: Uint8Array, budget: DecodeBudget): Uint8Array {
  const output = new Output(budget, input.length / 2 + 1);
  let first = -1;
  for (const byte of input) {
    if (byte === 0x3e) {
      if (first >= 0) output.push(first << 4);
      break;
    }
    const digit = hexDigit(byte);
    if (digit < 0) continue;
    if (first < 0) first = digit;
    else {
      output.push((first << 4) | digit);
      first = -1;
    }
  }
  return output.finish();
}

/** pdf.js's white space for ASCII85: space, tab, CR and LF only. */
const isA85Space = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a;

/**
 * ASCII85Decode as pdf.js reads it: `z` is four zeros, `~` or the end finishes a short last group,
 * and a byte outside the alphabet is not refused but counted with the rest, as pdf.js does.
 */
export function ascii85Decode(input: Uint8Array, budget: DecodeBudget): Uint8Array {
  const output = new Output(budget, input.length);
  const group = new Uint8Array(5);
  let pos = 0;
  const next = () => {
    while (pos < input.length && isA85Space(input[pos]!)) pos += 1;
    return pos < input.length ? input[pos++]! : -1;
  };
  for (;;) {
    let c = next();
    if (c < 0 || c === 0x7e) break;
    if (c === 0x7a) {
      output.reserve(4);
      output.length += 4;
      continue;
    }
    group[0] = c;
    let i = 1;
    for (; i < 5; i += 1) {
      c = next();
      group[i] = c;
      if (c < 0 || c === 0x7e) break;
    }
    const bytes = output.reserve(4);
    const at = output.length;
    output.length += i - 1;
    const last = i < 5;
    for (; i < 5; i += 1) group[i] = 0x21 + 84;
    let t = 0;
    for (i = 0; i < 5; i += 1) t = t * 85 + (group[i]! - 0x21);
    for (i = 3; i >= 0; i -= 1) {
      bytes[at + i] = t & 0xff;
      t >>= 8;
    }
    if (last) break;
  }
  // The last group writes four bytes and keeps fewer: what lies past the length is not output.
  output.bytes.fill(0, output.length, Math.min(output.bytes.length, output.length + 4));
  return output.finish();
}

/**
 * BrotliDecode, which pdf.js 5 reads: decoded by Node's Brotli no further than the budget. A
 * stream it cannot decode is refused, since what the renderer's own decoder made of it before
 * failing is not known here; no PDF writer in use writes Brotli yet.
 */
export function brotliDecode(input: Uint8Array, budget: DecodeBudget): Uint8Array {
  if (budget.left <= 0) throw new BoundPassed('decoded_bytes');
  let decoded: Buffer;
  try {
    decoded = zlib.brotliDecompressSync(input, {
      maxOutputLength: Math.min(budget.left, bufferConstants.MAX_LENGTH),
      finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new BoundPassed('decoded_bytes');
    throw new BoundPassed('filters');
  }
  budget.charge(decoded.length);
  return decoded;
}
