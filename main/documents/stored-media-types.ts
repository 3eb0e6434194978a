/**
 * The media types a stored document may have, and the extension each is named with. What a file
 * is comes from its bytes (`detect-format.ts`); normalising turns every accepted format into one
 * of these.
 */
export type StoredMediaType = 'application/pdf' | 'image/png' | 'image/jpeg';

export const EXTENSION_OF: Record<StoredMediaType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
