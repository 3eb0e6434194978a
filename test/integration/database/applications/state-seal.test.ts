import { testReason } from '$test/helpers/test-reason';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { resendUnknown } from '$main/core/outbox/resolve-unknown';
import {
  type ApplicationRecord,
  type Database,
  DatabaseError,
  beginSending,
  confirmNotBoarded,
  createApplication,
  finishAttempt,
  getApiKey,
  getApplication,
  getConfig,
  listAudit,
  openDatabase,
  saveDraft,
  saveSettingsSnapshot,
  setApiKey,
  setConfig,
  transition,
} from '$main/database';
import { NOT_STATE_COLUMNS, STATE_COLUMNS, sealState, stateIntact } from '$main/database/applications/application-state-seal';
import { gateRestoredDocument } from '$main/core/backup/restore-gate';
import { exportBackup, restoreBackup } from '$main/database/backup/backup';
import { SettingsSchema } from '$shared/wire/settings';
import { openTestDatabase, steppingClock } from '../helpers';
import { tempDir } from '$test/helpers/temp-dir';
import { applicationIn } from '$test/helpers/application-in-state';
import { asSchema10 } from '$test/helpers/backup-files';

const PASSPHRASE = 'correct horse battery';

function snapshotId(database: Database): number {
  const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: [] } });
  return saveSettingsSnapshot(database, { keyFingerprint: 'k', settings, fetchedAt: '2026-03-01T08:00:00.000Z' }).id;
}

/** An application the service created: merchant 4242, result stored. */
const submitted = (database: Database, name = 'Kaffi ehf.') =>
  applicationIn(database, 'submitted', { name, body: { owner: name }, merchantId: 4242 });

/** A new empty draft of type `other`, named A. */
function newDraft(database: Database): string {
  return createApplication(database, { entityType: 'other', body: {}, businessName: 'A', actor: 'agent' }).id;
}

/** Saves newDraft's application as it was made, ready: a save that changes nothing but the revision. */
function saveAsMade(database: Database, id: string): ApplicationRecord {
  return saveDraft(database, id, { body: {}, businessName: 'A', status: 'ready', problems: [], settingsSnapshotId: null, actor: 'agent' });
}

function storedMacOf(database: Database, id: string): Buffer {
  return (database.db.prepare('SELECT state_mac FROM applications WHERE id = ?').get(id) as { state_mac: Buffer }).state_mac;
}

async function backupOf(database: Database): Promise<string> {
  const file = join(tempDir('fieldboard-backup-'), 'backup.sqlite');
  await exportBackup(database, file, PASSPHRASE);
  return file;
}

function edit(file: string, sql: string, ...params: unknown[]): void {
  const db = new SQLite(file);
  db.prepare(sql).run(...params);
  db.close();
}

async function restoreInto(file: string): Promise<{ dataDir: string; open: () => Database }> {
  const dataDir = join(tempDir('fieldboard-restored-'), 'data');
  const secretStore = createKeyFileSecretStore(dataDir);
  await restoreBackup(file, dataDir, secretStore, PASSPHRASE, gateRestoredDocument);
  return { dataDir, open: () => openDatabase({ dataDir, secretStore, now: steppingClock('2026-04-01T09:00:00.000Z') }) };
}

/** A value for `column` unlike the one it holds, of a type its CHECKs accept. */
const TAMPERED: Record<(typeof STATE_COLUMNS)[number], string> = {
  id: `UPDATE applications SET id = '00000000-0000-4000-8000-000000000000' WHERE id = ?`,
  entity_type: `UPDATE applications SET entity_type = 'partnership' WHERE id = ?`,
  status: `UPDATE applications SET status = 'queued' WHERE id = ?`,
  business_name: `UPDATE applications SET business_name = 'Another shop' WHERE id = ?`,
  settings_snapshot_id: `UPDATE applications SET settings_snapshot_id = NULL WHERE id = ?`,
  merchant_id: `UPDATE applications SET merchant_id = NULL WHERE id = ?`,
  result_json: `UPDATE applications SET result_json = NULL WHERE id = ?`,
  revision: `UPDATE applications SET revision = revision + 1 WHERE id = ?`,
  attempt_count: `UPDATE applications SET attempt_count = 0 WHERE id = ?`,
  next_attempt_at: `UPDATE applications SET next_attempt_at = '2026-01-01T00:00:00.000Z' WHERE id = ?`,
  queued_at: `UPDATE applications SET queued_at = NULL WHERE id = ?`,
  submitted_at: `UPDATE applications SET submitted_at = NULL WHERE id = ?`,
  resend_barred: `UPDATE applications SET resend_barred = 1 - resend_barred WHERE id = ?`,
  restore_hold: `UPDATE applications SET restore_hold = '2026-01-01T00:00:00.000Z' WHERE id = ?`,
};

