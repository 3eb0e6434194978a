import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ascii85Decode, asciiHexDecode, brotliDecode, runLengthDecode } from '$main/documents/pdf-decode/byte-filters';
import { BoundPassed, DecodeBudget } from '$main/documents/pdf-decode/decode-budget';
import { flateDecode } from '$main/documents/pdf-decode/flate-decode';
import { lzwDecode } from '$main/documents/pdf-decode/lzw-decode';
import { unpredict } from '$main/documents/pdf-decode/predictor';
import { ascii85, lzwEncode } from '../../helpers/pdf-spellings';
import { mulberry32 } from '../../helpers/seeded-random';

const MIB = 1024 * 1024;
const budget = (bytes = 64 * MIB) => new DecodeBudget(bytes);
const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** Text a content stream might hold, and bytes that do not compress: what real streams are made of. */
const TEXT = latin1(Array.from({ length: 1500 }, (_, i) => `BT /F1 12 Tf ${i % 500} ${i % 700} Td (Line ${i}) Tj ET\n`).join(''));
const NOISE = (() => {
  const random = mulberry32(9);
  return Buffer.from(Array.from({ length: 200_000 }, () => Math.floor(random() * 256)));
})();

/** A deflate block written bit by bit (least significant first), Huffman codes most significant first. */
class Bits {
  private readonly bytes: number[] = [];
  private bit = 0;
  put(value: number, count: number): this {
    for (let i = 0; i < count; i += 1) {
      if (this.bit % 8 === 0) this.bytes.push(0);
      this.bytes[this.bytes.length - 1]! |= ((value >> i) & 1) << (this.bit % 8);
      this.bit += 1;
    }
    return this;
  }
  code(code: number, length: number): this {
    for (let i = length - 1; i >= 0; i -= 1) this.put((code >> i) & 1, 1);
    return this;
  }
  get buffer(): Buffer {
    return Buffer.from(this.bytes);
  }
}

describe('FlateDecode, as pdf.js inflates', () => {
  it('gives what zlib gives for sound data, at every compression level', () => {
    for (const data of [TEXT, NOISE]) {
      for (const level of [1, 6, 9]) expect(Buffer.from(flateDecode(zlib.deflateSync(data, { level }), budget())).equals(data)).toBe(true);
    }
  });

  it('inflates what zlib refuses and pdf.js reads: a window field of 15 (F8 00), raw deflate, a wrong Adler-32', () => {
    const deflated = zlib.deflateSync(TEXT);
    const window15 = Buffer.concat([Buffer.from([0xf8, 0x00]), deflated.subarray(2)]);
    const badAdler = Buffer.from(deflated);
    badAdler[badAdler.length - 1]! ^= 0xff;
    expect(() => zlib.inflateSync(window15)).toThrow();
    expect(() => zlib.inflateSync(badAdler)).toThrow();
    for (const data of [window15, deflated.subarray(2, -4), badAdler])
      expect(Buffer.from(flateDecode(data, budget())).equals(TEXT)).toBe(true);
  });

  it('keeps what came out before the data was cut short; a stored block cut short counts its stated length', () => {
    const deflated = zlib.deflateSync(TEXT);
    const cut = flateDecode(deflated.subarray(0, deflated.length / 2), budget());
    expect(cut.length).toBeGreaterThan(TEXT.length / 3);
    expect(Buffer.from(cut).equals(TEXT.subarray(0, cut.length))).toBe(true);
    // Noise is stored, not compressed: blocks of up to 65,535 bytes, the last one here cut after 100 of them.
    const stored = zlib.deflateRawSync(NOISE.subarray(0, 60_000), { level: 0 });
    expect(flateDecode(stored.subarray(0, 105), budget()).length).toBe(60_000);
  });

  it('reads a distance reaching before the start as zeros, as pdf.js does (zlib refuses it)', () => {
    // A fixed-code block: literal "A" (code 0x30 + 65), then length 3 (code 257) at distance 5 (code 4, one extra bit), then the end.
    const block = new Bits()
      .put(1, 1)
      .put(1, 2)
      .code(0x30 + 65, 8)
      .code(1, 7)
      .code(4, 5)
      .put(0, 1)
      .code(0, 7).buffer;
    expect(() => zlib.inflateRawSync(block)).toThrow(/too far back/);
    expect([...flateDecode(block, budget())]).toEqual([65, 0, 0, 0]);
  });

  it('stops a bomb the moment its output passes what is left of the budget', () => {
    const bomb = zlib.deflateSync(Buffer.alloc(3 * MIB, 0x20));
    const spent = budget(MIB);
    expect(() => flateDecode(bomb, spent)).toThrow(BoundPassed);
    expect(spent.decoded).toBe(0);
    expect(flateDecode(bomb, budget(4 * MIB)).length).toBe(3 * MIB);
  });
});

