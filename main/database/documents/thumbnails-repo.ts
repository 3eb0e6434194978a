import type { FieldCipher } from '$main/crypto/field-cipher';
import { purpose } from '../purposes';
import { cachedStatement } from '../statements';
import type { Database } from '../database';

/** A stored image's thumbnail: a small JPEG the limited child made, and its size in pixels. */
export interface StoredThumbnail {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Width and height, two bytes each, before the JPEG: answering a thumbnail then reads nothing of the image. */
const SIZE_BYTES = 4;

/** The sealed value of `attachments.thumbnail`, bound to its row and column like the file itself. */
export function sealThumbnail(cipher: FieldCipher, attachmentId: string, thumbnail: StoredThumbnail): Buffer {
  const size = Buffer.alloc(SIZE_BYTES);
  size.writeUInt16BE(thumbnail.width, 0);
  size.writeUInt16BE(thumbnail.height, 2);
  return cipher.seal(Buffer.concat([size, thumbnail.bytes]), purpose.attachmentThumbnail(attachmentId));
}

function openThumbnail(cipher: FieldCipher, attachmentId: string, sealed: Buffer): StoredThumbnail {
  const plain = cipher.open(sealed, purpose.attachmentThumbnail(attachmentId));
  return { width: plain.readUInt16BE(0), height: plain.readUInt16BE(2), bytes: plain.subarray(SIZE_BYTES) };
}

/**
 * What answering a tile needs of a stored document, without opening the document: its type, its
 * digest and its thumbnail if one is stored. Undefined when there is no such document.
 */
export function getThumbnail(
  database: Database,
  attachmentId: string,
): { mediaType: string; sha256: string; thumbnail: StoredThumbnail | undefined } | undefined {
  const row = cachedStatement(database.db, 'SELECT media_type, sha256, thumbnail FROM attachments WHERE id = ?').get(attachmentId) as
    { media_type: string; sha256: string; thumbnail: Buffer | null } | undefined;
  if (row === undefined) return undefined;
  return {
    mediaType: row.media_type,
    sha256: row.sha256,
    thumbnail: row.thumbnail === null ? undefined : openThumbnail(database.cipher, attachmentId, row.thumbnail),
  };
}

/**
 * Stores the thumbnail the limited child made of a document stored without one, in one
 * transaction; only while the row still holds the bytes it was made from (`sha256`) and no
 * thumbnail, so a second request made at the same time stores nothing twice. False when it was not stored.
 */
export function keepThumbnail(database: Database, attachmentId: string, sha256: string, thumbnail: StoredThumbnail): boolean {
  const sealed = sealThumbnail(database.cipher, attachmentId, thumbnail);
  return database.db
    .transaction(
      () =>
        cachedStatement(database.db, 'UPDATE attachments SET thumbnail = ? WHERE id = ? AND sha256 = ? AND thumbnail IS NULL').run(
          sealed,
          attachmentId,
          sha256,
        ).changes === 1,
    )
    .immediate();
}
