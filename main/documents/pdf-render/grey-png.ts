import type { GreyPage } from './draw-page';

/** A drawn page as a grey PNG (fast compression: it is read once, by the next child), by sharp with one libvips thread. */
export async function greyPng(page: GreyPage): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  sharp.concurrency(1);
  const pixels = Buffer.from(page.grey.buffer, page.grey.byteOffset, page.grey.byteLength);
  return sharp(pixels, { raw: { width: page.width, height: page.height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
