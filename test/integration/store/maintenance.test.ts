import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createKeyFileSecretStore } from '../../../main/crypto/key-file-secret-store';
import { migrate } from '../../../main/sqlite/migrate';
import { addAttachment, createApplication, getApplication, openStore, runMaintenance } from '../../../main/store';
import { MAINTENANCE_STEPS, type MaintenanceStep } from '../../../main/store/open/maintenance';
import { MIGRATIONS } from '../../../main/store/migrations';
import { steppingClock } from './helpers';
import { tempDir } from '../../helpers/temp-dir';

/** A data folder as release 2 left it: schema 2, auto_vacuum NONE, one application with a document. */
function releaseTwoFolder(): { dataDir: string; id: string } {
  const dataDir = join(tempDir('fieldboard-maintenance-'), 'data');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(join(dataDir, 'fieldboard.sqlite'));
  db.pragma('journal_mode = WAL');
  migrate(db, MIGRATIONS.slice(0, 2));
  expect(db.pragma('auto_vacuum', { simple: true })).toBe(0);
  db.close();
  const store = openStore({ dataDir, secretStore: createKeyFileSecretStore(dataDir), now: steppingClock() });
  const { id } = createApplication(store, { entityType: 'other', body: { note: 'old' }, businessName: 'Old ehf', actor: 'agent' });
  addAttachment(store, id, { role: 'additional', fileName: 'additional-1.pdf', mediaType: 'application/pdf', bytes: randomBytes(50_000) });
  store.close();
  return { dataDir, id };
}

function open(dataDir: string) {
  return openStore({ dataDir, secretStore: createKeyFileSecretStore(dataDir), now: steppingClock('2026-04-01T00:00:00.000Z') });
}

const doneSteps = (db: Database.Database) => db.prepare('SELECT name FROM maintenance_steps ORDER BY name').all() as { name: string }[];

describe('post-migration maintenance', () => {
  it('converts a release-2 file to incremental auto_vacuum once, keeping every row', () => {
    const { dataDir, id } = releaseTwoFolder();
    const store = open(dataDir);
    try {
      // The migrations ran (the latest schema) but could not change the mode: that needs a VACUUM outside them.
      expect(store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      expect(store.db.pragma('auto_vacuum', { simple: true })).toBe(0);
      const report = runMaintenance(store.db, store.now);
      expect(report).toEqual({ done: ['incremental-auto-vacuum'], failed: [], erasedFreePages: 0 });
      expect(store.db.pragma('auto_vacuum', { simple: true })).toBe(2);
      expect(doneSteps(store.db)).toEqual([{ name: 'incremental-auto-vacuum' }]);
      expect(getApplication(store, id)?.body).toEqual({ note: 'old' });
      // Recorded: the next start does nothing.
      expect(runMaintenance(store.db, store.now).done).toEqual([]);
    } finally {
      store.close();
    }
  });

  it('a crash after the VACUUM but before its record: the next start finds the work done and records it', () => {
    const { dataDir } = releaseTwoFolder();
    const store = open(dataDir);
    try {
      store.db.pragma('auto_vacuum = INCREMENTAL');
      store.db.exec('VACUUM'); // the step's work, then "the process died"
      expect(doneSteps(store.db)).toEqual([]);
      const report = runMaintenance(store.db, store.now);
      expect(report.done).toEqual(['incremental-auto-vacuum']);
      expect(store.db.pragma('auto_vacuum', { simple: true })).toBe(2);
    } finally {
      store.close();
    }
  });

  it('a step that fails (a full disk) stays pending, the store stays usable, and the next start retries it', () => {
    const { dataDir, id } = releaseTwoFolder();
    const store = open(dataDir);
    try {
      const failing: MaintenanceStep = {
        name: 'incremental-auto-vacuum',
        run: () => {
          throw new Error('database or disk is full');
        },
      };
      const report = runMaintenance(store.db, store.now, [failing]);
      expect(report.failed).toEqual([{ name: 'incremental-auto-vacuum', error: 'database or disk is full' }]);
      expect(doneSteps(store.db)).toEqual([]);
      expect(getApplication(store, id)?.businessName).toBe('Old ehf');
      expect(runMaintenance(store.db, store.now, MAINTENANCE_STEPS).done).toEqual(['incremental-auto-vacuum']);
    } finally {
      store.close();
    }
  });

  it('a VACUUM that really runs out of room rolls back whole', () => {
    const { dataDir, id } = releaseTwoFolder();
    const store = open(dataDir);
    try {
      // max_page_count makes SQLite answer SQLITE_FULL as a full disk would.
      const pages = store.db.pragma('page_count', { simple: true }) as number;
      store.db.pragma(`max_page_count = ${pages}`);
      store.db.pragma('auto_vacuum = INCREMENTAL'); // a converted file has two more pages (pointer map)
      const report = runMaintenance(store.db, store.now);
      expect(report.failed).toEqual([{ name: 'incremental-auto-vacuum', error: expect.stringMatching(/full/) as unknown }]);
      expect(store.db.pragma('auto_vacuum', { simple: true })).toBe(0);
      expect(doneSteps(store.db)).toEqual([]);
      store.db.pragma('max_page_count = 1073741823');
      expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(getApplication(store, id)?.body).toEqual({ note: 'old' });
    } finally {
      store.close();
    }
  });
});
