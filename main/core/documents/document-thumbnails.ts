import { makeThumbnail } from '$main/documents/thumbnail';
import type { Thumbnail } from '$main/documents/stored-thumbnail';
import { type Database, getDocument, getThumbnail, keepThumbnail } from '$main/database';

/** Thumbnails being made for documents stored without one, so two tiles of one document start one child. */
const making = new WeakMap<Database, Map<string, Promise<Thumbnail | null>>>();

/**
 * A stored document's thumbnail, answered from the database: an image's was made with it in the gate's
 * child run and sealed beside it (decision D13), so no child starts. One stored before thumbnails
 * were kept has its thumbnail made in the limited child on its first request and stored then, so
 * it too is made once. Null for a PDF, and when the child could not make one (asked again on the
 * next request); undefined when there is no such document.
 */
export async function thumbnailOf(database: Database, attachmentId: string): Promise<Thumbnail | null | undefined> {
  const found = getThumbnail(database, attachmentId);
  if (found === undefined) return undefined;
  if (found.thumbnail !== undefined) return found.thumbnail;
  if (found.mediaType === 'application/pdf') return null;
  let pending = making.get(database);
  if (pending === undefined) {
    pending = new Map();
    making.set(database, pending);
  }
  const started = pending.get(attachmentId);
  if (started !== undefined) return started;
  const made = makeAndKeep(database, attachmentId).finally(() => pending.delete(attachmentId));
  pending.set(attachmentId, made);
  return made;
}

async function makeAndKeep(database: Database, attachmentId: string): Promise<Thumbnail | null> {
  const stored = getDocument(database, attachmentId);
  if (stored === undefined) return null;
  const made = await makeThumbnail(stored.bytes, stored.meta.mediaType);
  if (made === undefined) return null;
  // Removed or replaced while the child worked: the thumbnail is still of what was asked for, but not kept.
  keepThumbnail(database, attachmentId, stored.meta.sha256, made);
  return made;
}