describe('LZWDecode, as pdf.js decodes', () => {
  it('decodes with EarlyChange 1 and 0, across clears of a full table', () => {
    expect(Buffer.from(lzwDecode(lzwEncode(TEXT), 1, budget())).equals(TEXT)).toBe(true);
    expect(Buffer.from(lzwDecode(lzwEncode(TEXT, 0), 0, budget())).equals(TEXT)).toBe(true);
    expect(Buffer.from(lzwDecode(lzwEncode(TEXT, 0), 1, budget())).equals(TEXT)).toBe(false);
  });

  it('an EarlyChange that is no number reads codes of no bits, one byte each, without end: the budget stops it', () => {
    expect(() => lzwDecode(lzwEncode(TEXT), NaN, budget(MIB))).toThrow(BoundPassed);
  });
});

describe('RunLengthDecode, ASCIIHexDecode, ASCII85Decode and BrotliDecode', () => {
  it('RunLength: a copy, a repeat of 128, the end; a copy cut short still counts what it states', () => {
    expect([...runLengthDecode(Buffer.from([2, 1, 2, 3, 129, 7, 128, 9, 9]), budget())]).toEqual([1, 2, 3, ...Array(128).fill(7)]);
    expect(runLengthDecode(Buffer.from([127, 1]), budget()).length).toBe(128);
  });

  it('ASCIIHex: other bytes skipped, `>` pads an odd digit, the end of data drops it', () => {
    expect([...asciiHexDecode(latin1('4 1\n6x2 7>'), budget())]).toEqual([0x41, 0x62, 0x70]);
    expect([...asciiHexDecode(latin1('41627'), budget())]).toEqual([0x41, 0x62]);
  });

  it('ASCII85: groups, z for four zeros, a short last group', () => {
    for (const data of [TEXT, Buffer.alloc(9), latin1('abcde')])
      expect(Buffer.from(ascii85Decode(ascii85(data), budget())).equals(data)).toBe(true);
    expect(Buffer.from(ascii85Decode(latin1('9jqo^ BlbD-\nBleB1~>'), budget())).toString('latin1')).toBe('Man is disti');
  });

  it('Brotli: decoded within the budget; a bomb stopped at it; data it cannot decode refused', () => {
    const fast = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
    expect(Buffer.from(brotliDecode(zlib.brotliCompressSync(TEXT, fast), budget())).equals(TEXT)).toBe(true);
    expect(() => brotliDecode(zlib.brotliCompressSync(Buffer.alloc(8 * MIB), fast), budget(MIB))).toThrow(BoundPassed);
    expect(() => brotliDecode(latin1('no brotli here at all'), budget())).toThrow(expect.objectContaining({ bound: 'filters' }));
  });
});

/** PNG's five row filters, for the predictor to undo. */
function pngFiltered(data: Buffer, columns: number, pixel: number, type: number): Buffer {
  const rows: number[] = [];
  for (let at = 0; at < data.length; at += columns) {
    rows.push(type);
    for (let i = 0; i < columns; i += 1) {
      const x = data[at + i] ?? 0;
      const left = i >= pixel ? data[at + i - pixel]! : 0;
      const up = at >= columns ? data[at - columns + i]! : 0;
      const upLeft = i >= pixel && at >= columns ? data[at - columns + i - pixel]! : 0;
      const p = left + up - upLeft;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft;
      rows.push((x - [0, left, up, (left + up) >> 1, paeth][type]!) & 0xff);
    }
  }
  return Buffer.from(rows);
}

describe('the PNG and TIFF predictors of DecodeParms', () => {
  const data = NOISE.subarray(0, 3000);
  it('undoes each PNG row filter (None, Sub, Up, Average, Paeth) with three-byte pixels', () => {
    for (const type of [0, 1, 2, 3, 4]) {
      const undone = unpredict(pngFiltered(data, 30, 3, type), { predictor: 12, colors: 3, bits: 8, columns: 10 }, budget());
      expect(Buffer.from(undone).equals(data), `PNG filter ${type}`).toBe(true);
    }
  });

  it('undoes the TIFF predictor (2) on 8-bit components', () => {
    const differences = Buffer.from(data.map((byte, i) => (i % 30 >= 3 ? byte - data[i - 3]! : byte) & 0xff));
    expect(Buffer.from(unpredict(differences, { predictor: 2, colors: 3, bits: 8, columns: 10 }, budget())).equals(data)).toBe(true);
  });

  it('counts a row whole however little data it has, as pdf.js allocates it: a million columns over three bytes spend the budget', () => {
    expect(() => unpredict(Buffer.from([2, 1, 2]), { predictor: 12, colors: 4, bits: 16, columns: 1_000_000 }, budget(MIB))).toThrow(
      BoundPassed,
    );
  });

  it('leaves data as it is without a predictor, and nothing for a predictor pdf.js does not know', () => {
    expect(unpredict(data, { predictor: 1, colors: 1, bits: 8, columns: 1 }, budget())).toBe(data);
    expect(unpredict(data, { predictor: 7, colors: 1, bits: 8, columns: 1 }, budget()).length).toBe(0);
  });
});
