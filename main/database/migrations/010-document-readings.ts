import type { Migration } from './types';

/**
 * What Fieldboard read from a stored identity document or bank letter, one row per document:
 * `state` is clear (it says only how far reading came); `reading` is sealed (AAD
 * `attachment:<id>:reading`) as the file is, since the zone's text and the IBANs found are the
 * person's data, and holds the reading and the fields it filled. The row goes with its file, so a
 * removal, a purge or a deleted application takes it. Additive: documents stored before it have no row
 * and are not read.
 */
export const migration: Migration = {
  version: 10,
  name: 'document-readings',
  up(db) {
    db.exec(`
      CREATE TABLE document_readings (
        attachment_id TEXT PRIMARY KEY REFERENCES attachments (id) ON DELETE CASCADE,
        state TEXT NOT NULL CHECK (state IN ('reading', 'read', 'unreadable', 'no_zone', 'failed')),
        reading BLOB,
        read_at TEXT
      ) STRICT;
    `);
  },
};
