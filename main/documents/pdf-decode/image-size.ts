/** The filters whose data is a picture this check does not decode; pdf.js decodes each into width × height pixels. */
export type ImageFilter = 'DCTDecode' | 'JPXDecode' | 'JBIG2Decode' | 'CCITTFaxDecode';

/** What the stream's dictionary and its DecodeParms state; 0 where nothing is stated. */
export interface StatedSize {
  width: number;
  height: number;
  /** CCITT's Columns (1728 unless stated) and Rows. */
  columns: number;
  rows: number;
}

/**
 * The most pixels the picture can decode to, by what it states: the dictionary's Width × Height,
 * a JPEG's frame header (SOF, or the DNL marker for a height given after the scan), a JPEG 2000
 * codestream's SIZ, CCITT's Columns × Rows. A renderer reading the stream as an image reads no
 * more than this; the encoded bytes are what the budget counts.
 */
export function statedPixels(filter: ImageFilter, data: Uint8Array, stated: StatedSize): number {
  let pixels = stated.width * stated.height;
  if (filter === 'DCTDecode') pixels = Math.max(pixels, jpegPixels(data));
  if (filter === 'JPXDecode') pixels = Math.max(pixels, jpxPixels(data));
  if (filter === 'CCITTFaxDecode') pixels = Math.max(pixels, stated.columns * Math.max(stated.rows, stated.height, 1));
  return Number.isFinite(pixels) ? pixels : Number.MAX_VALUE;
}

const u16 = (data: Uint8Array, at: number) => (data[at]! << 8) | data[at + 1]!;
const u32 = (data: Uint8Array, at: number) => ((data[at]! << 24) | (data[at + 1]! << 16) | (data[at + 2]! << 8) | data[at + 3]!) >>> 0;

/** Every frame header's width × height, walked marker by marker to the first scan. */
function jpegPixels(data: Uint8Array): number {
  let most = 0;
  let widest = 0;
  let heightLater = false;
  for (let at = 2; at + 9 <= data.length;) {
    if (data[at] !== 0xff) break;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      const height = u16(data, at + 5);
      const width = u16(data, at + 7);
      if (height === 0) heightLater = true;
      widest = Math.max(widest, width);
      most = Math.max(most, height * width);
    }
    at += 2 + u16(data, at + 2);
  }
  if (heightLater) {
    // A frame of height 0 takes its height from a DNL marker after the first scan: the largest one found counts.
    for (let at = data.indexOf(0xff); at >= 0 && at + 6 <= data.length; at = data.indexOf(0xff, at + 1)) {
      if (data[at + 1] === 0xdc && u16(data, at + 2) === 4) most = Math.max(most, u16(data, at + 4) * widest);
    }
  }
  return most;
}

/** The codestream's SIZ marker (after SOC), wherever the JP2 boxes put it: image area minus its offset. */
function jpxPixels(data: Uint8Array): number {
  for (let at = data.indexOf(0xff); at >= 0 && at + 24 <= data.length; at = data.indexOf(0xff, at + 1)) {
    if (data[at + 1] !== 0x4f || data[at + 2] !== 0xff || data[at + 3] !== 0x51) continue;
    const width = u32(data, at + 8) - u32(data, at + 16);
    const height = u32(data, at + 12) - u32(data, at + 20);
    return Math.max(0, width) * Math.max(0, height);
  }
  return 0;
}