describe('the application state seal', () => {
  it('classifies every column of applications: in the MAC, or out of it with a reason', () => {
    const { database } = openTestDatabase();
    const columns = (database.db.prepare("SELECT name FROM pragma_table_info('applications')").all() as { name: string }[]).map(
      (c) => c.name,
    );
    const classified = [...STATE_COLUMNS, ...Object.keys(NOT_STATE_COLUMNS)];
    expect(columns.filter((c) => !classified.includes(c))).toEqual([]);
    expect(classified.filter((c) => !columns.includes(c))).toEqual([]);
  });

  it('the issue’s reproduction: a backup edited to queue a submitted merchant again is refused whole', async () => {
    const { database } = openTestDatabase();
    const id = submitted(database);
    const file = await backupOf(database);
    edit(file, "UPDATE applications SET status = 'queued', next_attempt_at = NULL WHERE id = ?", id);
    await expect(restoreInto(file)).rejects.toThrow(/changed after it was made: 1 application/);
  });

  describe.each(STATE_COLUMNS)('a backup with %s changed by hand', (column) => {
    it('is refused, and nothing is restored', async () => {
      const { database } = openTestDatabase();
      const id = submitted(database);
      const file = await backupOf(database);
      const db = new SQLite(file);
      db.pragma('foreign_keys = OFF');
      expect(db.prepare(TAMPERED[column]).run(id).changes).toBe(1);
      db.close();
      const dataDir = join(tempDir('fieldboard-restored-'), 'data');
      await expect(restoreBackup(file, dataDir, createKeyFileSecretStore(dataDir), PASSPHRASE, gateRestoredDocument)).rejects.toThrow(
        /integrity check/,
      );
      expect(readdirSync(dataDir).filter((f) => f.startsWith('fieldboard.sqlite'))).toEqual([]);
    });
  });

  /** A value for each column left out of the MAC (the MAC itself aside: copying it is the next case). */
  const OUTSIDE: Record<Exclude<keyof typeof NOT_STATE_COLUMNS, 'state_mac'>, string> = {
    business_name_folded: `UPDATE applications SET business_name_folded = 'another shop' WHERE id = ?`,
    status_reason: `UPDATE applications SET status_reason = 'queued again by hand' WHERE id = ?`,
    status_reason_code: `UPDATE applications SET status_reason_code = NULL WHERE id = ?`,
    status_reason_params: `UPDATE applications SET status_reason_params = '{"x":1}' WHERE id = ?`,
    created_at: `UPDATE applications SET created_at = '2000-01-01T00:00:00.000Z' WHERE id = ?`,
    updated_at: `UPDATE applications SET updated_at = '2000-01-01T00:00:00.000Z' WHERE id = ?`,
  };

  describe.each(Object.keys(OUTSIDE) as (keyof typeof OUTSIDE)[])('a backup with %s (outside the MAC) changed by hand', (column) => {
    it('restores, and the application it belongs to still cannot be sent again', async () => {
      const { database } = openTestDatabase();
      const id = submitted(database);
      const file = await backupOf(database);
      const db = new SQLite(file);
      expect(db.prepare(OUTSIDE[column]).run(id).changes).toBe(1);
      db.close();
      const restored = (await restoreInto(file)).open();
      try {
        expect(stateIntact(restored.db, restored.stateMac, id)).toBe(true);
        expect(getApplication(restored, id)).toMatchObject({ status: 'submitted', merchantId: 4242 });
        expect(restored.db.prepare('SELECT resend_barred FROM applications WHERE id = ?').get(id)).toEqual({ resend_barred: 1 });
        expect(() =>
          transition(restored, id, { from: ['submitted'], to: 'queued', actor: 'agent', reason: testReason('again') }),
        ).toThrow();
      } finally {
        restored.close();
      }
    });
  });

  it('a backup whose body was swapped for another row’s sealed body, or its seal copied, is refused', async () => {
    const { database } = openTestDatabase();
    const a = submitted(database, 'A');
    const b = createApplication(database, { entityType: 'other', body: { owner: 'B' }, businessName: 'B', actor: 'agent' }).id;
    const file = await backupOf(database);
    edit(file, 'UPDATE applications SET state_mac = (SELECT state_mac FROM applications WHERE id = ?) WHERE id = ?', a, b);
    await expect(restoreInto(file)).rejects.toThrow(/integrity check/);
  });

  it('in the live database: a state edited behind its back is never sent, edited or queued, and is set aside', () => {
    const { database } = openTestDatabase();
    const id = submitted(database);
    database.db.prepare("UPDATE applications SET status = 'queued', merchant_id = NULL, result_json = NULL WHERE id = ?").run(id);
    expect(beginSending(database, id, { settingsSnapshotId: snapshotId(database), path: '/other' })).toBeUndefined();
    const record = getApplication(database, id)!;
    expect(record.status).toBe('unknown_outcome');
    expect(listAudit(database, id).at(-1)).toMatchObject({ action: 'integrity', toStatus: 'unknown_outcome' });
    expect(() => resendUnknown({ database: database, snapshot: undefined, actor: 'agent' }, { id })).toThrow(DatabaseError);

    const draft = createApplication(database, { entityType: 'other', body: {}, businessName: 'D', actor: 'agent' }).id;
    database.db.prepare('UPDATE applications SET revision = 7 WHERE id = ?').run(draft);
    expect(() =>
      saveDraft(database, draft, { body: {}, businessName: 'D', status: 'ready', problems: [], settingsSnapshotId: null, actor: 'agent' }),
    ).toThrow(/integrity check/);
    expect(() => transition(database, draft, { from: ['draft'], to: 'queued', actor: 'agent', reason: testReason('q') })).toThrow(
      /integrity check/,
    );
    expect(getApplication(database, draft)?.status).toBe('unknown_outcome');
  });

  it('an autosave stores, in its own UPDATE, the very MAC a read-back seal would compute', () => {
    const { database } = openTestDatabase();
    const id = newDraft(database);
    const settingsSnapshotId = snapshotId(database);
    const storedMac = () => storedMacOf(database, id);
    const save = (status: 'draft' | 'ready', owner: string, snapshot: number | null) =>
      saveDraft(database, id, { body: { owner }, businessName: owner, status, problems: [], settingsSnapshotId: snapshot, actor: 'agent' });
    // Keeping the status, changing it (which clears the reason), with and without a settings snapshot, from rejected.
    save('draft', 'Kaffi', null);
    save('ready', 'Kaffi ehf.', settingsSnapshotId);
    database.db.transaction(() => {
      database.db
        .prepare(
          "UPDATE applications SET status = 'rejected', status_reason = 'r', next_attempt_at = '2026-03-02T00:00:00.000Z' WHERE id = ?",
        )
        .run(id);
      sealState(database.db, database.stateMac, id);
    })();
    save('draft', 'Kaffi Mælifell', settingsSnapshotId);
    for (const _ of [1, 2]) {
      const folded = storedMac();
      sealState(database.db, database.stateMac, id);
      expect(storedMac().equals(folded)).toBe(true);
      expect(stateIntact(database.db, database.stateMac, id)).toBe(true);
      save('ready', 'Kaffi', null);
    }
    expect(getApplication(database, id)).toMatchObject({ status: 'rejected', revision: 6, businessName: 'Kaffi', nextAttemptAt: null });
  });

  it('a save over a state edited behind its back is refused and does not seal the edit, also right after its own save', () => {
    const { database } = openTestDatabase();
    const id = newDraft(database);
    const save = () => saveAsMade(database, id);
    save();
    const edits = [
      'UPDATE applications SET merchant_id = 17 WHERE id = ?',
      'UPDATE applications SET state_mac = zeroblob(32) WHERE id = ?',
      'UPDATE application_bodies SET body = zeroblob(length(body)) WHERE application_id = ?',
    ];
    for (const edit of edits) {
      const before = database.db.prepare('SELECT * FROM applications WHERE id = ?').get(id);
      const body = database.db.prepare('SELECT body FROM application_bodies WHERE application_id = ?').get(id);
      database.db.prepare(edit).run(id);
      expect(save, edit).toThrow(/integrity check/);
      expect(stateIntact(database.db, database.stateMac, id)).toBe(false);
      // Put back as it was: the next save, knowing those bytes, goes through again.
      database.db.prepare('UPDATE applications SET merchant_id = @merchant_id, state_mac = @state_mac WHERE id = @id').run(before);
      database.db.prepare('UPDATE application_bodies SET body = ? WHERE application_id = ?').run((body as { body: Buffer }).body, id);
      expect(save().revision).toBe(3 + edits.indexOf(edit));
    }
  });

  it('saves one after another, each starting from the row the last one left, leave exactly what a read-back seal computes', () => {
    const { database } = openTestDatabase();
    const id = newDraft(database);
    const settingsSnapshotId = snapshotId(database);
    const storedMac = () => storedMacOf(database, id);
    // Nothing else writes between these saves, so each starts from the row the one before left (no read).
    const steps = [
      { status: 'draft', owner: 'Kaffi', snapshot: null },
      { status: 'ready', owner: 'Kaffi ehf.', snapshot: settingsSnapshotId },
      { status: 'ready', owner: 'Kaffi Mælifell ehf.', snapshot: settingsSnapshotId },
      { status: 'draft', owner: 'Kaffi Mælifell', snapshot: null },
      { status: 'ready', owner: 'Kaffi Mælifell', snapshot: null },
    ] as const;
    let revision = 1;
    for (const { status, owner, snapshot } of steps) {
      revision = saveDraft(database, id, {
        body: { owner },
        businessName: owner,
        status,
        problems: [],
        settingsSnapshotId: snapshot,
        expectedRevision: revision,
        actor: 'agent',
      }).revision;
    }
    const stored = storedMac();
    expect(stateIntact(database.db, database.stateMac, id)).toBe(true);
    sealState(database.db, database.stateMac, id);
    expect(storedMac().equals(stored)).toBe(true);
    expect(getApplication(database, id)).toMatchObject({
      status: 'ready',
      revision: 6,
      businessName: 'Kaffi Mælifell',
      body: { owner: 'Kaffi Mælifell' },
    });
  });

  it('a save right after its own save still refuses a state another connection changed in between', () => {
    const { database } = openTestDatabase();
    const id = newDraft(database);
    const save = () => saveAsMade(database, id);
    save();
    const other = new SQLite(database.db.name);
    try {
      other.prepare('UPDATE applications SET merchant_id = 17 WHERE id = ?').run(id);
    } finally {
      other.close();
    }
    expect(save).toThrow(/integrity check/);
    expect(stateIntact(database.db, database.stateMac, id)).toBe(false);
  });

  it('a save after a write elsewhere in the database reads its row again, and goes through when the row is as it left it', () => {
    const { database } = openTestDatabase();
    const id = newDraft(database);
    const save = (owner: string) =>
      saveDraft(database, id, {
        body: { owner },
        businessName: owner,
        status: 'ready',
        problems: [],
        settingsSnapshotId: null,
        actor: 'agent',
      });
    save('Kaffi');
    setConfig(database, 'ui.language', 'is');
    expect(save('Kaffi ehf.').revision).toBe(3);
    expect(stateIntact(database.db, database.stateMac, id)).toBe(true);
  });

  it('applications written before the seal existed are sealed at the first open after migration 004', () => {
    const { database, dataDir, secretStore } = openTestDatabase();
    const id = submitted(database);
    // As migration 004 leaves a database that had applications: no MAC yet, and the marker.
    database.db.prepare('UPDATE applications SET state_mac = NULL').run();
    setConfig(database, 'store.unsealedApplications', true);
    database.close();
    const reopened = openDatabase({ dataDir, secretStore });
    try {
      expect(getConfig(reopened, 'store.unsealedApplications')).toBeUndefined();
      expect(() =>
        transition(reopened, id, { from: ['submitted'], to: 'submitted', actor: 'system', reason: testReason('touch') }),
      ).not.toThrow();
      expect(getApplication(reopened, id)?.status).toBe('submitted');
    } finally {
      reopened.close();
    }
  });

  it('an application with a merchant ID can never be queued again, even with a sound seal', () => {
    const { database } = openTestDatabase();
    const id = submitted(database);
    expect(() => transition(database, id, { from: ['submitted'], to: 'queued', actor: 'agent', reason: testReason('again') })).toThrow(
      /cannot be sent again/,
    );
  });
});

