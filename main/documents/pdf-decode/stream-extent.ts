import { BYTE_CLASS, Cmd, Lexer, SyntaxFailure } from './pdf-syntax';

/** Where one reader takes a stream's data to be. */
export interface Extent {
  start: number;
  end: number;
}

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const END = latin1('end');
const ENDSTREAM = latin1('endstream');
const STREAM = latin1('stream');
const STEAM = latin1('steam');
const STREA = latin1('strea');
const EI = latin1('EI');
const PDFLIB_EOLS = ['\x20\r\n', '\r\n', '\r', '\n'].map(latin1);

function matches(bytes: Uint8Array, at: number, word: Uint8Array): boolean {
  if (at < 0 || at + word.length > bytes.length) return false;
  for (let i = 0; i < word.length; i += 1) if (bytes[at + i] !== word[i]) return false;
  return true;
}

/** pdf.js: the data starts after the first end of line following `stream` (CR, LF or CRLF), whatever comes before it. */
function pdfjsStart(bytes: Uint8Array, keywordEnd: number, end: number): number {
  for (let at = keywordEnd; at < end; at += 1) {
    if (bytes[at] === 0x0a) return at + 1;
    if (bytes[at] === 0x0d) return bytes[at + 1] === 0x0a ? at + 2 : at + 1;
  }
  return end;
}

/** pdf-lib: `stream` then one of space-CRLF, CRLF, CR or LF, or nothing. */
function pdflibStart(bytes: Uint8Array, keywordEnd: number): number {
  for (const eol of PDFLIB_EOLS) if (matches(bytes, keywordEnd, eol)) return keywordEnd + eol.length;
  return keywordEnd;
}

/** Whether `endstream`, after white space and comments, is the next word at `at`, as pdf.js checks a Length. */
function endstreamFollows(bytes: Uint8Array, at: number, end: number): boolean {
  try {
    const token = new Lexer(bytes, at, end).next();
    return token instanceof Cmd && token.cmd === 'endstream';
  } catch (error) {
    if (error instanceof SyntaxFailure) return false;
    throw error;
  }
}

/** pdf.js's search when the Length is wrong: `end` then `stream`, or `steam`/`strea` and white space; never in the last nine bytes. */
function pdfjsSearch(bytes: Uint8Array, from: number, end: number): number {
  for (let at = indexOf(bytes, END, from, end); at >= 0 && at < end - ENDSTREAM.length; at = indexOf(bytes, END, at + 1, end)) {
    if (matches(bytes, at + 3, STREAM)) return at;
    if ((matches(bytes, at + 3, STEAM) || matches(bytes, at + 3, STREA)) && isWhite(bytes[at + 8])) return at;
  }
  return -1;
}

/**
 * pdf-lib's search: `stream` opens a nested level, `endstream` closes one; the data ends before
 * the end of line in front of the closing `endstream`, if any. Every occurrence of `stream` is one
 * or the other.
 */
function pdflibSearch(bytes: Uint8Array, from: number, end: number): number {
  let depth = 1;
  for (let at = indexOf(bytes, STREAM, from, end); at >= 0; at = indexOf(bytes, STREAM, at + STREAM.length, end)) {
    const word = at - 3;
    if (word < from || !matches(bytes, word, END)) {
      depth += 1;
      continue;
    }
    depth -= 1;
    if (depth > 0) continue;
    let dataEnd = word;
    if (dataEnd > from && bytes[dataEnd - 1] === 0x0a) dataEnd -= 1;
    if (dataEnd > from && bytes[dataEnd - 1] === 0x0d) dataEnd -= 1;
    return dataEnd;
  }
  return -1;
}

function indexOf(bytes: Uint8Array, word: Uint8Array, from: number, end: number): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, end).indexOf(word, from);
}

/** pdf.js's isWhiteSpace: space, tab, CR, LF (not NUL or form feed). */
const isWhite = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a;

/**
 * The data as pdf.js and as pdf-lib take it (the same in any sound file): each starts where its
 * reader starts and ends at the stated Length when `endstream` follows it, else where the reader's
 * own search for `endstream` stops, else at the end of what holds it. `lengths` are the values
 * the Length may have (more than one when it is a reference defined twice); `directLength` is
 * pdf-lib's, which does not follow references.
 */
export function streamExtents(
  bytes: Uint8Array,
  keywordEnd: number,
  end: number,
  lengths: readonly number[],
  directLength: number | undefined,
): Extent[] {
  const validEnd = (start: number, length: number) =>
    Number.isInteger(length) && length >= 0 && start + length <= end && endstreamFollows(bytes, start + length, end) ? start + length : -1;
  const jsStart = pdfjsStart(bytes, keywordEnd, end);
  let jsEnd = Math.max(-1, ...lengths.map((length) => validEnd(jsStart, length)));
  if (jsEnd < 0) jsEnd = pdfjsSearch(bytes, jsStart, end);
  const libStart = pdflibStart(bytes, keywordEnd);
  let libEnd = directLength === undefined ? -1 : validEnd(libStart, directLength);
  if (libEnd < 0) libEnd = pdflibSearch(bytes, libStart, end);
  const extents = [
    { start: jsStart, end: jsEnd < 0 ? end : jsEnd },
    { start: libStart, end: libEnd < 0 ? end : libEnd },
  ];
  return extents[0]!.start === extents[1]!.start && extents[0]!.end === extents[1]!.end ? [extents[0]!] : extents;
}

/** Where parsing goes on after a stream pdf.js reads: past the `endstream` that ends it. Undefined: pdf.js finds no end and fails. */
export function afterStream(bytes: Uint8Array, keywordEnd: number, end: number, directLength: number | undefined): number | undefined {
  const start = pdfjsStart(bytes, keywordEnd, end);
  let dataEnd =
    directLength !== undefined && Number.isInteger(directLength) && directLength >= 0 && endstreamFollows(bytes, start + directLength, end)
      ? start + directLength
      : pdfjsSearch(bytes, start, end);
  if (dataEnd < 0) return undefined;
  // Past white space and comments to the end word (`endstream`, or the `endsteam` pdf.js also takes), and past it.
  const lexer = new Lexer(bytes, dataEnd, end);
  try {
    lexer.next();
  } catch (error) {
    if (!(error instanceof SyntaxFailure)) throw error;
  }
  dataEnd = lexer.pos;
  return dataEnd;
}

/** Where parsing goes on after an inline image: past the first `EI` that a white-space byte or the end follows. */
export function afterInlineImage(bytes: Uint8Array, dataStart: number, end: number): number {
  for (let at = indexOf(bytes, EI, dataStart, end); at >= 0; at = indexOf(bytes, EI, at + 1, end)) {
    if (at + 2 >= end || BYTE_CLASS[bytes[at + 2]!] === 1) return at + 2;
  }
  return end;
}
