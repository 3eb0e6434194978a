/**
 * The media type of a file from its first bytes, never from its name: a renamed file must not
 * pass as something it is not.
 */
export type SniffedMediaType = 'application/pdf' | 'image/png' | 'image/jpeg';

export function sniffMediaType(bytes: Uint8Array): SniffedMediaType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return undefined;
}

export const EXTENSION_OF: Record<SniffedMediaType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
