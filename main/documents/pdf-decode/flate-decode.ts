import { type DecodeBudget, Output } from './decode-budget';

/**
 * FlateDecode as pdf.js inflates it (pdf.worker.mjs, `class FlateStream`), so nothing the renderer
 * inflates is inflated less here: any window size in the header (pdf.js checks only the method and
 * FCHECK, so `F8 00` is as good as `78 9C`), no Adler-32 check, a distance reaching before the
 * start reading zeros, incomplete Huffman codes used as far as they go, and what came out before
 * damage or a cut kept. zlib refuses all of these. Where the header is none pdf.js accepts, the
 * data is read as raw deflate, as some other readers do.
 */
export function flateDecode(input: Uint8Array, budget: DecodeBudget): Uint8Array {
  const output = new Output(budget, Math.min(input.length * 4, 1 << 20));
  const reader = new BitReader(input, headerLength(input));
  try {
    while (readBlock(reader, output));
  } catch (error) {
    if (!(error instanceof Damaged)) throw error;
  }
  return output.finish();
}

/** 2 for a zlib header pdf.js takes (method 8, FCHECK holds, no preset dictionary); 6 with a dictionary's id; else 0, raw deflate. */
function headerLength(input: Uint8Array): number {
  if (input.length < 2) return 0;
  const cmf = input[0]!;
  const flg = input[1]!;
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0) return 0;
  return flg & 0x20 ? 6 : 2;
}

class Damaged extends Error {}

class BitReader {
  codeBuf = 0;
  codeSize = 0;
  constructor(
    readonly input: Uint8Array,
    public pos: number,
  ) {}

  byte(): number {
    return this.pos < this.input.length ? this.input[this.pos++]! : -1;
  }

  bits(count: number): number {
    let { codeBuf, codeSize } = this;
    while (codeSize < count) {
      const b = this.byte();
      if (b < 0) throw new Damaged();
      codeBuf |= b << codeSize;
      codeSize += 8;
    }
    const value = codeBuf & ((1 << count) - 1);
    this.codeBuf = codeBuf >> count;
    this.codeSize = codeSize - count;
    return value;
  }

  code(table: HuffmanTable): number {
    const [codes, maxLen] = table;
    let { codeBuf, codeSize } = this;
    while (codeSize < maxLen) {
      const b = this.byte();
      if (b < 0) break;
      codeBuf |= b << codeSize;
      codeSize += 8;
    }
    const code = codes[codeBuf & ((1 << maxLen) - 1)]!;
    const codeLen = code >> 16;
    if (codeLen < 1 || codeSize < codeLen) throw new Damaged();
    this.codeBuf = codeBuf >> codeLen;
    this.codeSize = codeSize - codeLen;
    return code & 0xffff;
  }
}

type HuffmanTable = readonly [Int32Array, number];

/** Reads one block into the output; false after the last (or a cut stored block). */
function readBlock(reader: BitReader, output: Output): boolean {
  const header = reader.bits(3);
  const last = (header & 1) === 1;
  const type = header >> 1;
  if (type === 0) return storedBlock(reader, output) && !last;
  let lit: HuffmanTable;
  let dist: HuffmanTable;
  if (type === 1) [lit, dist] = FIXED_TABLES;
  else if (type === 2) [lit, dist] = dynamicTables(reader);
  else throw new Damaged();
  for (;;) {
    let code = reader.code(lit);
    if (code < 256) {
      output.push(code);
      continue;
    }
    if (code === 256) return !last;
    code = LENGTH_DECODE[code - 257] ?? 0;
    const length = (code & 0xffff) + (code >> 16 > 0 ? reader.bits(code >> 16) : 0);
    code = DIST_DECODE[reader.code(dist)] ?? 0;
    const distance = (code & 0xffff) + (code >> 16 > 0 ? reader.bits(code >> 16) : 0);
    const bytes = output.reserve(length);
    const pos = output.length;
    if (pos >= distance && distance >= length) bytes.copyWithin(pos, pos - distance, pos - distance + length);
    else if (pos >= distance && distance === 1) bytes.fill(bytes[pos - 1]!, pos, pos + length);
    else for (let k = pos; k < pos + length; k += 1) bytes[k] = k >= distance ? bytes[k - distance]! : 0;
    output.length = pos + length;
  }
}

