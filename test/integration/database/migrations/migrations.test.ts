import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '$main/sqlite/migrate';
import { DatabaseTooNewError, readUserVersion, SCHEMA_VERSION } from '$main/database';
import { MIGRATIONS, type Migration } from '$main/database/migrations';
import { migration as initial } from '$main/database/migrations/001-initial';
import { migration as applicationBodies } from '$main/database/migrations/002-application-bodies';
import { tempDir } from '$test/helpers/temp-dir';

function freshDb(): Database.Database {
  const db = new Database(join(tempDir('fieldboard-migrate-'), 'test.sqlite'));
  db.pragma('foreign_keys = ON');
  return db;
}

function tables(db: Database.Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
}

function columns(db: Database.Database, table: string): string[] {
  return (db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((r) => r.name);
}

function indexes(db: Database.Database): string[] {
  return (
    db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]
  ).map((r) => r.name);
}

function strictTables(db: Database.Database): { name: string; strict: number }[] {
  return db.prepare("SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%'").all() as {
    name: string;
    strict: number;
  }[];
}

const ATTACHMENT_COLUMNS_BEFORE_011 = ['id', 'application_id', 'role', 'file_name', 'media_type', 'size', 'sha256', 'bytes', 'created_at'];

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
    expect(strictTables(db).every((t) => t.strict === 1)).toBe(true);
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

const APPLICATION_COLUMNS_AFTER_002 = [
  'id',
  'entity_type',
  'status',
  'business_name',
  'business_name_folded',
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
];