describe('migration 009 (restore_hold)', () => {
  it('leaves every seal made before it valid, and a hold set since is sealed', () => {
    const { database, dataDir, secretStore } = openTestDatabase();
    const id = submitted(database);
    // The MAC exactly as schema 8 made it: the state's values without restore_hold, then the body.
    const before = STATE_COLUMNS.filter((column) => column !== 'restore_hold');
    const row = database.db
      .prepare(
        `SELECT ${before.map((c) => `a.${c}`).join(', ')}, b.body FROM applications AS a JOIN application_bodies AS b ON b.application_id = a.id WHERE a.id = ?`,
      )
      .get(id) as Record<string, unknown> & { body: Buffer };
    const sealedThen = database.stateMac.mac(
      Buffer.from('application-state v1'),
      Buffer.from(JSON.stringify(before.map((c) => row[c] ?? null))),
      row.body,
    );
    database.db.prepare('UPDATE applications SET state_mac = ? WHERE id = ?').run(sealedThen, id);
    asSchema10(database.db);
    database.db.exec('DROP TABLE document_readings; ALTER TABLE applications DROP COLUMN restore_hold; PRAGMA user_version = 8');
    database.close();
    const reopened = openDatabase({ dataDir, secretStore });
    try {
      expect(stateIntact(reopened.db, reopened.stateMac, id)).toBe(true);
      reopened.db.prepare("UPDATE applications SET restore_hold = '2026-01-01T00:00:00.000Z' WHERE id = ?").run(id);
      expect(stateIntact(reopened.db, reopened.stateMac, id)).toBe(false);
    } finally {
      reopened.close();
    }
  });
});

