import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** The pages of a letter whose text is read; a bank's confirmation is one or two. */
export const MAX_TEXT_PAGES = 5;
/** The most text kept from them: a letter's pages hold a few thousand characters. */
export const MAX_TEXT_CHARS = 100_000;

/**
 * The text layer of a PDF, line by line, through pdf.js: nothing is evaluated (no font program is
 * compiled to JavaScript), no font is loaded, nothing is fetched (the bytes are given, no URL, and
 * the standard fonts' data is neither bundled nor asked for), and only the first pages are read.
 * Throws what pdf.js throws for a PDF it cannot open (damaged, encrypted).
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  keepFetchUnloaded();
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js runs its worker's code in this thread when it finds it here, rather than importing a
  // file by a path it makes up. The worker module ships no types of its own.
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs' as string);
  const document = await pdfjs.getDocument({
    // A copy: pdf.js takes the buffer it is given for its own (transfers it), and the caller may read the bytes again.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  }).promise;
  try {
    let text = '';
    const pages = Math.min(document.numPages, MAX_TEXT_PAGES);
    for (let number = 1; number <= pages && text.length < MAX_TEXT_CHARS; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      text += `${joinIntoLines(content.items.filter((item): item is TextItem => 'str' in item))}\n`;
      page.cleanup();
    }
    return text.slice(0, MAX_TEXT_CHARS);
  } finally {
    await document.destroy();
  }
}

/**
 * pdf.js adds `Response.prototype.bytes` where it is missing (Node 20), and reaching `Response`
 * loads Node's fetch, whose HTTP parser is WebAssembly reserving gigabytes of address space. The
 * child fetches nothing, so `Response` is a stand-in that already has the method (reading the
 * global to test it would load fetch).
 */
function keepFetchUnloaded(): void {
  Object.defineProperty(globalThis, 'Response', {
    configurable: true,
    writable: true,
    value: class Response {
      bytes(): void {}
    },
  });
}

/**
 * A page's text items joined into lines: a new line where the baseline moves, a space where the gap
 * between two items on one line is wider than a fifth of the font's size. Joining by position
 * rather than by item keeps an IBAN whole however its writer split it into items.
 */
function joinIntoLines(items: readonly TextItem[]): string {
  let text = '';
  let previous: { y: number; end: number; size: number } | undefined;
  for (const item of items) {
    const x = item.transform[4]!;
    const y = item.transform[5]!;
    const size = Math.max(1, Math.abs(item.transform[3]!) || item.height);
    if (previous !== undefined) {
      if (Math.abs(y - previous.y) > previous.size / 2) text += '\n';
      else if (x - previous.end > size / 5) text += ' ';
    }
    text += item.str;
    previous = { y, end: x + item.width, size };
    if (item.hasEOL) {
      text += '\n';
      previous = undefined;
    }
    if (text.length > MAX_TEXT_CHARS) break;
  }
  return text;
}
