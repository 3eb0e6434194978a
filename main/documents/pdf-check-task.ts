import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { rethrowIfOutOfMemory } from '../limited-child/out-of-memory';

/** What the check found; main turns it into a refusal or a page count. */
export type PdfVerdict =
  | { kind: 'ok'; pages: number }
  | { kind: 'encrypted' }
  | { kind: 'corrupt' }
  /** Its zlib streams inflate beyond the budget. */
  | { kind: 'too_big_unpacked' };

export interface PdfCheckInput {
  /** Everything the PDF's zlib streams may inflate to, together. */
  inflateBudgetBytes: number;
}

const STREAM = Buffer.from('stream', 'latin1');
const END_STREAM = Buffer.from('endstream', 'latin1');

/** Where a stream's data starts: after the keyword and the end of line readers accept (LF, CRLF, a bare CR, a space before either). */
function dataStart(bytes: Buffer, afterKeyword: number): number {
  let at = afterKeyword;
  if (bytes[at] === 0x20) at += 1;
  if (bytes[at] === 0x0d) at += 1;
  if (bytes[at] === 0x0a) at += 1;
  return at;
}

/** A zlib header: deflate (CM 8) with a window up to 32 KB, and a check value that holds. */
function startsZlib(bytes: Buffer, at: number): boolean {
  const cmf = bytes[at];
  const flg = bytes[at + 1];
  return cmf !== undefined && flg !== undefined && (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && (cmf * 256 + flg) % 31 === 0;
}

/**
 * A fast early refusal of the common bomb, not the bound (that is the child's memory limit): every
 * stream whose data is zlib is inflated against one budget, whatever its dictionary says, because
 * a filter can be named indirectly, escaped or far from the keyword. Filters it does not inflate
 * (LZW, run-length) and zlib data it does not find are left to the limit.
 */
export function inflatesWithinBudget(bytes: Buffer, budget: number): boolean {
  let left = budget;
  let from = 0;
  for (;;) {
    const keyword = bytes.indexOf(STREAM, from);
    if (keyword < 0) return true;
    from = keyword + STREAM.length;
    if (keyword >= 3 && bytes.toString('latin1', keyword - 3, keyword) === 'end') continue;
    const start = dataStart(bytes, from);
    if (!startsZlib(bytes, start)) continue;
    const end = bytes.indexOf(END_STREAM, start);
    const data = bytes.subarray(start, end < 0 ? bytes.length : end);
    try {
      left -= zlib.inflateSync(data, { maxOutputLength: Math.max(1, left), finishFlush: zlib.constants.Z_SYNC_FLUSH }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
      // Damaged data is pdf-lib's to judge.
    }
    if (left <= 0) return false;
  }
}

/**
 * Runs in the limited child. A PDF is kept byte for byte, so it is only checked: parseable, not
 * encrypted, at least one page. Running out of memory is not "corrupt": it ends the child, which
 * main reports as too demanding.
 */
export async function checkPdfTask(bytes: Buffer, input: PdfCheckInput): Promise<PdfVerdict> {
  if (!inflatesWithinBudget(bytes, input.inflateBudgetBytes)) return { kind: 'too_big_unpacked' };
  let document;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'corrupt' };
  }
  if (document.isEncrypted) return { kind: 'encrypted' };
  try {
    const pages = document.getPageCount();
    return pages < 1 ? { kind: 'corrupt' } : { kind: 'ok', pages };
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'corrupt' };
  }
}