describe('002-application-bodies on a fresh database', () => {
  it('keeps the sealed values in application_bodies (STRICT, cascading) and slims applications', () => {
    const db = freshDb();
    expect(migrate(db, [initial, applicationBodies])).toEqual([1, 2]);
    expect(readUserVersion(db)).toBe(2);
    expect(tables(db)).toContain('application_bodies');
    expect(strictTables(db).every((t) => t.strict === 1)).toBe(true);
    expect(columns(db, 'applications')).toEqual(APPLICATION_COLUMNS_AFTER_002);
    expect(columns(db, 'application_bodies')).toEqual(['application_id', 'body', 'problems']);
    expect(db.prepare('SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list(?)').all('application_bodies')).toEqual([
      { table: 'applications', from: 'application_id', to: 'id', on_delete: 'CASCADE' },
    ]);
    // One index holds updated_at (every save moves its entry); the status tabs have their own.
    expect(indexes(db).filter((name) => name.startsWith('applications_'))).toEqual([
      'applications_by_status',
      'applications_by_updated',
      'applications_due',
    ]);
    db.close();
  });

  it('refuses a body without its application, and an application row alone has no body', () => {
    const db = freshDb();
    migrate(db, [initial, applicationBodies]);
    expect(() =>
      db
        .prepare(
          "INSERT INTO application_bodies (application_id, body, problems) VALUES ('00000000-0000-4000-8000-000000000009', x'00', x'00')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY constraint failed/);
    expect(() => db.prepare("INSERT INTO application_bodies (application_id, body, problems) VALUES (NULL, x'00', 'text')").run()).toThrow(
      /cannot store TEXT value in BLOB column|NOT NULL/,
    );
    db.close();
  });
});

describe('002-application-bodies on a database holding data from 001', () => {
  const ids = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000c'];

  function seeded001(): Database.Database {
    const db = freshDb();
    migrate(db, [initial]);
    const insert = db.prepare(
      `INSERT INTO applications (id, entity_type, status, business_name, business_name_folded, body, problems, revision, merchant_id, created_at, updated_at)
       VALUES (?, 'soletrader', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    ids.forEach((id, i) =>
      insert.run(
        id,
        i === 2 ? 'submitted' : 'draft',
        `Þórsbúð ${i}`,
        `þórsbúð ${i}`,
        Buffer.from(`body ${i}`),
        Buffer.from(`problems ${i}`),
        i + 1,
        i === 2 ? 7 : null,
        `2026-03-0${i + 1}T09:00:00.000Z`,
        `2026-03-0${i + 1}T10:00:00.000Z`,
      ),
    );
    db.prepare(
      `INSERT INTO attachments (id, application_id, role, file_name, media_type, size, sha256, bytes, created_at)
       VALUES ('00000000-0000-4000-8000-0000000000f1', ?, 'identification', x'01', 'image/png', 1, ?, x'02', 't')`,
    ).run(ids[0], 'a'.repeat(64));
    db.prepare("INSERT INTO audit_log (application_id, at, actor, action, reason) VALUES (?, 't', 'agent', 'create', 'created')").run(
      ids[1],
    );
    return db;
  }

  it('copies every body and problems byte for byte, keeps every clear column, and drops the old ones', () => {
    const db = seeded001();
    const before = db.prepare('SELECT * FROM applications ORDER BY rowid').all() as Record<string, unknown>[];
    expect(migrate(db, [initial, applicationBodies])).toEqual([2]);

    const bodies = db.prepare('SELECT application_id, body, problems FROM application_bodies ORDER BY rowid').all();
    expect(bodies).toEqual(before.map((row) => ({ application_id: row.id, body: row.body, problems: row.problems })));
    const after = db.prepare('SELECT * FROM applications ORDER BY rowid').all();
    expect(after).toEqual(before.map(({ body: _body, problems: _problems, ...clear }) => clear));
    expect(columns(db, 'applications')).toEqual(APPLICATION_COLUMNS_AFTER_002);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect((db.prepare('SELECT count(*) AS n FROM attachments').get() as { n: number }).n).toBe(1);
    db.close();
  });

  it('leaves the copy to cascade: deleting an application takes its body with it', () => {
    const db = seeded001();
    migrate(db, [initial, applicationBodies]);
    db.prepare('DELETE FROM applications WHERE id = ?').run(ids[0]);
    expect(db.prepare('SELECT application_id FROM application_bodies ORDER BY rowid').all()).toEqual([
      { application_id: ids[1] },
      { application_id: ids[2] },
    ]);
    expect((db.prepare('SELECT count(*) AS n FROM attachments').get() as { n: number }).n).toBe(0);
    db.close();
  });

  it('rolls back whole when it fails: the 001 schema and its data stay as they were', () => {
    const db = seeded001();
    // A view that reads the old column makes DROP COLUMN fail, after the bodies were copied.
    db.exec('CREATE VIEW old_bodies AS SELECT id, body FROM applications');
    expect(() => migrate(db, [initial, applicationBodies])).toThrow(/old_bodies/);
    expect(readUserVersion(db)).toBe(1);
    expect(tables(db)).not.toContain('application_bodies');
    expect(columns(db, 'applications')).toContain('body');
    expect(indexes(db)).toContain('applications_by_status_updated');
    db.close();
  });
});

describe('011-attachment-thumbnails', () => {
  const schema10 = MIGRATIONS.slice(0, 10);

  it('on a fresh database: adds the sealed thumbnail column to the STRICT attachments table, last', () => {
    const db = freshDb();
    expect(migrate(db, MIGRATIONS)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(readUserVersion(db)).toBe(11);
    expect(columns(db, 'attachments')).toEqual([...ATTACHMENT_COLUMNS_BEFORE_011, 'thumbnail']);
    expect(strictTables(db).every((t) => t.strict === 1)).toBe(true);
    db.close();
  });

  it('on a database of schema 10: keeps every document byte for byte, each without a thumbnail until one is made', () => {
    const db = freshDb();
    expect(migrate(db, schema10)).toEqual(schema10.map((m) => m.version));
    db.pragma('foreign_keys = OFF'); // a document row alone is enough to show what the step does to it
    db.prepare(
      `INSERT INTO attachments (id, application_id, role, file_name, media_type, size, sha256, bytes, created_at)
       VALUES ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-00000000000a', 'identification', x'01', 'image/jpeg', 1, ?, x'02', 't')`,
    ).run('a'.repeat(64));
    const before = db.prepare('SELECT * FROM attachments').all() as Record<string, unknown>[];
    expect(migrate(db, MIGRATIONS)).toEqual([11]);
    expect(readUserVersion(db)).toBe(11);
    expect(db.prepare('SELECT * FROM attachments').all()).toEqual(before.map((row) => ({ ...row, thumbnail: null })));
    // Sealed bytes or nothing: the STRICT table refuses text in it.
    expect(() => db.prepare("UPDATE attachments SET thumbnail = 'text' WHERE id = '00000000-0000-4000-8000-0000000000f1'").run()).toThrow(
      /cannot store TEXT value in BLOB column/,
    );
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
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
