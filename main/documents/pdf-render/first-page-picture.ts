import { type ChildLimits, PARSE_CHILD_LIMITS } from '$main/limited-child/child-limits';
import { runInLimitedChild } from '$main/limited-child/run-in-limited-child';
import { PDF_DECODE_LIMITS } from '../pdf-check';
import type { PageResolution } from './draw-page';

/**
 * An identity document's page is drawn with 2,400 pixels on its long side (the size its zone is
 * read at), at most 600 dpi: a card-sized page is not blown up past what a scanner gives.
 */
export const DOCUMENT_RESOLUTION: PageResolution = { dpi: 600, maxLongSidePx: 2400 };

/**
 * Drawing a scanned page holds the decoded picture, pdf.js's own copy of it and the page: a 300
 * dpi A4 scan passed a parsing child's 384 MiB, so 512 MiB, the reading lane's bound (the kept
 * OCR child's); and, as a reading runs nicer than intake, a minute of wall clock.
 */
export const PAGE_DRAWING_LIMITS: ChildLimits = { ...PARSE_CHILD_LIMITS, dataMb: 512, timeoutMs: 60_000 };

/**
 * A stored PDF's first page as a person sees it, drawn in a limited child of the reading lane, as
 * a grey PNG; `stopped` when the child's limits ended it, `none` when the PDF cannot be drawn
 * (damaged, or past the decode check).
 */
export async function firstPagePicture(
  bytes: Buffer,
  resolution: PageResolution = DOCUMENT_RESOLUTION,
  limits: ChildLimits = PAGE_DRAWING_LIMITS,
): Promise<{ kind: 'picture'; png: Buffer } | { kind: 'stopped' } | { kind: 'none' }> {
  const outcome = await runInLimitedChild('pdf-page-picture', { resolution, limits: PDF_DECODE_LIMITS }, bytes, limits);
  if (outcome.kind !== 'answered') return { kind: 'stopped' };
  const { verdict } = outcome;
  if (verdict.kind !== 'picture') return { kind: 'none' };
  return { kind: 'picture', png: Buffer.from(verdict.png.buffer, verdict.png.byteOffset, verdict.png.byteLength) };
}
