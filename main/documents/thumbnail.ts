import sharp from 'sharp';

export interface Thumbnail {
  mediaType: 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A small JPEG of a stored image for lists and previews, so the renderer never has to decode a
 * full document to show a tile. Stored images are already normalised (upright, no metadata); PDFs
 * get none: rendering a page would need a PDF renderer in main, which we do not ship.
 */
export async function makeThumbnail(bytes: Buffer, mediaType: string, maxSide: number): Promise<Thumbnail | undefined> {
  if (mediaType !== 'image/jpeg' && mediaType !== 'image/png') return undefined;
  const { data, info } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 70 })
    .toBuffer({ resolveWithObject: true });
  return { mediaType: 'image/jpeg', bytes: data, width: info.width, height: info.height };
}
