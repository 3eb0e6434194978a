/**
 * Whether an image's container holds only what the normaliser itself writes (image-normalise-task.ts):
 * a baseline JPEG of quantisation and Huffman tables and one scan, or a non-interlaced PNG of its
 * header, pixel density and image data, each ending where the image ends. Anything else (EXIF,
 * ICC, XMP, comments, text chunks, a second scan, bytes after the end) means the file was not made
 * by the gate, whatever its size. Only the container is read here; whether the pixels decode
 * within the limits is the task's to find out. Decision D24.
 */
export function inNormalForm(bytes: Uint8Array, format: 'jpeg' | 'png'): boolean {
  return format === 'jpeg' ? jpegInNormalForm(bytes) : pngInNormalForm(bytes);
}

/**
 * Segments a baseline JPEG from libjpeg-turbo may carry before its scan: JFIF's APP0 (older
 * encoders wrote one), quantisation tables, the baseline frame, Huffman tables and a restart
 * interval. No APP1–15 (EXIF, XMP, ICC), no comment, no progressive or arithmetic frame.
 */
const JPEG_HEADER_MARKERS = new Set([0xe0, 0xdb, 0xc0, 0xc4, 0xdd]);
const SOS = 0xda;
const EOI = 0xd9;

function jpegInNormalForm(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  let frames = 0;
  for (;;) {
    if (at + 4 > bytes.length || bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2) return false;
    if (marker === SOS) {
      at += 2 + length;
      break;
    }
    if (!JPEG_HEADER_MARKERS.has(marker)) return false;
    if (marker === 0xe0 && String.fromCharCode(...bytes.subarray(at + 4, at + 9)) !== 'JFIF\0') return false;
    if (marker === 0xc0) frames += 1;
    at += 2 + length;
  }
  if (frames !== 1) return false;
  // The scan's data: a 0xFF is followed by a stuffed zero or a restart marker, until the end marker,
  // which must be the file's last two bytes.
  for (; at < bytes.length - 1; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      at += 1;
      continue;
    }
    return next === EOI && at + 2 === bytes.length;
  }
  return false;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** IHDR, then any of these, then IEND: no text, time, colour profile or private chunks. */
const PNG_BODY_CHUNKS = new Set(['PLTE', 'pHYs', 'IDAT']);

function pngInNormalForm(bytes: Uint8Array): boolean {
  if (bytes.length < 8 || !PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let index = 0;
  let images = 0;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    if (index === 0) {
      // Interlace method, the header's last byte: Adam7 is decoded whole, and the normaliser never writes it.
      if (type !== 'IHDR' || length !== 13 || bytes[at + 8 + 12] !== 0) return false;
    } else if (type === 'IEND') {
      return images > 0 && length === 0 && end === bytes.length;
    } else if (PNG_BODY_CHUNKS.has(type)) {
      if (type === 'IDAT') images += 1;
    } else {
      return false;
    }
    at = end;
    index += 1;
  }
  return false;
}
