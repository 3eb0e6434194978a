import { createRequire } from 'node:module';
import { type WorkerLimits, runLimitedWorker } from './limited-worker';

/** What the worker found; main turns it into a refusal or a page count. */
export type PdfVerdict =
  | { kind: 'ok'; pages: number }
  | { kind: 'encrypted' }
  | { kind: 'corrupt' }
  /** Its streams inflate beyond the budget, or parsing it needed more memory or time than allowed. */
  | { kind: 'too_big_unpacked' };

export interface PdfCheckLimits extends WorkerLimits {
  /** Everything the PDF's Flate streams may inflate to, together. */
  inflateBudgetBytes: number;
}

export const PDF_CHECK_LIMITS: PdfCheckLimits = { inflateBudgetBytes: 64 * 1024 * 1024, heapMb: 192, timeoutMs: 15_000 };

/**
 * The worker, as source text run with `eval`: the same text works from the TypeScript sources
 * (tests), the Node bundles and Electron's, with no separate file to locate. It first inflates
 * every Flate stream it can find with zlib's `maxOutputLength`, so a decompression bomb is caught
 * before pdf-lib allocates anything; pdf-lib then parses what is left, under the heap limit.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
const { PDFDocument } = require(workerData.pdfLib);
const bytes = Buffer.from(workerData.bytes);
function inflatedWithinBudget(budget) {
  const text = bytes.toString('latin1');
  const marker = /stream\\r?\\n/g;
  let left = budget;
  let match;
  while ((match = marker.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const head = text.slice(Math.max(0, match.index - 400), match.index);
    marker.lastIndex = end;
    if (!/FlateDecode/.test(head)) continue;
    try {
      left -= zlib.inflateSync(bytes.subarray(start, end), { maxOutputLength: Math.max(1, left) }).length;
    } catch (error) {
      if (error && error.code === 'ERR_BUFFER_TOO_LARGE') return false;
      // A damaged stream is pdf-lib's to judge.
    }
    if (left <= 0) return false;
  }
  return true;
}
(async () => {
  if (!inflatedWithinBudget(workerData.inflateBudgetBytes)) return { kind: 'too_big_unpacked' };
  let document;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return { kind: 'corrupt' };
  }
  if (document.isEncrypted) return { kind: 'encrypted' };
  try {
    const pages = document.getPageCount();
    return pages < 1 ? { kind: 'corrupt' } : { kind: 'ok', pages };
  } catch {
    return { kind: 'corrupt' };
  }
})().then((verdict) => parentPort.postMessage(verdict));
`;

// `require` in the bundles (Node's and Electron's), createRequire from the TypeScript sources.
const localRequire: NodeJS.Require = typeof require === 'function' ? require : createRequire(import.meta.url);

/**
 * Checks a PDF in a worker thread with a heap limit and a time limit, so a PDF built to inflate
 * to gigabytes costs main nothing but the wait: main keeps answering, and the worker is ended
 * when it runs out of memory or time. Any way the worker fails is `too_big_unpacked`.
 */
export function checkPdfInWorker(bytes: Buffer, limits: PdfCheckLimits = PDF_CHECK_LIMITS): Promise<PdfVerdict> {
  const workerData = { pdfLib: localRequire.resolve('pdf-lib'), inflateBudgetBytes: limits.inflateBudgetBytes };
  return runLimitedWorker<PdfVerdict>(WORKER_SOURCE, bytes, workerData, limits, { kind: 'too_big_unpacked' });
}
