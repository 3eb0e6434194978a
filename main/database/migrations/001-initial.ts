import type { Migration } from './types';

// Value sets are spelled out here, not imported: a migration is history and must keep meaning
// what it meant when it shipped, whatever later code says.
export const migration: Migration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.exec(`
      -- The data key, wrapped by the platform's secret store, and a value sealed with it so a
      -- store that unwraps to garbage (without authenticating) is still caught at open.
      CREATE TABLE keyring (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        secret_store_kind TEXT NOT NULL,
        wrapped_data_key BLOB NOT NULL,
        key_check BLOB NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE config (
        key TEXT PRIMARY KEY,
        value_json TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      -- Values wrapped by the secret store (the API key); never plain text.
      CREATE TABLE secrets (
        name TEXT PRIMARY KEY,
        wrapped_value BLOB NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      -- Settings are per API key and not personal: kept clear so support can read them.
      CREATE TABLE settings_snapshots (
        id INTEGER PRIMARY KEY,
        key_fingerprint TEXT NOT NULL,
        content_sha256 TEXT NOT NULL,
        settings_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        checked_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX settings_snapshots_by_key ON settings_snapshots (key_fingerprint, id);

      -- Clear: only what the dashboard lists. body and problems are sealed (AES-256-GCM, AAD
      -- application:<id>:body / :problems). business_name_folded is a lower-cased copy for search:
      -- SQLite's LIKE folds ASCII only, and Icelandic names are not ASCII.
      CREATE TABLE applications (
        id TEXT PRIMARY KEY CHECK (length(id) = 36),
        entity_type TEXT NOT NULL CHECK (entity_type IN
          ('soletrader', 'publiclimitedcompany', 'privatelimitedcompany', 'partnership', 'other')),
        status TEXT NOT NULL CHECK (status IN
          ('draft', 'ready', 'queued', 'sending', 'submitted', 'rejected', 'unknown_outcome', 'needs_attention')),
        business_name TEXT NOT NULL,
        business_name_folded TEXT NOT NULL,
        body BLOB NOT NULL,
        problems BLOB NOT NULL,
        status_reason TEXT,
        settings_snapshot_id INTEGER REFERENCES settings_snapshots (id),
        merchant_id INTEGER,
        result_json TEXT,
        revision INTEGER NOT NULL CHECK (revision >= 1),
        attempt_count INTEGER NOT NULL DEFAULT 0 CHECK (attempt_count >= 0),
        next_attempt_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        queued_at TEXT,
        submitted_at TEXT
      ) STRICT;
      -- The dashboard sorts by updated_at then rowid (both in every index entry) and counts by status.
      CREATE INDEX applications_by_updated ON applications (updated_at);
      CREATE INDEX applications_by_status_updated ON applications (status, updated_at);
      CREATE INDEX applications_due ON applications (queued_at) WHERE status = 'queued';

      -- bytes and file_name sealed (AAD attachment:<id>:bytes / :name).
      CREATE TABLE attachments (
        id TEXT PRIMARY KEY CHECK (length(id) = 36),
        application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('identification', 'bankConfirmation', 'additional')),
        file_name BLOB NOT NULL,
        media_type TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size >= 0),
        sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
        bytes BLOB NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX attachments_by_application ON attachments (application_id);

      -- detail sealed (AAD attempt:<id>:detail): a rejection body may echo personal data.
      CREATE TABLE submission_attempts (
        id INTEGER PRIMARY KEY,
        application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        settings_snapshot_id INTEGER REFERENCES settings_snapshots (id),
        path TEXT NOT NULL,
        started_at TEXT NOT NULL,
        finished_at TEXT,
        outcome TEXT CHECK (outcome IN ('submitted', 'rejected', 'unknown', 'not_sent')),
        http_status INTEGER,
        detail BLOB
      ) STRICT;
      CREATE INDEX submission_attempts_by_application ON submission_attempts (application_id, id);

      CREATE TABLE receipts (
        id INTEGER PRIMARY KEY,
        application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        printed_at TEXT NOT NULL,
        layout TEXT NOT NULL CHECK (layout IN ('a4', 'roll80')),
        language TEXT NOT NULL CHECK (language IN ('en', 'is')),
        kind TEXT NOT NULL CHECK (kind IN ('print', 'pdf', 'html')),
        destination TEXT,
        reprint INTEGER NOT NULL CHECK (reprint IN (0, 1))
      ) STRICT;
      CREATE INDEX receipts_by_application ON receipts (application_id, id);

      -- No foreign key: the trail of a deleted draft outlives it. reason must carry no personal data.
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        application_id TEXT NOT NULL,
        at TEXT NOT NULL,
        actor TEXT NOT NULL CHECK (actor IN ('agent', 'system', 'cli')),
        action TEXT NOT NULL,
        from_status TEXT,
        to_status TEXT,
        reason TEXT NOT NULL
      ) STRICT;
      CREATE INDEX audit_log_by_application ON audit_log (application_id, id);
    `);
  },
};
