import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { migrate } from '$main/sqlite/migrate';
import { insertDocument, createApplication, getApplication, openDatabase, runMaintenance } from '$main/database';
import { MAINTENANCE_STEPS, type MaintenanceStep } from '$main/database/open/maintenance';
import { MIGRATIONS } from '$main/database/migrations';
import { steppingClock } from '../helpers';
import { tempDir } from '$test/helpers/temp-dir';

/** A data folder as release 2 left it: schema 2, auto_vacuum NONE, one application with a document. */
function releaseTwoFolder(): { dataDir: string; id: string } {
  const dataDir = join(tempDir('fieldboard-maintenance-'), 'data');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(join(dataDir, 'fieldboard.sqlite'));
  db.pragma('journal_mode = WAL');
  migrate(db, MIGRATIONS.slice(0, 2));
  expect(db.pragma('auto_vacuum', { simple: true })).toBe(0);
  db.close();
  const database = openDatabase({ dataDir, secretStore: createKeyFileSecretStore(dataDir), now: steppingClock() });
  const { id } = createApplication(database, { entityType: 'other', body: { note: 'old' }, businessName: 'Old ehf', actor: 'agent' });
  insertDocument(database, id, {
    role: 'additional',
    fileName: 'additional-1.pdf',
    mediaType: 'application/pdf',
    bytes: randomBytes(50_000),
  });
  database.close();
  return { dataDir, id };
}

function open(dataDir: string) {
  return openDatabase({ dataDir, secretStore: createKeyFileSecretStore(dataDir), now: steppingClock('2026-04-01T00:00:00.000Z') });
}

const doneSteps = (db: Database.Database) => db.prepare('SELECT name FROM maintenance_steps ORDER BY name').all() as { name: string }[];

describe('post-migration maintenance', () => {
  it('converts a release-2 file to incremental auto_vacuum once, keeping every row', () => {
    const { dataDir, id } = releaseTwoFolder();
    const database = open(dataDir);
    try {
      // The migrations ran (the latest schema) but could not change the mode: that needs a VACUUM outside them.
      expect(database.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      expect(database.db.pragma('auto_vacuum', { simple: true })).toBe(0);
      const report = runMaintenance(database.db, database.now);
      expect(report).toEqual({ done: ['incremental-auto-vacuum'], failed: [], erasedFreePages: 0 });
      expect(database.db.pragma('auto_vacuum', { simple: true })).toBe(2);
      expect(doneSteps(database.db)).toEqual([{ name: 'incremental-auto-vacuum' }]);
      expect(getApplication(database, id)?.body).toEqual({ note: 'old' });
      // Recorded: the next start does nothing.
      expect(runMaintenance(database.db, database.now).done).toEqual([]);
    } finally {
      database.close();
    }
  });

  it('a crash after the VACUUM but before its record: the next start finds the work done and records it', () => {
    const { dataDir } = releaseTwoFolder();
    const database = open(dataDir);
    try {
      database.db.pragma('auto_vacuum = INCREMENTAL');
      database.db.exec('VACUUM'); // the step's work, then "the process died"
      expect(doneSteps(database.db)).toEqual([]);
      const report = runMaintenance(database.db, database.now);
      expect(report.done).toEqual(['incremental-auto-vacuum']);
      expect(database.db.pragma('auto_vacuum', { simple: true })).toBe(2);
    } finally {
      database.close();
    }
  });

  it('a step that fails (a full disk) stays pending, the database stays usable, and the next start retries it', () => {
    const { dataDir, id } = releaseTwoFolder();
    const database = open(dataDir);
    try {
      const failing: MaintenanceStep = {
        name: 'incremental-auto-vacuum',
        run: () => {
          throw new Error('database or disk is full');
        },
      };
      const report = runMaintenance(database.db, database.now, [failing]);
      expect(report.failed).toEqual([{ name: 'incremental-auto-vacuum', error: 'database or disk is full' }]);
      expect(doneSteps(database.db)).toEqual([]);
      expect(getApplication(database, id)?.businessName).toBe('Old ehf');
      expect(runMaintenance(database.db, database.now, MAINTENANCE_STEPS).done).toEqual(['incremental-auto-vacuum']);
    } finally {
      database.close();
    }
  });

  it('a VACUUM that really runs out of room rolls back whole', () => {
    const { dataDir, id } = releaseTwoFolder();
    const database = open(dataDir);
    try {
      // max_page_count makes SQLite answer SQLITE_FULL as a full disk would.
      const pages = database.db.pragma('page_count', { simple: true }) as number;
      database.db.pragma(`max_page_count = ${pages}`);
      database.db.pragma('auto_vacuum = INCREMENTAL'); // a converted file has two more pages (pointer map)
      const report = runMaintenance(database.db, database.now);
      expect(report.failed).toEqual([{ name: 'incremental-auto-vacuum', error: expect.stringMatching(/full/) as unknown }]);
      expect(database.db.pragma('auto_vacuum', { simple: true })).toBe(0);
      expect(doneSteps(database.db)).toEqual([]);
      database.db.pragma('max_page_count = 1073741823');
      expect(database.db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(getApplication(database, id)?.body).toEqual({ note: 'old' });
    } finally {
      database.close();
    }
  });
});
