import type { Migration } from './types';

/**
 * Additive only: two tables and their indexes, nothing existing changes.
 *
 * `refusals`: each time the service refused an application, its reasons exactly as the service
 * wrote them (path and text), sealed (AES-256-GCM, AAD refusal:<id>:reasons) since a reason may
 * echo a name or a national ID. A refusal stays with the application for its whole life (the
 * history); `requeued_at` is set when the agent queued it again after this refusal.
 *
 * `search_terms`: what the one search box finds an application by. Clear terms are folded text
 * (business and store names, the service's merchant, agreement and terminal IDs); national IDs,
 * company numbers and IBANs are never stored clear, only as a keyed blind index: the hex
 * HMAC-SHA-256 of the normalised value under a key derived from the data key. `search_digest`
 * on the side says which terms an application was last indexed with, so a save that changes no
 * term writes nothing, and an application indexed by an older version is indexed again at open.
 */
export const migration: Migration = {
  version: 6,
  name: 'refusals-and-search',
  up(db) {
    db.exec(`
      CREATE TABLE refusals (
        id INTEGER PRIMARY KEY,
        application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        attempt_id INTEGER,
        refused_at TEXT NOT NULL,
        http_status INTEGER,
        reasons BLOB NOT NULL,
        requeued_at TEXT
      ) STRICT;
      CREATE INDEX refusals_by_application ON refusals (application_id, id);

      CREATE TABLE search_terms (
        application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('name', 'service_id', 'merchant_number', 'person_id', 'iban')),
        term TEXT NOT NULL
      ) STRICT;
      CREATE INDEX search_terms_by_term ON search_terms (term);
      CREATE INDEX search_terms_by_application ON search_terms (application_id);

      CREATE TABLE search_digest (
        application_id TEXT PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        digest TEXT NOT NULL
      ) STRICT;
    `);
  },
};
