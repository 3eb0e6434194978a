import type { LetterReading, MrzReading } from '$shared/documents/document-reading';
import { IBAN_LEGIBLE_SIZE, ZONE_LEGIBLE_SIZE, tooSmallToRead } from './legible-size';
import { readBankLetter } from './letter/read-bank-letter';
import { readIdentityDocument } from './mrz/read-identity-document';
import type { StoredMediaType } from './stored-media-types';

const NO_ZONE: MrzReading = { kind: 'mrz', outcome: 'no_zone' };
const NO_TEXT: LetterReading = { kind: 'letter', outcome: 'unreadable' };

/**
 * The readers a stored document of each role is read with (main/core/documents/document-readings.ts). They
 * keep nothing running in this process to close: the OCR engine lives in the kept child, which
 * ends when idle or when this process is gone. An image too small to hold a legible zone or IBAN
 * (a placeholder, an icon) is answered here, as its reader would answer it, without starting a child.
 */
export const DOCUMENT_READERS = {
  identification: async (bytes: Buffer, mediaType: StoredMediaType): Promise<MrzReading> =>
    (await tooSmallToRead(bytes, mediaType, ZONE_LEGIBLE_SIZE)) ? NO_ZONE : readIdentityDocument(bytes, mediaType),
  bankConfirmation: async (bytes: Buffer, mediaType: StoredMediaType): Promise<LetterReading> =>
    (await tooSmallToRead(bytes, mediaType, IBAN_LEGIBLE_SIZE)) ? NO_TEXT : readBankLetter(bytes, mediaType),
};
