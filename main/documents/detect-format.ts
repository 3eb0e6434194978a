/**
 * What a file is, from its first bytes only: the name and the type the sender claims are never
 * trusted. Wider than the stored media types (`stored-media-types.ts`) because normalising
 * converts some formats and must name the ones it refuses.
 */
export type DetectedFormat = 'pdf' | 'jpeg' | 'png' | 'webp' | 'tiff' | 'gif' | 'avif' | 'heic' | 'bmp' | 'svg' | 'unknown';

/** ISO-BMFF brands (the `ftyp` box) of HEIF files, split by codec: AV1 is readable here, HEVC is not. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

export function detectFormat(bytes: Uint8Array): DetectedFormat {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(4, 8) === 'ftyp') return heifKind(bytes);
  if (starts(0x42, 0x4d) && bytes.length > 26) return 'bmp';
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(ascii(0, Math.min(bytes.length, 512)))) return 'svg';
  return 'unknown';
}

/** The major brand decides; a generic `mif1` file counts as AVIF when it lists an AVIF brand. */
function heifKind(bytes: Uint8Array): DetectedFormat {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = bytes.length >= 8 ? view.getUint32(0) : 0;
  const brands: string[] = [];
  for (let at = 8; at + 4 <= Math.min(boxSize, bytes.length, 64); at += 4) {
    if (at === 12) continue; // minor version, not a brand
    brands.push(String.fromCharCode(...bytes.subarray(at, at + 4)));
  }
  const [major = ''] = brands;
  if (AVIF_BRANDS.has(major)) return 'avif';
  if (HEIC_BRANDS.has(major)) return brands.some((brand) => AVIF_BRANDS.has(brand)) && major === 'mif1' ? 'avif' : 'heic';
  return 'unknown';
}
