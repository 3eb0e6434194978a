import { MAX_ATTACHMENT_BYTES } from '$shared/wire/attachment';
import { DocumentError, megabytes } from './document-errors';
import { type ChildLimits, PARSE_CHILD_LIMITS } from '$main/limited-child/child-limits';
import { runInLimitedChild } from '$main/limited-child/run-in-limited-child';
import type { PdfVerdict } from './pdf-check-task';
import type { PdfDecodeLimits } from './pdf-decode/decode-pdf-streams';

/**
 * What a PDF's streams may decode to before it is refused without being parsed (decision D20):
 * 64 MiB for the whole file, every filter's output counted (a 600 dpi A4 page in 8-bit grey is
 * 35 MB); 10,000 streams and inline images; a million values outside stream data (pdf-lib holds
 * about 70 bytes for each, and the child's V8 heap is 192 MB); 200 megapixels for a picture it
 * does not decode, as for an image file.
 */
export const PDF_DECODE_LIMITS: PdfDecodeLimits = {
  decodedBytes: 64 * 1024 * 1024,
  streams: 10_000,
  objects: 1_000_000,
  imagePixels: 200_000_000,
};

/**
 * A PDF is kept byte for byte (re-writing it could lose a signature or a form), so it is only
 * checked: within the service's 10 MB, parseable, not encrypted, at least one page. pdf-lib is
 * lenient about small damage, as viewers are; what it cannot open, the acquirer could not either.
 * The parsing runs in a child process with operating-system limits (pdf-check-task.ts).
 */
export async function checkPdf(bytes: Buffer, limits: ChildLimits = PARSE_CHILD_LIMITS): Promise<{ pages: number }> {
  if (bytes.length > MAX_ATTACHMENT_BYTES) {
    throw new DocumentError(
      'too_large',
      `The PDF is ${megabytes(bytes.length)}; the limit is ${megabytes(MAX_ATTACHMENT_BYTES)}. Ask for a smaller copy, or scan or photograph the pages instead.`,
    );
  }
  // However the child ends without answering (its memory, processor or time limit), the PDF was too demanding.
  const outcome = await runInLimitedChild('pdf-check', { limits: PDF_DECODE_LIMITS }, bytes, limits);
  const verdict: PdfVerdict = outcome.kind === 'answered' ? outcome.verdict : { kind: 'too_big_unpacked', bound: 'decoded_bytes' };
  switch (verdict.kind) {
    case 'ok':
      return { pages: verdict.pages };
    case 'encrypted':
      throw new DocumentError(
        'encrypted_pdf',
        'The PDF is protected by a password or encryption, so the acquirer could not open it. Ask for an unprotected copy, or print it to a new PDF.',
      );
    case 'corrupt':
      throw corrupt();
    case 'too_big_unpacked':
      throw new DocumentError(
        'too_demanding',
        'The PDF unpacks to far more than a document needs and cannot be checked safely. Ask for a new copy, or scan or photograph the pages instead.',
      );
  }
}

function corrupt(): DocumentError {
  return new DocumentError('corrupt', 'The PDF is damaged or incomplete and cannot be opened. Ask for a new copy of the document.');
}
