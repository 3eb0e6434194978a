import { PDFDocument } from 'pdf-lib';
import { MAX_ATTACHMENT_BYTES } from '../../shared/wire/attachment';
import { DocumentError, megabytes } from './document-errors';

/**
 * A PDF is kept byte for byte (re-writing it could lose a signature or a form), so it is only
 * checked: within the service's 10 MB, parseable, not encrypted, at least one page. pdf-lib is
 * lenient about small damage, as viewers are; what it cannot open, the acquirer could not either.
 */
export async function checkPdf(bytes: Buffer): Promise<{ pages: number }> {
  if (bytes.length > MAX_ATTACHMENT_BYTES) {
    throw new DocumentError(
      'too_large',
      `The PDF is ${megabytes(bytes.length)}; the limit is ${megabytes(MAX_ATTACHMENT_BYTES)}. Ask for a smaller copy, or scan or photograph the pages instead.`,
    );
  }
  let document: PDFDocument;
  try {
    // ignoreEncryption lets us tell "encrypted" from "damaged" by asking the parsed document.
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw corrupt();
  }
  if (document.isEncrypted) {
    throw new DocumentError(
      'encrypted_pdf',
      'The PDF is protected by a password or encryption, so the acquirer could not open it. Ask for an unprotected copy, or print it to a new PDF.',
    );
  }
  let pages: number;
  try {
    pages = document.getPageCount();
  } catch {
    throw corrupt();
  }
  if (pages < 1) throw corrupt();
  return { pages };
}

function corrupt(): DocumentError {
  return new DocumentError('corrupt', 'The PDF is damaged or incomplete and cannot be opened. Ask for a new copy of the document.');
}
