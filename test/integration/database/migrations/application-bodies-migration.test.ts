import { testReason } from '$test/helpers/test-reason';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Problem } from '$shared/rules/problem';
import { createFieldCipher } from '$main/crypto/field-cipher';
import { ensureOwnFolder } from '$main/crypto/own-folder';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import {
  DATABASE_FILE_NAME,
  deleteApplication,
  getApplication,
  listApplications,
  readUserVersion,
  saveDraft,
  SCHEMA_VERSION,
  transition,
} from '$main/database';
import { migrate } from '$main/sqlite/migrate';
import { createDataKey } from '$main/database/open/keyring';
import { migration as initial } from '$main/database/migrations/001-initial';
import { purpose } from '$main/database/purposes';
import { openTestDatabase } from '../helpers';
import { tempDir } from '$test/helpers/temp-dir';

const DRAFT_ID = '00000000-0000-4000-8000-0000000000d1';
const SUBMITTED_ID = '00000000-0000-4000-8000-0000000000d2';
const draftBody = { applicant: { firstName: 'Guðrún', lastName: 'Þórsdóttir' }, note: 'sealed under 001' };
const draftProblems: Problem[] = [{ path: ['applicant', 'ssn'], code: 'required', message: 'missing' }];
const submittedBody = { application: { company: { name: 'Ísbúð Vík ehf.' } }, processingFees: [] };

/**
 * A data folder as a build at schema 1 left it: the 001 tables, a data key, and applications
 * whose body and problems were sealed inline in `applications`, the way that build's
 * createApplication and saveDraft wrote them (same cipher, same additional data).
 */
function folderAtSchema1(): { dataDir: string } {
  const dataDir = join(tempDir('fieldboard-schema1-'), 'data');
  ensureOwnFolder(dataDir);
  const secretStore = createKeyFileSecretStore(dataDir);
  const db = new Database(join(dataDir, DATABASE_FILE_NAME));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    migrate(db, [initial]);
    const key = createDataKey(db, secretStore, '2026-02-01T08:00:00.000Z', dataDir)!;
    const cipher = createFieldCipher(key);
    key.fill(0);
    const insert = db.prepare(
      `INSERT INTO applications
         (id, entity_type, status, business_name, business_name_folded, body, problems, status_reason, merchant_id,
          revision, created_at, updated_at, submitted_at)
       VALUES (@id, @type, @status, @name, @folded, @body, @problems, @reason, @merchant, @revision, @created, @updated, @submitted)`,
    );
    insert.run({
      id: DRAFT_ID,
      type: 'soletrader',
      status: 'draft',
      name: 'Þórsbúð Höfn',
      folded: 'þórsbúð höfn',
      body: cipher.sealJson(draftBody, purpose.applicationBody(DRAFT_ID)),
      problems: cipher.sealJson(draftProblems, purpose.applicationProblems(DRAFT_ID)),
      reason: null,
      merchant: null,
      revision: 3,
      created: '2026-02-01T09:00:00.000Z',
      updated: '2026-02-01T09:30:00.000Z',
      submitted: null,
    });
    insert.run({
      id: SUBMITTED_ID,
      type: 'privatelimitedcompany',
      status: 'submitted',
      name: 'Ísbúð Vík ehf.',
      folded: 'ísbúð vík ehf.',
      body: cipher.sealJson(submittedBody, purpose.applicationBody(SUBMITTED_ID)),
      problems: cipher.sealJson([], purpose.applicationProblems(SUBMITTED_ID)),
      reason: 'created by the service',
      merchant: 4711,
      revision: 1,
      created: '2026-02-02T09:00:00.000Z',
      updated: '2026-02-02T10:00:00.000Z',
      submitted: '2026-02-02T10:00:00.000Z',
    });
    cipher.destroy();
    expect(readUserVersion(db)).toBe(1);
  } finally {
    db.close();
  }
  return { dataDir };
}

describe('a data folder written at schema 1, opened by this build', () => {
  it('is migrated on open, and every value sealed under 001 still opens where 002 put it', () => {
    const { dataDir } = folderAtSchema1();
    const { database } = openTestDatabase({ dataDir });
    expect(readUserVersion(database.db)).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(2);

    expect(getApplication(database, DRAFT_ID)).toMatchObject({
      status: 'draft',
      businessName: 'Þórsbúð Höfn',
      body: draftBody,
      problems: draftProblems,
      revision: 3,
      updatedAt: '2026-02-01T09:30:00.000Z',
    });
    expect(getApplication(database, SUBMITTED_ID)).toMatchObject({
      status: 'submitted',
      body: submittedBody,
      problems: [],
      merchantId: 4711,
      // A reason no earlier build wrote: migration 007 keeps it as legacy text, shown as stored.
      statusReason: { code: 'legacy', params: { text: 'created by the service' } },
      submittedAt: '2026-02-02T10:00:00.000Z',
    });
    const found = listApplications(database, { search: 'ÞÓRSBÚÐ', limit: 10, offset: 0 });
    expect(found.items.map((item) => item.id)).toEqual([DRAFT_ID]);
    expect(listApplications(database, { limit: 10, offset: 0 }).items.map((item) => item.id)).toEqual([SUBMITTED_ID, DRAFT_ID]);
  });

  it('goes on working: an old draft saves, changes status with new problems, and deletes with its body', () => {
    const { dataDir } = folderAtSchema1();
    const { database } = openTestDatabase({ dataDir });
    const saved = saveDraft(database, DRAFT_ID, {
      body: { ...draftBody, note: 'saved under 002' },
      businessName: 'Þórsbúð Höfn ehf.',
      status: 'draft',
      problems: [],
      settingsSnapshotId: null,
      expectedRevision: 3,
      actor: 'agent',
    });
    expect(saved).toEqual(getApplication(database, DRAFT_ID));
    expect(saved).toMatchObject({ revision: 4, body: { note: 'saved under 002' }, problems: [] });

    const problems: Problem[] = [{ path: ['fees'], code: 'invalid_value', message: 'fees changed' }];
    expect(
      transition(database, DRAFT_ID, {
        from: ['draft'],
        to: 'needs_attention',
        actor: 'system',
        reason: testReason('revalidated'),
        problems,
      }),
    ).toBe(true);
    expect(getApplication(database, DRAFT_ID)?.problems).toEqual(problems);

    transition(database, DRAFT_ID, { from: ['needs_attention'], to: 'draft', actor: 'agent', reason: testReason('edit') });
    deleteApplication(database, DRAFT_ID, 'agent');
    expect(getApplication(database, DRAFT_ID)).toBeUndefined();
    expect(database.db.prepare('SELECT application_id FROM application_bodies').all()).toEqual([{ application_id: SUBMITTED_ID }]);
  });

  it('opens the same way a second time: nothing is migrated twice', () => {
    const { dataDir } = folderAtSchema1();
    openTestDatabase({ dataDir }).database.close();
    const { database } = openTestDatabase({ dataDir });
    expect(getApplication(database, SUBMITTED_ID)?.body).toEqual(submittedBody);
    expect((database.db.prepare('SELECT count(*) AS n FROM application_bodies').get() as { n: number }).n).toBe(2);
  });
});
