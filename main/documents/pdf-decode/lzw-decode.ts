import { type DecodeBudget, Output } from './decode-budget';

const TABLE_SIZE = 4096;
/** pdf.js reads codes in blocks of 512; a block the data ends in is filled out with one zero byte per code it lacked. */
const BLOCK_CODES = 512;

/**
 * LZWDecode as pdf.js decodes it (pdf.worker.mjs, `class LZWStream`): codes of 9 to 12 bits,
 * EarlyChange as the parameters give it (1 unless said), 256 clears, 257 ends; with the table
 * full no code is added and the widest codes go on being read, so a run of 12-bit codes each
 * naming thousands of bytes inflates about a thousand-fold, with no end code needed. An
 * EarlyChange that is no number leaves pdf.js reading codes of no bits, each a byte, without end:
 * here, until the budget is spent.
 */
export function lzwDecode(input: Uint8Array, earlyChange: number, budget: DecodeBudget): Uint8Array {
  const output = new Output(budget, Math.min(input.length * 4, 1 << 20));
  const values = new Uint8Array(TABLE_SIZE);
  const lengths = new Uint16Array(TABLE_SIZE);
  const prevCodes = new Uint16Array(TABLE_SIZE);
  const sequence = new Uint8Array(TABLE_SIZE);
  for (let i = 0; i < 256; i += 1) {
    values[i] = i;
    lengths[i] = 1;
  }
  let sequenceLength = 0;
  let nextCode = 258;
  let codeLength = 9;
  let prevCode = 0;
  let cached = 0;
  let cachedBits = 0;
  let pos = 0;
  for (let read = 0; ; read += 1) {
    while (cachedBits < codeLength) {
      if (pos >= input.length) {
        output.reserve(BLOCK_CODES);
        output.length += BLOCK_CODES - (read % BLOCK_CODES);
        return output.finish();
      }
      cached = (cached << 8) | input[pos++]!;
      cachedBits += 8;
    }
    cachedBits -= codeLength;
    const code = (cached >>> cachedBits) & ((1 << codeLength) - 1);
    const hasPrev = sequenceLength > 0;
    if (code < 256) {
      sequence[0] = code;
      sequenceLength = 1;
    } else if (code >= 258) {
      if (code < nextCode) {
        sequenceLength = lengths[code]!;
        for (let j = sequenceLength - 1, q = code; j >= 0; j -= 1) {
          sequence[j] = values[q]!;
          q = prevCodes[q]!;
        }
      } else {
        sequence[sequenceLength++] = sequence[0]!;
      }
    } else if (code === 256) {
      codeLength = 9;
      nextCode = 258;
      sequenceLength = 0;
      continue;
    } else {
      return output.finish();
    }
    if (hasPrev) {
      // Typed arrays drop writes past their end, as pdf.js relies on once the table is full.
      prevCodes[nextCode] = prevCode;
      lengths[nextCode] = lengths[prevCode]! + 1;
      values[nextCode] = sequence[0]!;
      nextCode += 1;
      codeLength =
        (nextCode + earlyChange) & (nextCode + earlyChange - 1)
          ? codeLength
          : Math.min(Math.log(nextCode + earlyChange) / 0.6931471805599453 + 1, 12) | 0;
    }
    prevCode = code;
    const bytes = output.reserve(sequenceLength);
    const at = output.length;
    // Past the table's size a sequence reads undefined in pdf.js, which its buffer stores as 0: left as the zeros it has.
    for (let j = Math.min(sequenceLength, TABLE_SIZE) - 1; j >= 0; j -= 1) bytes[at + j] = sequence[j]!;
    output.length += sequenceLength;
  }
}
