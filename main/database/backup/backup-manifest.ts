import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { StateMac } from '$main/crypto/state-mac';
import { DatabaseError } from '../errors';

/**
 * A backup's authenticated header: when it was made, a MAC over every application's id and state
 * MAC in it, and a MAC over every settings snapshot it carries. Each row's own MAC proves the row
 * was once genuine, not that it is the one this backup holds: a row copied in from an older backup
 * (ready, before its send) verifies too. The manifest fixes which state each application had when
 * this backup was made, so such a copy, or a row added or removed, fails the restore. Settings
 * snapshots have no MAC of their own (they are the service's, kept clear), yet they decide the fee
 * rows of drafts, what is validated before a send and the fees a receipt prints: the manifest
 * fixes them too, byte for byte. A whole older backup is still an older backup: that is what the
 * restore's hold is for (restore-hold.ts).
 */
export const MANIFEST_CONFIG_KEY = 'backup.manifest';

/** The applications' MAC of a manifest that also authenticates the settings (version 2). */
const LABEL = Buffer.from('backup-manifest v2');
/** The applications' MAC of a manifest from before settings were authenticated: only verified, never written. */
const LABEL_V1 = Buffer.from('backup-manifest v1');
const SETTINGS_LABEL = Buffer.from('backup-settings v1');

interface ManifestJson {
  /** 2 from when settings are authenticated; absent in the first manifests. */
  version?: number;
  madeAt: string;
  applications: number;
  mac: string;
  settings?: number;
  settingsMac?: string;
}

/** Length-prefixed id and state MAC of every application, by id: one digest, however many there are. */
function statesDigest(db: Database.Database): { count: number; digest: Buffer } {
  const hash = createHash('sha256');
  const prefix = Buffer.alloc(4);
  let count = 0;
  for (const row of db.prepare('SELECT id, state_mac FROM applications ORDER BY id').iterate() as IterableIterator<{
    id: string;
    state_mac: Buffer | null;
  }>) {
    for (const part of [Buffer.from(row.id, 'utf8'), row.state_mac ?? Buffer.alloc(0)]) {
      prefix.writeUInt32BE(part.length);
      hash.update(prefix).update(part);
    }
    count += 1;
  }
  return { count, digest: hash.digest() };
}

/**
 * Every column of every settings snapshot, length-prefixed, by id: as the backup holds them. No
 * migration changes a snapshot's row; one that did would have to digest the rows as written.
 */
function settingsDigest(db: Database.Database): { count: number; digest: Buffer } {
  const hash = createHash('sha256');
  const prefix = Buffer.alloc(4);
  let count = 0;
  const rows = db
    .prepare('SELECT id, key_fingerprint, content_sha256, settings_json, fetched_at, checked_at FROM settings_snapshots ORDER BY id')
    .raw()
    .iterate() as IterableIterator<unknown[]>;
  for (const row of rows) {
    for (const value of row) {
      const part = Buffer.from(String(value), 'utf8');
      prefix.writeUInt32BE(part.length);
      hash.update(prefix).update(part);
    }
    count += 1;
  }
  return { count, digest: hash.digest() };
}

function manifestMac(mac: StateMac, label: Buffer, madeAt: string, count: number, digest: Buffer): Buffer {
  return mac.mac(label, Buffer.from(madeAt, 'utf8'), Buffer.from(String(count), 'utf8'), digest);
}

/** Written into the backup's copy, after its last change to applications and settings. */
export function writeManifest(copy: Database.Database, mac: StateMac, madeAt: string): void {
  const { count, digest } = statesDigest(copy);
  const settings = settingsDigest(copy);
  const value: ManifestJson = {
    version: 2,
    madeAt,
    applications: count,
    mac: manifestMac(mac, LABEL, madeAt, count, digest).toString('hex'),
    settings: settings.count,
    settingsMac: manifestMac(mac, SETTINGS_LABEL, madeAt, settings.count, settings.digest).toString('hex'),
  };
  copy
    .prepare(
      'INSERT INTO config (key, value_json, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json',
    )
    .run(MANIFEST_CONFIG_KEY, JSON.stringify(value), madeAt);
}

/** When the backup was made, once its manifest matches the applications it holds; throws otherwise. */
export function verifiedManifest(db: Database.Database, mac: StateMac, file: string): string {
  const row = db.prepare('SELECT value_json FROM config WHERE key = ?').get(MANIFEST_CONFIG_KEY) as { value_json: string } | undefined;
  const changed = (why: string) =>
    new DatabaseError('invalid_input', `${file} was changed after it was made: ${why}. Nothing was restored.`);
  if (row === undefined) throw changed('its manifest is missing');
  let manifest: ManifestJson;
  try {
    manifest = JSON.parse(row.value_json) as ManifestJson;
  } catch {
    throw changed('its manifest is unreadable');
  }
  if (typeof manifest.madeAt !== 'string' || typeof manifest.mac !== 'string' || !Number.isInteger(manifest.applications)) {
    throw changed('its manifest is unreadable');
  }
  // A first manifest is read as one (its applications' MAC under the first label); a newer one
  // stripped of its settings' MAC to pass as one then fails, since its MAC is under another label.
  const current = manifest.version !== undefined;
  if (current && (manifest.version !== 2 || typeof manifest.settingsMac !== 'string')) throw changed('its manifest is unreadable');
  const { count, digest } = statesDigest(db);
  const made = Buffer.from(manifest.madeAt, 'utf8');
  if (!mac.verify(Buffer.from(manifest.mac, 'hex'), current ? LABEL : LABEL_V1, made, Buffer.from(String(count), 'utf8'), digest)) {
    throw changed('its applications are not the ones it was made with (a row was replaced, added or removed)');
  }
  if (current) {
    const settings = settingsDigest(db);
    if (
      !mac.verify(
        Buffer.from(manifest.settingsMac!, 'hex'),
        SETTINGS_LABEL,
        made,
        Buffer.from(String(settings.count), 'utf8'),
        settings.digest,
      )
    ) {
      throw changed('its settings snapshots are not the ones it was made with (one was edited, added or removed)');
    }
  }
  return manifest.madeAt;
}
