import { runInLimitedChild } from '../../limited-child/run-in-limited-child';
import { PDF_DECODE_LIMITS } from '../pdf-check';
import type { PageResolution } from './draw-page';

/**
 * An identity document's page is drawn with 2,400 pixels on its long side (the size its zone is
 * read at), at most 600 dpi: a card-sized page is not blown up past what a scanner gives.
 */
export const DOCUMENT_RESOLUTION: PageResolution = { dpi: 600, maxLongSidePx: 2400 };

/**
 * A stored PDF's first page as a person sees it, drawn in a limited child of the reading lane, as
 * a grey PNG; `stopped` when the child's limits ended it, `none` when the PDF cannot be drawn
 * (damaged, or past the decode check).
 */
export async function firstPagePicture(
  bytes: Buffer,
  resolution: PageResolution = DOCUMENT_RESOLUTION,
): Promise<{ kind: 'picture'; png: Buffer } | { kind: 'stopped' } | { kind: 'none' }> {
  const outcome = await runInLimitedChild('pdf-page-picture', { resolution, limits: PDF_DECODE_LIMITS }, bytes);
  if (outcome.kind !== 'answered') return { kind: 'stopped' };
  const { verdict } = outcome;
  if (verdict.kind !== 'picture') return { kind: 'none' };
  return { kind: 'picture', png: Buffer.from(verdict.png.buffer, verdict.png.byteOffset, verdict.png.byteLength) };
}