describe('restoring a sound backup', () => {
  it('bars anything that reached the service, and sends nothing that was queued then without a person checking', async () => {
    const { database } = openTestDatabase();
    const done = submitted(database);
    const queued = createApplication(database, { entityType: 'other', body: {}, businessName: 'Q', actor: 'agent' }).id;
    transition(database, queued, { from: ['draft'], to: 'queued', actor: 'agent', reason: testReason('q') });
    const unknown = createApplication(database, { entityType: 'other', body: {}, businessName: 'U', actor: 'agent' }).id;
    transition(database, unknown, { from: ['draft'], to: 'queued', actor: 'agent', reason: testReason('q') });
    const { attemptId } = beginSending(database, unknown, { settingsSnapshotId: snapshotId(database), path: '/other' })!;
    finishAttempt(database, unknown, attemptId, {
      to: 'unknown_outcome',
      outcome: 'unknown',
      httpStatus: null,
      detail: {},
      reason: testReason('lost'),
    });
    const sending = createApplication(database, { entityType: 'other', body: {}, businessName: 'S', actor: 'agent' }).id;
    transition(database, sending, { from: ['draft'], to: 'queued', actor: 'agent', reason: testReason('q') });
    beginSending(database, sending, { settingsSnapshotId: snapshotId(database), path: '/other' });

    const restored = (await restoreInto(await backupOf(database))).open();
    try {
      for (const id of [done, unknown, sending]) {
        expect(restored.db.prepare('SELECT resend_barred FROM applications WHERE id = ?').get(id)).toEqual({ resend_barred: 1 });
      }
      expect(getApplication(restored, done)?.status).toBe('submitted');
      expect(getApplication(restored, sending)?.status).toBe('unknown_outcome');
      expect(() => resendUnknown({ database: restored, snapshot: undefined, actor: 'agent' }, { id: unknown })).toThrow(
        /cannot be sent again/,
      );
      expect(() => resendUnknown({ database: restored, snapshot: undefined, actor: 'agent' }, { id: sending })).toThrow(
        /cannot be sent again/,
      );
      // Queued then, perhaps sent since: held until a person checks, then sent as it was queued.
      expect(getApplication(restored, queued)?.status).toBe('queued');
      expect(() => beginSending(restored, queued, { settingsSnapshotId: snapshotId(restored), path: '/other' })).toThrow(
        /restored from a backup/,
      );
      expect(confirmNotBoarded(restored, { ids: [queued] }, 'agent', 'the acquirer has no such merchant')).toEqual([queued]);
      expect(beginSending(restored, queued, { settingsSnapshotId: snapshotId(restored), path: '/other' })).toBeDefined();
    } finally {
      restored.close();
    }
  });
});

