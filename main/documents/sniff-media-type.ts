/**
 * The media types a stored document may have, and the extension each is named with. What a file
 * is comes from its bytes (`detect-format.ts`); normalising turns every accepted format into one
 * of these.
 */
export type SniffedMediaType = 'application/pdf' | 'image/png' | 'image/jpeg';

export const EXTENSION_OF: Record<SniffedMediaType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
