import { BoundPassed } from './decode-budget';
import { BYTE_CLASS, CONTENT_OPERATORS, type Dict, Lexer, Parser, type PdfValue, type StreamSink, SyntaxFailure } from './pdf-syntax';
import { afterInlineImage, afterStream } from './stream-extent';

/** A stream met in the file or in decoded data: where its data lies is worked out when it is decoded. */
export interface FoundStream {
  /** The bytes that hold it: the file's, or a decoded object stream's or content stream's. */
  source: Uint8Array;
  dict: Dict;
  /** Just past `stream`; for an inline image, undefined. */
  keywordEnd?: number;
  /** An inline image's first data byte; its data is taken to run to the end of `source`. */
  inlineStart?: number;
}

export interface ObjectLimits {
  streams: number;
  objects: number;
}

const OBJ = Buffer.from('obj', 'latin1');

/**
 * Finds every object and stream a reader could reach, and every definition of each object number.
 * Not through the cross-reference tables (a reader may follow any revision's, or rebuild its own):
 * every `obj` keyword in the file starts an object, so each revision's objects, superseded or not,
 * are found; an object stream's objects are read from its decoded data; a stream may stand where
 * any value may, as pdf.js allows (in a dictionary, inside an object stream), and so may an
 * inline image.
 */
export class PdfObjects {
  readonly definitions = new Map<number, PdfValue[]>();
  /** How many definitions are known: grows whenever an object stream adds one. */
  definitionCount = 0;
  readonly streams: FoundStream[] = [];
  values = 0;
  /** Where streams were met in each buffer, so one met twice (an offset listed twice in an object stream) is one stream. */
  private readonly met = new Map<Uint8Array, Set<number>>();

  constructor(private readonly limits: ObjectLimits) {}

  /** Every object of the file: after each `obj` keyword, numbered by the integers before it. */
  scanFile(bytes: Uint8Array): void {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let at = buffer.indexOf(OBJ); at >= 0; at = buffer.indexOf(OBJ, at + 1)) {
      const before = at > 0 ? bytes[at - 1]! : 0x20;
      // `endobj`, `xobj` are other words; a number may touch `obj` (`1 0obj`), as pdf.js's lexer reads it.
      if (BYTE_CLASS[before] === 0 && !((before >= 0x30 && before <= 0x39) || before === 0x2e)) continue;
      if (at + 3 < bytes.length && BYTE_CLASS[bytes[at + 3]!] === 0) continue;
      const value = this.parse(bytes, at + 3, bytes.length);
      if (value === undefined) continue;
      for (const num of objectNumbers(bytes, at)) this.define(num, value);
    }
  }

  /** An object stream's objects: N pairs of number and offset, each object at First plus its offset. */
  scanObjectStream(decoded: Uint8Array, count: number, first: number): void {
    const lexer = new Lexer(decoded, 0);
    const pairs: number[] = [];
    try {
      const parser = new Parser(lexer, this.sink(decoded, decoded.length));
      for (let i = 0; i < count * 2 && !parser.done; i += 1) {
        const value = parser.value();
        if (!Number.isInteger(value)) break;
        pairs.push(value as number);
      }
    } catch (error) {
      if (!(error instanceof SyntaxFailure)) throw error;
    }
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const at = first + pairs[i + 1]!;
      if (at < 0 || at >= decoded.length) continue;
      const value = this.parse(decoded, at, decoded.length);
      if (value !== undefined) this.define(pairs[i]!, value);
    }
  }

  /**
   * Inline images in what may be a content stream, read with pdf.js's operator-aware lexer; damage
   * is stepped over. A content stream holds no streams (pdf.js reads `stream` there as a word).
   */
  scanContent(decoded: Uint8Array): void {
    if (!mayHoldInlineImage(decoded)) return;
    const lexer = new Lexer(decoded, 0, decoded.length, CONTENT_OPERATORS);
    const sink: StreamSink = { ...this.sink(decoded, decoded.length), stream: (_dict, keywordEnd) => keywordEnd };
    let parser = new Parser(lexer, sink);
    while (!parser.done) {
      try {
        parser.value();
      } catch (error) {
        if (!(error instanceof SyntaxFailure)) throw error;
        lexer.pos += 1;
        parser = new Parser(lexer, sink);
      }
    }
  }

  private parse(bytes: Uint8Array, start: number, end: number): PdfValue | undefined {
    try {
      return new Parser(new Lexer(bytes, start, end), this.sink(bytes, end)).value();
    } catch (error) {
      if (error instanceof SyntaxFailure) return undefined;
      throw error;
    }
  }

  private define(num: number, value: PdfValue): void {
    const known = this.definitions.get(num);
    if (known === undefined) this.definitions.set(num, [value]);
    else known.push(value);
    this.definitionCount += 1;
  }

  private sink(source: Uint8Array, end: number): StreamSink {
    return {
      stream: (dict, keywordEnd) => {
        this.found({ source, dict, keywordEnd });
        const length = dict.get('Length');
        return afterStream(source, keywordEnd, end, typeof length === 'number' ? length : undefined);
      },
      inlineImage: (dict, dataStart) => {
        this.found({ source, dict, inlineStart: dataStart });
        return afterInlineImage(source, dataStart, end);
      },
      countValue: () => {
        if (++this.values > this.limits.objects) throw new BoundPassed('objects');
      },
    };
  }

  private found(stream: FoundStream): void {
    let met = this.met.get(stream.source);
    if (met === undefined) this.met.set(stream.source, (met = new Set()));
    // An inline image's data start is past `ID`, a stream's keyword end past `stream`: the two never share a position.
    const at = stream.keywordEnd ?? stream.inlineStart!;
    if (met.has(at)) return;
    met.add(at);
    if (this.streams.length >= this.limits.streams) throw new BoundPassed('streams');
    this.streams.push(stream);
  }
}

