import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { HAS_POSIX_MODES } from '$main/crypto/private-files';
import type { SecretStore } from '$main/crypto/secret-store';
import {
  createApplication,
  DATABASE_FILE_NAME,
  DatabaseTooNewError,
  getApplication,
  openDatabase,
  SCHEMA_VERSION,
  setApiKey,
  DatabaseLockedError,
} from '$main/database';
import { openTestDatabase } from '../helpers';
import { tempDir } from '$test/helpers/temp-dir';

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('openDatabase', () => {
  it('sets WAL, synchronous=FULL, foreign keys and a busy timeout on the connection', () => {
    const { database } = openTestDatabase();
    expect(database.db.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 = FULL; better-sqlite3 would leave NORMAL (1) under WAL.
    expect(database.db.pragma('synchronous', { simple: true })).toBe(2);
    expect(database.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(database.db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(database.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  });

  it('applies the pragmas again on every open (they are not stored in the file)', () => {
    const { database, dataDir, secretStore } = openTestDatabase();
    database.close();
    const again = openDatabase({ dataDir, secretStore });
    try {
      expect(again.db.pragma('synchronous', { simple: true })).toBe(2);
      expect(again.db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      again.close();
    }
  });

  it.runIf(HAS_POSIX_MODES)('creates the folder 0700 and the database, -wal and -shm 0600', () => {
    const { database, dataDir } = openTestDatabase();
    createApplication(database, { entityType: 'other', body: {}, businessName: 'A', actor: 'agent' });
    expect(database.dbPath).toBe(join(dataDir, DATABASE_FILE_NAME));
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const suffix of ['', '-wal', '-shm']) {
      expect(existsSync(database.dbPath + suffix)).toBe(true);
      expect(statSync(database.dbPath + suffix).mode & 0o777).toBe(0o600);
    }
  });

  it('keeps data across close and reopen with the same key', () => {
    const { database, dataDir } = openTestDatabase();
    const created = createApplication(database, {
      entityType: 'soletrader',
      body: { applicant: { ssn: '010130-3019' } },
      businessName: 'Kaffi',
      actor: 'agent',
    });
    database.close();
    const again = openDatabase({ dataDir, secretStore: createKeyFileSecretStore(dataDir) });
    try {
      expect(getApplication(again, created.id)?.body).toEqual({ applicant: { ssn: '010130-3019' } });
    } finally {
      again.close();
    }
  });

  it('refuses another key with DatabaseLockedError, changing nothing, and opens again with the right one', () => {
    const { database, dataDir, secretStore } = openTestDatabase();
    const created = createApplication(database, { entityType: 'other', body: { a: 1 }, businessName: 'Kaffi', actor: 'agent' });
    setApiKey(database, 'key-123');
    database.close();
    const before = sha256(join(dataDir, DATABASE_FILE_NAME));

    const otherKey = createKeyFileSecretStore(tempDir('fieldboard-other-key-'));
    const error = thrown(() => openDatabase({ dataDir, secretStore: otherKey }));
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toContain('this data folder was encrypted with another key');
    expect(sha256(join(dataDir, DATABASE_FILE_NAME))).toBe(before);

    const again = openDatabase({ dataDir, secretStore });
    try {
      expect(getApplication(again, created.id)?.body).toEqual({ a: 1 });
    } finally {
      again.close();
    }
  });

  it('catches a secret store that unwraps to garbage instead of throwing', () => {
    const { database, dataDir } = openTestDatabase();
    database.close();
    const lenient: SecretStore = { kind: 'lenient', protect: (p) => p, unprotect: () => Buffer.alloc(32, 7) };
    const error = thrown(() => openDatabase({ dataDir, secretStore: lenient }));
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toContain('locked by "key-file", not "lenient"');
  });

  it('refuses a database from a newer release, naming both versions, before unlocking or writing', () => {
    const { database, dataDir, secretStore } = openTestDatabase();
    database.close();
    const raw = new Database(join(dataDir, DATABASE_FILE_NAME));
    raw.pragma(`user_version = ${SCHEMA_VERSION + 4}`);
    raw.close();
    const before = sha256(join(dataDir, DATABASE_FILE_NAME));
    const error = thrown(() => openDatabase({ dataDir, secretStore }));
    expect(error).toBeInstanceOf(DatabaseTooNewError);
    expect((error as Error).message).toContain(`schema version ${SCHEMA_VERSION + 4}`);
    expect((error as Error).message).toContain(`versions up to ${SCHEMA_VERSION}`);
    expect(sha256(join(dataDir, DATABASE_FILE_NAME))).toBe(before);
  });

  it('refuses to invent a new key when encrypted data exists but its key record is gone', () => {
    const { database, dataDir, secretStore } = openTestDatabase();
    createApplication(database, { entityType: 'other', body: {}, businessName: 'A', actor: 'agent' });
    database.db.prepare('DELETE FROM keyring').run();
    database.close();
    expect(() => openDatabase({ dataDir, secretStore })).toThrow(/key record is missing/);
  });

  it('wipes the key on close: the database cannot decrypt afterwards', () => {
    const { database } = openTestDatabase();
    database.close();
    expect(() => database.cipher.seal(Buffer.from('x'), 'p')).toThrow(/closed/);
    expect(database.db.open).toBe(false);
    expect(() => database.close()).not.toThrow();
  });
});
