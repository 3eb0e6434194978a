import type { Migration } from './types';

/**
 * Additive tables for the data's lifetime (see decisions: Data lifecycle).
 * - maintenance_steps: work done once after the migrations, outside any transaction (VACUUM to
 *   switch an older file to incremental auto_vacuum); see main/store/maintenance.ts.
 * - retained_receipts: what a purged application keeps so its receipt still prints (legal name,
 *   masked national ID and IBAN, IDs, fee schedule), sealed like the body it replaces (AAD
 *   application:<id>:retained), with when the purge ran and what it removed (counts only).
 */
export const migration: Migration = {
  version: 3,
  name: 'data-lifecycle',
  up(db) {
    db.exec(`
      CREATE TABLE maintenance_steps (
        name TEXT PRIMARY KEY,
        done_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE retained_receipts (
        application_id TEXT PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        receipt BLOB NOT NULL,
        purged_at TEXT NOT NULL,
        documents_removed INTEGER NOT NULL CHECK (documents_removed >= 0),
        bytes_removed INTEGER NOT NULL CHECK (bytes_removed >= 0)
      ) STRICT;
    `);
  },
};