describe('a crafted backup', () => {
  it('with a trigger of its own is refused', async () => {
    const { database } = openTestDatabase();
    submitted(database);
    const file = await backupOf(database);
    edit(
      file,
      "CREATE TRIGGER requeue AFTER UPDATE ON applications BEGIN UPDATE applications SET status = 'queued' WHERE id = new.id; END",
    );
    await expect(restoreInto(file)).rejects.toThrow(/database structure was changed \(unexpected trigger requeue\)/);
  });

  it('with a changed table definition or an extra view is refused', async () => {
    const { database } = openTestDatabase();
    const file = await backupOf(database);
    edit(file, 'CREATE VIEW v AS SELECT 1');
    await expect(restoreInto(file)).rejects.toThrow(/unexpected view v/);
  });

  it('never brings in a service address or a key', async () => {
    const { database } = openTestDatabase();
    setConfig(database, 'service.baseUrl', 'https://service.example/isoapi');
    setConfig(database, 'app.language', 'is');
    setApiKey(database, 'the-real-key');
    const file = await backupOf(database);
    edit(file, "UPDATE config SET value_json = '\"https://attacker.example/isoapi\"' WHERE key = 'service.baseUrl'");
    edit(file, "INSERT INTO secrets (name, wrapped_value, updated_at) VALUES ('api_key', x'00', 'now')");
    const restored = (await restoreInto(file)).open();
    try {
      expect(getConfig(restored, 'service.baseUrl')).toBeUndefined();
      expect(getApiKey(restored)).toBeUndefined();
      expect(getConfig(restored, 'app.language')).toBe('is');
    } finally {
      restored.close();
    }
  });

  it('from before the seal (schema 3) is refused with how to make a checkable one', async () => {
    const { database } = openTestDatabase();
    const file = await backupOf(database);
    const db = new SQLite(file);
    db.exec('ALTER TABLE applications DROP COLUMN state_mac; ALTER TABLE applications DROP COLUMN resend_barred; PRAGMA user_version = 3');
    db.close();
    await expect(restoreInto(file)).rejects.toThrow(/cannot be checked for tampering \(schema 3\)/);
  });
});

describe('export', () => {
  it('writes the copy 0600 inside a 0700 folder of its own until it is complete', async () => {
    const { database } = openTestDatabase();
    submitted(database);
    const folder = tempDir('fieldboard-export-');
    const seen: { dir: number; files: number[] }[] = [];
    // unprotect runs after SQLite wrote the copy and before it is renamed into place.
    const spying = {
      ...database.secretStore,
      unprotect(wrapped: Buffer) {
        for (const entry of readdirSync(folder).filter((n) => n.startsWith('.fieldboard-export-'))) {
          const dir = join(folder, entry);
          // The copy and whatever SQLite keeps beside it (-wal, -shm, -journal).
          const files = readdirSync(dir).map((name) => statSync(join(dir, name)).mode & 0o777);
          seen.push({ dir: statSync(dir).mode & 0o777, files });
        }
        return database.secretStore.unprotect(wrapped);
      },
    };
    const file = join(folder, 'b.sqlite');
    await exportBackup({ ...database, secretStore: spying }, file, PASSPHRASE);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.dir).toBe(0o700);
    expect(seen[0]!.files.length).toBeGreaterThan(0);
    expect(seen[0]!.files.every((mode) => mode === 0o600)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(['b.sqlite']);
  });
});
