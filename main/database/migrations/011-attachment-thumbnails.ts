import type { Migration } from './types';

/**
 * Each image document's thumbnail, kept with it: a JPEG made in the limited child in the same run
 * that normalised the image, sealed (AAD `attachment:<id>:thumbnail`) as the file is, since it
 * shows the same page. NULL for a PDF and for documents stored before it, whose thumbnail is made
 * on its first request and stored then. Additive: one column, NULL for every row.
 */
export const migration: Migration = {
  version: 11,
  name: 'attachment-thumbnails',
  up(db) {
    db.exec('ALTER TABLE attachments ADD COLUMN thumbnail BLOB');
  },
};
