import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DatabaseTooNewError, migrate, readUserVersion, SCHEMA_VERSION } from '../../../main/store';
import { MIGRATIONS, type Migration } from '../../../main/store/migrations';
import { migration as initial } from '../../../main/store/migrations/001-initial';
import { tempDir } from './helpers';

function freshDb(): Database.Database {
  const db = new Database(join(tempDir('migrate'), 'test.sqlite'));
  db.pragma('foreign_keys = ON');
  return db;
}

function tables(db: Database.Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
}

function columns(db: Database.Database, table: string): string[] {
  return (db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((r) => r.name);
}

const step = (version: number, name: string, sql: string): Migration => ({ version, name, up: (db) => db.exec(sql) });

describe('the migration list', () => {
  it('is contiguous from 1 and SCHEMA_VERSION is its length', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_m, i) => i + 1));
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });
});

describe('001-initial on a fresh database', () => {
  it('creates every table STRICT, with the columns the repositories use, and sets user_version 1', () => {
    const db = freshDb();
    expect(migrate(db, [initial])).toEqual([1]);
    expect(readUserVersion(db)).toBe(1);
    expect(tables(db)).toEqual([
      'applications',
      'attachments',
      'audit_log',
      'config',
      'keyring',
      'receipts',
      'secrets',
      'settings_snapshots',
      'submission_attempts',
    ]);
    const strict = db.prepare("SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
      strict: number;
    }[];
    expect(strict.every((t) => t.strict === 1)).toBe(true);
    expect(columns(db, 'applications')).toEqual([
      'id',
      'entity_type',
      'status',
      'business_name',
      'business_name_folded',
      'body',
      'problems',
      'status_reason',
      'settings_snapshot_id',
      'merchant_id',
      'result_json',
      'revision',
      'attempt_count',
      'next_attempt_at',
      'created_at',
      'updated_at',
      'queued_at',
      'submitted_at',
    ]);
    expect(columns(db, 'attachments')).toEqual([
      'id',
      'application_id',
      'role',
      'file_name',
      'media_type',
      'size',
      'sha256',
      'bytes',
      'created_at',
    ]);
    expect(columns(db, 'submission_attempts')).toEqual([
      'id',
      'application_id',
      'settings_snapshot_id',
      'path',
      'started_at',
      'finished_at',
      'outcome',
      'http_status',
      'detail',
    ]);
    expect(columns(db, 'audit_log')).toEqual(['id', 'application_id', 'at', 'actor', 'action', 'from_status', 'to_status', 'reason']);
    const indexes = (
      db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]
    ).map((r) => r.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'applications_by_updated',
        'applications_by_status_updated',
        'applications_due',
        'attachments_by_application',
      ]),
    );
    db.close();
  });

  it('enforces the value sets and the one keyring row', () => {
    const db = freshDb();
    migrate(db, [initial]);
    const insert = (id: string, status: string) =>
      db
        .prepare(
          `INSERT INTO applications (id, entity_type, status, business_name, business_name_folded, body, problems, revision, created_at, updated_at)
           VALUES (?, 'soletrader', ?, 'x', 'x', x'00', x'00', 1, 't', 't')`,
        )
        .run(id, status);
    expect(() => insert('00000000-0000-4000-8000-000000000001', 'lost')).toThrow(/CHECK constraint/);
    expect(() => insert('00000000-0000-4000-8000-000000000002', 'draft')).not.toThrow();
    expect(() => insert('too-short', 'draft')).toThrow(/CHECK constraint/);
    const key = db.prepare(
      "INSERT INTO keyring (id, secret_store_kind, wrapped_data_key, key_check, created_at) VALUES (?, 'k', x'00', x'00', 't')",
    );
    expect(() => key.run(2)).toThrow(/CHECK constraint/);
    // STRICT: a text where an integer belongs is refused, not stored as text.
    expect(() => db.prepare("UPDATE applications SET revision = 'two'").run()).toThrow(/cannot store TEXT value in INTEGER column/);
    db.close();
  });
});

describe('the runner', () => {
  it('runs only the missing steps, each with its user_version', () => {
    const db = freshDb();
    const list = [step(1, 'a', 'CREATE TABLE a (x INTEGER) STRICT'), step(2, 'b', 'CREATE TABLE b (x INTEGER) STRICT')];
    expect(migrate(db, list.slice(0, 1))).toEqual([1]);
    expect(migrate(db, list)).toEqual([2]);
    expect(migrate(db, list)).toEqual([]);
    expect(readUserVersion(db)).toBe(2);
    expect(tables(db)).toEqual(['a', 'b']);
    db.close();
  });

  it.each([
    ['a gap', [step(1, 'a', ''), step(3, 'c', '')]],
    ['a wrong order', [step(2, 'b', ''), step(1, 'a', '')]],
    ['a repeat', [step(1, 'a', ''), step(1, 'a2', '')]],
    ['not starting at 1', [step(2, 'b', '')]],
  ])('refuses a list with %s before touching the database', (_label, list) => {
    const db = freshDb();
    expect(() => migrate(db, list)).toThrow(/Migration list is broken/);
    expect(readUserVersion(db)).toBe(0);
    db.close();
  });

  it('rolls back a failing step together with its user_version', () => {
    const db = freshDb();
    const list = [
      step(1, 'a', 'CREATE TABLE a (x INTEGER) STRICT'),
      {
        version: 2,
        name: 'half',
        up: (d: Database.Database) => {
          d.exec('CREATE TABLE b (x INTEGER) STRICT');
          throw new Error('boom');
        },
      },
    ];
    expect(() => migrate(db, list)).toThrow('boom');
    expect(readUserVersion(db)).toBe(1);
    expect(tables(db)).toEqual(['a']);
    db.close();
  });

  it('refuses an async step', () => {
    const db = freshDb();
    const asyncStep = { version: 1, name: 'async', up: (async () => {}) as unknown as Migration['up'] };
    expect(() => migrate(db, [asyncStep])).toThrow(/must be synchronous/);
    expect(readUserVersion(db)).toBe(0);
    db.close();
  });

  it('refuses a database newer than the app, naming both versions, and changes nothing', () => {
    const db = freshDb();
    migrate(db, [initial]);
    db.pragma('user_version = 7');
    const error = (() => {
      try {
        migrate(db, [initial]);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(DatabaseTooNewError);
    expect((error as DatabaseTooNewError).message).toMatch(/schema version 7.*versions up to 1/);
    expect((error as DatabaseTooNewError).databaseVersion).toBe(7);
    expect((error as DatabaseTooNewError).appVersion).toBe(1);
    expect(readUserVersion(db)).toBe(7);
    db.close();
  });
});
