/**
 * PDF object syntax read as pdf.js's Lexer and Parser read it (pdf.worker.mjs, `class Lexer`,
 * `class Parser`), so a dictionary means here what it means to the renderer: names with `#xx`
 * escapes, comments anywhere between tokens, lenient numbers (`--5`, `5.`, `.5`, a minus in the
 * middle), keys that are not names skipped, the last of a repeated key winning, a stream or an
 * inline image (`BI … ID`) wherever a value may stand.
 */

export class Name {
  constructor(readonly name: string) {}
}
export class Ref {
  constructor(readonly num: number) {}
}
/** A bare keyword: `obj`, `stream`, `R`, an operator, or a word that is no PDF value. */
export class Cmd {
  constructor(readonly cmd: string) {}
}
/** A literal or hex string: only where it ends matters here, not what it says. */
export class PdfString {}
/** An array with more elements than are kept: never a filter chain or its parameters. */
export class TooLarge {}
/** A stream (or inline image) met as a value: its data is the sink's; as a filter or a number it is nothing. */
export class StreamValue {
  constructor(readonly dict: Dict) {}
}
export class Dict {
  readonly map = new Map<string, PdfValue>();
  /** The first of `keys` the dictionary has, as pdf.js's `Dict.get("F", "Filter")` reads abbreviations. */
  get(...keys: string[]): PdfValue | undefined {
    for (const key of keys) if (this.map.has(key)) return this.map.get(key);
    return undefined;
  }
}
export type PdfValue = number | boolean | null | Name | Ref | Cmd | PdfString | Dict | StreamValue | TooLarge | PdfValue[];

/** The syntax pdf.js refuses (a `)` out of place, a number that is none, a 128-character word, data ending inside a value). */
export class SyntaxFailure extends Error {}

/** Where the streams and inline images a parse meets go. Each answers where parsing resumes. */
export interface StreamSink {
  /** A dictionary followed by `stream`; `keywordEnd` is just past the keyword. Undefined: no end, the parse fails. */
  stream(dict: Dict, keywordEnd: number): number | undefined;
  /** An inline image's dictionary (`BI` to `ID`) and where its data starts. */
  inlineImage(dict: Dict, dataStart: number): number;
  /** Called for every value parsed, so a file of millions of tiny objects is refused, not parsed. */
  countValue(): void;
}

const EOF = Symbol('end of data');
type Token = PdfValue | typeof EOF;

/** 1: white space (NUL, tab, LF, FF, CR, space); 2: a delimiter. Everything else is regular. */
export const BYTE_CLASS = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) BYTE_CLASS[byte] = 1;
for (const char of '%()/<>[]{}') BYTE_CLASS[char.charCodeAt(0)] = 2;

/**
 * The operators pdf.js's content-stream lexer knows (EvaluatorPreprocessor's opMap, with the
 * prefixes it lists so `false` and `BDC` are read whole): a word is cut where a known operator
 * would stop being one, so `qBI` is `q` then `BI`, as the renderer reads it.
 */
export const CONTENT_OPERATORS: ReadonlySet<string> = new Set(
  (
    'w J j M d ri i gs q Q cm m l c v y h re S s f F f* B B* b b* n W W* BT ET Tc Tw Tz TL Tf Tr Ts Td TD Tm T* Tj TJ \' " ' +
    'd0 d1 CS cs SC SCN sc scn G g RG rg K k sh BI ID EI Do MP DP BMC BDC EMC BX EX BM BD true fa fal fals false nu nul null'
  ).split(' '),
);

const ELEMENTS_KEPT = 64;
/** Arrays and dictionaries nested deeper than this are no object a reader can use: refused as syntax, not recursed into. */
const MAX_DEPTH = 1000;
const NAME_CHARS_KEPT = 128;
const STRING = new PdfString();
const TOO_LARGE = new TooLarge();
const COMMANDS = new Map<string, Cmd>();

function cmd(word: string): Cmd {
  let interned = COMMANDS.get(word);
  if (interned === undefined) COMMANDS.set(word, (interned = new Cmd(word)));
  return interned;
}

function isCmd(token: Token | undefined, word: string): boolean {
  return token instanceof Cmd && token.cmd === word;
}

function hexDigit(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte & 0x0f;
  if ((byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)) return (byte & 0x0f) + 9;
  return -1;
}

export class Lexer {
  constructor(
    readonly bytes: Uint8Array,
    public pos: number,
    readonly end: number = bytes.length,
    private readonly operators?: ReadonlySet<string>,
  ) {}

