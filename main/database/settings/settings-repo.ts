import { createHash } from 'node:crypto';
import { canonicalJson } from '$shared/canonical-json';
import type { Settings } from '$shared/wire/settings';
import { DatabaseError } from '../errors';
import { toIsoTime } from '../iso-time';
import type { Database } from '../database';
import type { SettingsSnapshot } from '../types';

export interface SettingsFetch {
  /** `apiKeyFingerprint(apiKey)`: settings are per key, and the key itself is never stored clear. */
  keyFingerprint: string;
  settings: Settings;
  fetchedAt: string;
}

interface SnapshotRow {
  id: number;
  key_fingerprint: string;
  settings_json: string;
  fetched_at: string;
  checked_at: string;
}

/**
 * Keeps each distinct settings content once per key. An application records the snapshot id it
 * was validated against, so a snapshot row must never change content: an unchanged fetch only
 * moves `checked_at` of the latest row.
 */
export function saveSettingsSnapshot(database: Database, input: SettingsFetch): { id: number; changed: boolean } {
  if (input.keyFingerprint === '') throw new DatabaseError('invalid_input', 'keyFingerprint is empty');
  const fetchedAt = toIsoTime(input.fetchedAt, 'fetchedAt');
  const json = canonicalJson(input.settings);
  const hash = createHash('sha256').update(json).digest('hex');
  return database.db
    .transaction(() => {
      const latest = database.db
        .prepare('SELECT id, content_sha256 FROM settings_snapshots WHERE key_fingerprint = ? ORDER BY id DESC LIMIT 1')
        .get(input.keyFingerprint) as { id: number; content_sha256: string } | undefined;
      if (latest !== undefined && latest.content_sha256 === hash) {
        database.db.prepare('UPDATE settings_snapshots SET checked_at = ? WHERE id = ?').run(fetchedAt, latest.id);
        return { id: latest.id, changed: false };
      }
      const inserted = database.db
        .prepare(
          `INSERT INTO settings_snapshots (key_fingerprint, content_sha256, settings_json, fetched_at, checked_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(input.keyFingerprint, hash, json, fetchedAt, fetchedAt);
      return { id: Number(inserted.lastInsertRowid), changed: true };
    })
    .immediate();
}

export function latestSettingsSnapshot(database: Database, keyFingerprint: string): SettingsSnapshot | undefined {
  const row = database.db
    .prepare('SELECT * FROM settings_snapshots WHERE key_fingerprint = ? ORDER BY id DESC LIMIT 1')
    .get(keyFingerprint) as SnapshotRow | undefined;
  return row === undefined ? undefined : toSnapshot(row);
}

export function getSettingsSnapshot(database: Database, id: number): SettingsSnapshot | undefined {
  const row = database.db.prepare('SELECT * FROM settings_snapshots WHERE id = ?').get(id) as SnapshotRow | undefined;
  return row === undefined ? undefined : toSnapshot(row);
}

function toSnapshot(row: SnapshotRow): SettingsSnapshot {
  return {
    id: row.id,
    keyFingerprint: row.key_fingerprint,
    // Stored after parsing with SettingsSchema; not re-parsed, so a later, stricter schema cannot
    // make an old snapshot (and the applications validated against it) unreadable.
    settings: JSON.parse(row.settings_json) as Settings,
    fetchedAt: row.fetched_at,
    checkedAt: row.checked_at,
  };
}
