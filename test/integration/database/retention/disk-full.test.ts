import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskFullError, diskSpace, isDiskFull } from '$main/core/retention/disk-space';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { requireEditableApplication } from '$main/core/documents/store-document';
import { insertDocument, createApplication, getApplication, listDocuments, openDatabase, saveDraft, type Database } from '$main/database';
import { steppingClock } from '../helpers';
import { tempDir } from '$test/helpers/temp-dir';

const mounts: string[] = [];
afterEach(() => {
  for (const dir of mounts.splice(0)) execFileSync('umount', [dir]);
});

/**
 * A real, size-limited file system: a tmpfs of `size` mounted for the test (we run as root in CI
 * and here). Where mounting is not permitted, undefined: the test then uses SQLite's
 * max_page_count, which fails writes with the same SQLITE_FULL a full disk gives.
 */
function smallFileSystem(size: string): string | undefined {
  const dir = tempDir('fieldboard-diskfull-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  mounts.push(dir);
  return dir;
}

function open(dataDir: string): Database {
  return openDatabase({ dataDir, secretStore: createKeyFileSecretStore(dataDir), now: steppingClock() });
}

describe('a full disk', () => {
  it('a write that fails for lack of space loses no acknowledged save and leaves the database whole', () => {
    const mount = smallFileSystem('3m');
    const dataDir = join(mount ?? tempDir('fieldboard-diskfull-injected-'), 'data');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    let database = open(dataDir);
    if (mount === undefined) database.db.pragma(`max_page_count = ${(database.db.pragma('page_count', { simple: true }) as number) + 600}`);
    const { id } = createApplication(database, { entityType: 'other', body: { note: 'v0' }, businessName: 'Full ehf', actor: 'agent' });
    let acknowledged = { body: { note: 'v0' } as unknown, revision: 1, attachments: 0 };
    let failure: unknown;
    for (let i = 1; i < 200 && failure === undefined; i++) {
      try {
        const body = { note: `v${i}`, filler: randomBytes(2_000).toString('hex') };
        const saved = saveDraft(database, id, {
          body,
          businessName: 'Full ehf',
          status: 'draft',
          problems: [],
          settingsSnapshotId: null,
          actor: 'agent',
        });
        acknowledged = { ...acknowledged, body, revision: saved.revision };
        insertDocument(database, id, {
          role: 'additional',
          fileName: `additional-${i}.jpg`,
          mediaType: 'image/jpeg',
          bytes: randomBytes(150_000),
        });
        acknowledged = { ...acknowledged, attachments: acknowledged.attachments + 1 };
      } catch (error) {
        failure = error;
      }
    }
    expect(isDiskFull(failure)).toBe(true);
    // Still usable, and exactly what was acknowledged.
    expect(database.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(getApplication(database, id)).toMatchObject({ body: acknowledged.body, revision: acknowledged.revision });
    expect(listDocuments(database, id)).toHaveLength(acknowledged.attachments);
    database.close();
    // And after a restart on the same full disk.
    database = open(dataDir);
    try {
      expect(database.db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(getApplication(database, id)).toMatchObject({ body: acknowledged.body, revision: acknowledged.revision });
      expect(listDocuments(database, id)).toHaveLength(acknowledged.attachments);
    } finally {
      database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('below 100 MB free, new documents are refused while typing still saves', (context) => {
    const mount = smallFileSystem('40m');
    if (mount === undefined) return context.skip(); // needs a real small disk; the threshold is a statfs reading
    const dataDir = join(mount, 'data');
    const database = open(dataDir);
    try {
      const space = diskSpace(database);
      expect(space.level).toBe('critical');
      expect(space.freeBytes).toBeLessThan(40 * 1024 * 1024);
      expect(space.databaseBytes).toBeGreaterThan(0);
      const { id } = createApplication(database, { entityType: 'other', body: {}, businessName: 'Low ehf', actor: 'agent' });
      expect(() => requireEditableApplication(database, id)).toThrow(DiskFullError);
      expect(() => requireEditableApplication(database, id)).toThrow(/new documents are refused below 100 MB/);
      const saved = saveDraft(database, id, {
        body: { note: 'still saves' },
        businessName: 'Low ehf',
        status: 'draft',
        problems: [],
        settingsSnapshotId: null,
        actor: 'agent',
      });
      expect(saved.revision).toBe(2);
    } finally {
      database.close();
    }
  });
});
