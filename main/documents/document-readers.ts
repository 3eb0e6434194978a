import type { LetterReading } from '../../shared/documents/document-reading';
import { readIdentityDocument } from './mrz/read-identity-document';
import type { StoredMediaType } from './stored-media-types';

/** The readers a stored document of each role is read with (main/core/document-readings.ts). */
export const DOCUMENT_READERS = {
  identification: readIdentityDocument,
  bankConfirmation: (_bytes: Buffer, _mediaType: StoredMediaType): Promise<LetterReading> =>
    Promise.reject(new Error('no reader of bank letters in this build')),
};
