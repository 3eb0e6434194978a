import { readBankLetter } from './letter/read-bank-letter';
import { readIdentityDocument } from './mrz/read-identity-document';
import type { StoredMediaType } from './stored-media-types';

/**
 * The readers a stored document of each role is read with (main/core/document-readings.ts). They
 * keep nothing running in this process to close: the OCR engine lives in the kept child, which
 * ends when idle or when this process is gone.
 */
export const DOCUMENT_READERS = {
  identification: readIdentityDocument,
  bankConfirmation: (bytes: Buffer, mediaType: StoredMediaType) => readBankLetter(bytes, mediaType),
};
