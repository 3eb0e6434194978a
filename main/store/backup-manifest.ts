import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { StateMac } from '../crypto/state-mac';
import { StoreError } from './errors';

/**
 * A backup's authenticated header: when it was made, and a MAC over every application's id and
 * state MAC in it. Each row's own MAC proves the row was once genuine, not that it is the one this
 * backup holds: a row copied in from an older backup (ready, before its send) verifies too. The
 * manifest fixes which state each application had when this backup was made, so such a copy, or a
 * row added or removed, fails the restore. A whole older backup is still an older backup: that is
 * what the restore's hold is for (restore-hold.ts).
 */
export const MANIFEST_CONFIG_KEY = 'backup.manifest';

const LABEL = Buffer.from('backup-manifest v1');

interface ManifestJson {
  madeAt: string;
  applications: number;
  mac: string;
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

function manifestMac(mac: StateMac, madeAt: string, count: number, digest: Buffer): Buffer {
  return mac.mac(LABEL, Buffer.from(madeAt, 'utf8'), Buffer.from(String(count), 'utf8'), digest);
}

/** Written into the backup's copy, after its last change to applications. */
export function writeManifest(copy: Database.Database, mac: StateMac, madeAt: string): void {
  const { count, digest } = statesDigest(copy);
  const value: ManifestJson = { madeAt, applications: count, mac: manifestMac(mac, madeAt, count, digest).toString('hex') };
  copy
    .prepare(
      'INSERT INTO config (key, value_json, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json',
    )
    .run(MANIFEST_CONFIG_KEY, JSON.stringify(value), madeAt);
}

/** When the backup was made, once its manifest matches the applications it holds; throws otherwise. */
export function verifiedManifest(db: Database.Database, mac: StateMac, file: string): string {
  const row = db.prepare('SELECT value_json FROM config WHERE key = ?').get(MANIFEST_CONFIG_KEY) as { value_json: string } | undefined;
  const changed = (why: string) => new StoreError('invalid_input', `${file} was changed after it was made: ${why}. Nothing was restored.`);
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
  const { count, digest } = statesDigest(db);
  if (
    !mac.verify(Buffer.from(manifest.mac, 'hex'), LABEL, Buffer.from(manifest.madeAt, 'utf8'), Buffer.from(String(count), 'utf8'), digest)
  ) {
    throw changed('its applications are not the ones it was made with (a row was replaced, added or removed)');
  }
  return manifest.madeAt;
}