  peek(): number {
    return this.pos < this.end ? this.bytes[this.pos]! : -1;
  }

  private advance(): number {
    this.pos += 1;
    return this.peek();
  }

  next(): Token {
    let ch = this.peek();
    let comment = false;
    for (;;) {
      if (ch < 0) return EOF;
      if (comment) {
        if (ch === 0x0a || ch === 0x0d) comment = false;
      } else if (ch === 0x25) comment = true;
      else if (BYTE_CLASS[ch] !== 1) break;
      ch = this.advance();
    }
    switch (ch) {
      case 0x28:
        this.skipString();
        return STRING;
      case 0x2f:
        return this.name();
      case 0x5b:
      case 0x5d:
      case 0x7b:
      case 0x7d:
        this.advance();
        return cmd(String.fromCharCode(ch));
      case 0x3c:
        if (this.advance() === 0x3c) {
          this.advance();
          return cmd('<<');
        }
        this.skipHexString();
        return STRING;
      case 0x3e:
        if (this.advance() === 0x3e) {
          this.advance();
          return cmd('>>');
        }
        return cmd('>');
      case 0x29:
        this.advance();
        throw new SyntaxFailure('a ) out of place');
    }
    if ((ch >= 0x30 && ch <= 0x39) || ch === 0x2b || ch === 0x2d || ch === 0x2e) return this.number();
    return this.word(ch);
  }

  /** pdf.js's getNumber, leniencies and all. */
  private number(): number {
    let ch = this.peek();
    let divideBy = 0;
    let sign = 1;
    if (ch === 0x2d) {
      sign = -1;
      ch = this.advance();
      if (ch === 0x2d) ch = this.advance();
    } else if (ch === 0x2b) ch = this.advance();
    while (ch === 0x0a || ch === 0x0d) ch = this.advance();
    if (ch === 0x2e) {
      divideBy = 10;
      ch = this.advance();
    }
    if (ch < 0x30 || ch > 0x39) {
      if (ch < 0 || BYTE_CLASS[ch] === 1 || ch === 0x28 || ch === 0x3c) return 0;
      throw new SyntaxFailure('not a number');
    }
    let value = ch - 0x30;
    for (ch = this.advance(); ch >= 0; ch = this.advance()) {
      if (ch >= 0x30 && ch <= 0x39) {
        if (divideBy !== 0) divideBy *= 10;
        value = value * 10 + (ch - 0x30);
      } else if (ch === 0x2e) {
        if (divideBy !== 0) break;
        divideBy = 1;
      } else if (ch !== 0x2d) break;
    }
    if (divideBy !== 0) value /= divideBy;
    return sign * value;
  }

  /** To its closing parenthesis: nested pairs balance, and a backslash takes the byte after it. */
  private skipString(): void {
    let depth = 1;
    for (let ch = this.advance(); ch >= 0; ch = this.advance()) {
      if (ch === 0x5c) {
        if (this.advance() < 0) return;
      } else if (ch === 0x28) depth += 1;
      else if (ch === 0x29 && --depth === 0) {
        this.advance();
        return;
      }
    }
  }

  private skipHexString(): void {
    for (let ch = this.peek(); ch >= 0; ch = this.advance()) {
      if (ch === 0x3e) {
        this.advance();
        return;
      }
    }
  }

  private name(): Name {
    let text = '';
    const push = (char: string) => {
      if (text.length < NAME_CHARS_KEPT) text += char;
    };
    let ch = this.advance();
    while (ch >= 0 && BYTE_CLASS[ch] === 0) {
      if (ch !== 0x23) {
        push(String.fromCharCode(ch));
        ch = this.advance();
        continue;
      }
      ch = this.advance();
      if (ch < 0 || BYTE_CLASS[ch] !== 0) {
        push('#');
        break;
      }
      const high = hexDigit(ch);
      if (high < 0) {
        push(`#${String.fromCharCode(ch)}`);
        ch = this.advance();
        continue;
      }
      const first = ch;
      ch = this.advance();
      const low = ch < 0 ? -1 : hexDigit(ch);
      if (low < 0) {
        push(`#${String.fromCharCode(first)}`);
        if (ch < 0 || BYTE_CLASS[ch] !== 0) break;
        push(String.fromCharCode(ch));
        ch = this.advance();
        continue;
      }
      push(String.fromCharCode((high << 4) | low));
      ch = this.advance();
    }
    return new Name(text);
  }

