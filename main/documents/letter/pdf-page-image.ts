import type { PageImage, PageImageBounds } from '../pdf-first-page-image';

/** A scan of A4 at 600 dpi is 35 megapixels; a letter's page picture is never more. */
export const MAX_PAGE_IMAGE_PIXELS = 40_000_000;

/** A letter's page picture: its pixels bound it, grey or RGB. */
export const LETTER_PAGE_IMAGE_BOUNDS: PageImageBounds = { maxPixels: MAX_PAGE_IMAGE_PIXELS, maxInflatedBytes: MAX_PAGE_IMAGE_PIXELS * 3 };

/** The page's picture as a file OCR takes: the JPEG as it is, inflated pixels as a PNG (sharp, one libvips thread). */
export async function pageImageFile(image: PageImage): Promise<{ bytes: Buffer; mediaType: 'image/jpeg' | 'image/png' }> {
  if (image.kind === 'jpeg') return { bytes: image.bytes, mediaType: 'image/jpeg' };
  const { default: sharp } = await import('sharp');
  sharp.concurrency(1);
  const { pixels, width, height, channels } = image;
  return {
    bytes: await sharp(pixels, { raw: { width, height, channels } }).png({ compressionLevel: 1 }).toBuffer(),
    mediaType: 'image/png',
  };
}