/** `BI` that ends a word, and `ID` somewhere after it: else no inline image can be in the data, and lexing it is spared. */
function mayHoldInlineImage(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf('BI', 0, 'latin1'); at >= 0; at = buffer.indexOf('BI', at + 1, 'latin1')) {
    if (at + 2 >= bytes.length || BYTE_CLASS[bytes[at + 2]!] !== 0) return buffer.indexOf('ID', at, 'latin1') >= 0;
  }
  return false;
}

/**
 * The object number before an `obj` keyword: the integers `N G` before it, across white space and
 * comments as pdf.js's lexer reads them. A `%` on the line may be a comment or part of something
 * else, so both readings count.
 */
function objectNumbers(bytes: Uint8Array, objAt: number): number[] {
  const found = new Set<number>();
  for (const skipComments of [false, true]) {
    const gen = integerBefore(bytes, objAt, skipComments);
    if (gen === undefined) continue;
    const num = integerBefore(bytes, gen.start, skipComments);
    if (num !== undefined) found.add(num.value);
  }
  return [...found];
}

function integerBefore(bytes: Uint8Array, before: number, skipComments: boolean): { value: number; start: number } | undefined {
  let end = before;
  for (;;) {
    while (end > 0 && BYTE_CLASS[bytes[end - 1]!] === 1) end -= 1;
    if (!skipComments) break;
    let lineStart = end;
    while (lineStart > 0 && bytes[lineStart - 1] !== 0x0a && bytes[lineStart - 1] !== 0x0d && end - lineStart < 1024) lineStart -= 1;
    const percent = bytes.subarray(lineStart, end).indexOf(0x25);
    if (percent < 0) break;
    end = lineStart + percent;
  }
  let start = end;
  while (start > 0 && BYTE_CLASS[bytes[start - 1]!] === 0) start -= 1;
  if (start === end) return undefined;
  const lexer = new Lexer(bytes, start, end);
  try {
    const value = lexer.next();
    return Number.isInteger(value) && lexer.pos === end ? { value: value as number, start } : undefined;
  } catch (error) {
    if (error instanceof SyntaxFailure) return undefined;
    throw error;
  }
}
