import type { Migration } from './types';

/**
 * The clear columns that decide a send (status, merchant ID, result, next attempt...) become
 * authenticated: `state_mac` is an HMAC over them and the sealed body, under a key derived from
 * the data key (main/store/application-state-seal.ts). A migration has no key, so rows that
 * exist now are listed for openStore to seal right after (config `store.unsealedApplications`).
 *
 * `resend_barred`: set on an application that may already exist at the service (restored from a
 * backup with a result, or while sending or unknown; or whose state failed its check). It can
 * never be queued again; a person can still record the IDs the acquirer gives.
 */
export const migration: Migration = {
  version: 4,
  name: 'application-state-seal',
  up(db) {
    db.exec(`
      ALTER TABLE applications ADD COLUMN state_mac BLOB;
      ALTER TABLE applications ADD COLUMN resend_barred INTEGER NOT NULL DEFAULT 0 CHECK (resend_barred IN (0, 1));
      INSERT INTO config (key, value_json, updated_at)
        SELECT 'store.unsealedApplications', 'true', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE EXISTS (SELECT 1 FROM applications);
    `);
  },
};
