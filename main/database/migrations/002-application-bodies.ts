import type { Migration } from './types';

/**
 * Moves the sealed body and problems out of `applications` into a table of their own. With them
 * inline, 10,000 rows took 44 MB, and every search (which has to read each row's folded name)
 * read all of it; the slim table is a few hundred kB and stays in the cache. The ciphertexts are
 * copied byte for byte: their additional data names the application and the field
 * (application:<id>:body), not the table, so they open where they now are.
 *
 * Also trades the (status, updated_at) index for one on status alone. Every autosave changes
 * updated_at, so each index holding it costs the save a page write and the WAL a frame; status
 * changes far less often, and an autosave that keeps it does not touch that index. A status tab
 * now walks the updated_at index testing each row's status, or, for a rare status, sorts its
 * own rows (applications-list.ts): a few milliseconds at most with 10,000 applications.
 */
export const migration: Migration = {
  version: 2,
  name: 'application-bodies',
  up(db) {
    db.exec(`
      -- body and problems are sealed (AES-256-GCM, AAD application:<id>:body / :problems).
      CREATE TABLE application_bodies (
        application_id TEXT PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        body BLOB NOT NULL,
        problems BLOB NOT NULL
      ) STRICT;

      INSERT INTO application_bodies (application_id, body, problems)
        SELECT id, body, problems FROM applications ORDER BY rowid;

      ALTER TABLE applications DROP COLUMN body;
      ALTER TABLE applications DROP COLUMN problems;

      DROP INDEX applications_by_status_updated;
      CREATE INDEX applications_by_status ON applications (status);
    `);
  },
};