function storedBlock(reader: BitReader, output: Output): boolean {
  const header = [reader.byte(), reader.byte(), reader.byte(), reader.byte()];
  if (header.some((b) => b < 0)) return false;
  const length = header[0]! | (header[1]! << 8);
  const check = header[2]! | (header[3]! << 8);
  if (check !== (~length & 0xffff) && (length !== 0 || check !== 0)) throw new Damaged();
  reader.codeBuf = 0;
  reader.codeSize = 0;
  const block = reader.input.subarray(reader.pos, reader.pos + length);
  reader.pos += block.length;
  output.reserve(length).set(block, output.length);
  // pdf.js counts the block's stated length even when the data is cut short: zeros follow.
  output.length += length;
  return block.length === length && (length !== 0 || reader.pos < reader.input.length);
}

function dynamicTables(reader: BitReader): [HuffmanTable, HuffmanTable] {
  const litCodes = reader.bits(5) + 257;
  const distCodes = reader.bits(5) + 1;
  const codeLenCodes = reader.bits(4) + 4;
  const codeLenLengths = new Uint8Array(CODE_LEN_ORDER.length);
  for (let i = 0; i < codeLenCodes; i += 1) codeLenLengths[CODE_LEN_ORDER[i]!] = reader.bits(3);
  const codeLenTable = huffmanTable(codeLenLengths);
  const lengths = new Uint8Array(litCodes + distCodes);
  let previous = 0;
  for (let i = 0; i < lengths.length;) {
    const code = reader.code(codeLenTable);
    if (code < 16) {
      lengths[i++] = previous = code;
      continue;
    }
    const [extraBits, base, what] = code === 16 ? [2, 3, previous] : code === 17 ? [3, 3, 0] : [7, 11, 0];
    previous = what;
    for (let repeat = reader.bits(extraBits) + base; repeat > 0; repeat -= 1) lengths[i++] = what;
  }
  return [huffmanTable(lengths.subarray(0, litCodes)), huffmanTable(lengths.subarray(litCodes))];
}

/** pdf.js's generateHuffmanTable: no check that the code is complete or not over-subscribed. */
function huffmanTable(lengths: Uint8Array): HuffmanTable {
  let maxLen = 0;
  for (const length of lengths) if (length > maxLen) maxLen = length;
  const size = 1 << maxLen;
  const codes = new Int32Array(size);
  for (let len = 1, code = 0, skip = 2; len <= maxLen; len += 1, code <<= 1, skip <<= 1) {
    for (let value = 0; value < lengths.length; value += 1) {
      if (lengths[value] !== len) continue;
      let reversed = 0;
      for (let i = 0, t = code; i < len; i += 1, t >>= 1) reversed = (reversed << 1) | (t & 1);
      for (let i = reversed; i < size; i += skip) codes[i] = (len << 16) | value;
      code += 1;
    }
  }
  return [codes, maxLen];
}

const CODE_LEN_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
/** Base length and extra bits (high half) of length codes 257–287, as pdf.js has them (286 and 287 as 285). */
const LENGTH_DECODE = new Int32Array([
  0x00003, 0x00004, 0x00005, 0x00006, 0x00007, 0x00008, 0x00009, 0x0000a, 0x1000b, 0x1000d, 0x1000f, 0x10011, 0x20013, 0x20017, 0x2001b,
  0x2001f, 0x30023, 0x3002b, 0x30033, 0x3003b, 0x40043, 0x40053, 0x40063, 0x40073, 0x50083, 0x500a3, 0x500c3, 0x500e3, 0x00102, 0x00102,
  0x00102,
]);
const DIST_DECODE = new Int32Array([
  0x00001, 0x00002, 0x00003, 0x00004, 0x10005, 0x10007, 0x20009, 0x2000d, 0x30011, 0x30019, 0x40021, 0x40031, 0x50041, 0x50061, 0x60081,
  0x600c1, 0x70101, 0x70181, 0x80201, 0x80301, 0x90401, 0x90601, 0xa0801, 0xa0c01, 0xb1001, 0xb1801, 0xc2001, 0xc3001, 0xd4001, 0xd6001,
]);

/** The fixed codes of a type-1 block: literal/length lengths 8, 9, 7, 8 by range; every distance 5 bits. */
const FIXED_TABLES: readonly [HuffmanTable, HuffmanTable] = (() => {
  const lit = new Uint8Array(288);
  lit.fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288);
  return [huffmanTable(lit), huffmanTable(new Uint8Array(30).fill(5))];
})();
