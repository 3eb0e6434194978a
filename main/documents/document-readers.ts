import { readBankLetter } from './letter/read-bank-letter';
import { readIdentityDocument } from './mrz/read-identity-document';
import type { StoredMediaType } from './stored-media-types';

/** The readers a stored document of each role is read with (main/core/document-readings.ts). */
export const DOCUMENT_READERS = {
  identification: readIdentityDocument,
  bankConfirmation: (bytes: Buffer, mediaType: StoredMediaType) => readBankLetter(bytes, mediaType),
};