  private word(first: number): PdfValue {
    let text = String.fromCharCode(first);
    let ch = this.advance();
    // pdf.js reads a control or high byte followed by a printable one as a word of its own.
    if ((first < 0x20 || first > 0x7f) && ch >= 0x20 && ch <= 0x7f) return cmd(text);
    const operators = this.operators;
    let known = operators?.has(text) ?? false;
    for (; ch >= 0 && BYTE_CLASS[ch] === 0; ch = this.advance()) {
      const longer = text + String.fromCharCode(ch);
      if (known && !operators!.has(longer)) break;
      if (text.length === 128) throw new SyntaxFailure('a word too long');
      text = longer;
      known = operators?.has(text) ?? false;
    }
    if (text === 'true') return true;
    if (text === 'false') return false;
    if (text === 'null') return null;
    return cmd(text);
  }
}

/**
 * pdf.js's Parser over a Lexer: two tokens of look-ahead (none past `ID`, whose data follows),
 * `N G R` a reference, arrays and dictionaries to their end, a dictionary followed by `stream`
 * handed to the sink, which says where its data ends and parsing resumes.
 */
export class Parser {
  private buf1: Token;
  private buf2: Token | undefined;
  private depth = 0;

  constructor(
    readonly lexer: Lexer,
    private readonly sink: StreamSink,
  ) {
    this.buf1 = lexer.next();
    this.buf2 = lexer.next();
  }

  /** Whether the data is used up. */
  get done(): boolean {
    return this.buf1 === EOF;
  }

  private shift(): void {
    if (isCmd(this.buf2, 'ID')) {
      this.buf1 = this.buf2!;
      this.buf2 = undefined;
    } else {
      this.buf1 = this.buf2 ?? this.lexer.next();
      this.buf2 = this.lexer.next();
    }
  }

  private resumeAt(at: number): void {
    this.lexer.pos = at;
    this.buf1 = this.lexer.next();
    this.buf2 = this.lexer.next();
  }

  value(): PdfValue {
    const buf1 = this.buf1;
    if (buf1 === EOF) throw new SyntaxFailure('end of data');
    this.sink.countValue();
    this.shift();
    if (isCmd(buf1, '[') || isCmd(buf1, '<<') || isCmd(buf1, 'BI')) {
      if (this.depth >= MAX_DEPTH) throw new SyntaxFailure('nested too deep');
      this.depth += 1;
      try {
        return isCmd(buf1, '[') ? this.array() : isCmd(buf1, '<<') ? this.dictOrStream() : this.inlineImage();
      } finally {
        this.depth -= 1;
      }
    }
    if (Number.isInteger(buf1) && Number.isInteger(this.buf1) && isCmd(this.buf2, 'R')) {
      this.shift();
      this.shift();
      return new Ref(buf1 as number);
    }
    return buf1;
  }

  private array(): PdfValue {
    const array: PdfValue[] = [];
    let kept = true;
    while (!isCmd(this.buf1, ']')) {
      if (this.buf1 === EOF) throw new SyntaxFailure('end of data in an array');
      const element = this.value();
      if (array.length < ELEMENTS_KEPT) array.push(element);
      else kept = false;
    }
    this.shift();
    return kept ? array : TOO_LARGE;
  }

  private dictOrStream(): PdfValue {
    const dict = new Dict();
    while (!isCmd(this.buf1, '>>')) {
      if (this.buf1 === EOF) throw new SyntaxFailure('end of data in a dictionary');
      if (!(this.buf1 instanceof Name)) {
        this.shift();
        continue;
      }
      const key = this.buf1.name;
      this.shift();
      if (this.done) throw new SyntaxFailure('end of data in a dictionary');
      dict.map.set(key, this.value());
    }
    if (isCmd(this.buf2, 'stream')) {
      const resume = this.sink.stream(dict, this.lexer.pos);
      if (resume === undefined) throw new SyntaxFailure('a stream with no end');
      this.resumeAt(resume);
      return new StreamValue(dict);
    }
    this.shift();
    return dict;
  }

  private inlineImage(): PdfValue {
    const dict = new Dict();
    while (!isCmd(this.buf1, 'ID')) {
      if (this.buf1 === EOF) throw new SyntaxFailure('end of data in an inline image');
      if (!(this.buf1 instanceof Name)) throw new SyntaxFailure('an inline image key that is no name');
      const key = this.buf1.name;
      this.shift();
      if (this.done) throw new SyntaxFailure('end of data in an inline image');
      dict.map.set(key, this.value());
    }
    // The lexer stopped at the byte after `ID`, the one white-space byte before the data.
    this.resumeAt(this.sink.inlineImage(dict, this.lexer.pos + 1));
    return new StreamValue(dict);
  }
}
