import { testReason } from '$test/helpers/test-reason';
import { describe, expect, it } from 'vitest';
import type { Problem } from '$shared/rules/problem';
import { getApplication, openDatabase, saveDraft, transition, type Database } from '$main/database';
import { openTestDatabase } from '../helpers';
import { applicationIn } from '$test/helpers/application-in-state';

/**
 * An autosave whose problems are the ones this connection last wrote keeps the stored ciphertext
 * instead of sealing and writing it again; these tests hold it to storing exactly what it was given.
 */
const required: Problem[] = [{ path: ['applicant', 'ssn'], code: 'required', message: 'applicant.ssn is required' }];
const rejected: Problem[] = [{ path: ['fees'], code: 'service_rejected', message: 'the service refused the fees' }];

const draftOf = (database: Database) => applicationIn(database, 'draft', { type: 'soletrader', name: '', body: { applicant: {} } });

const save = (problems: Problem[], firstName: string) => ({
  body: { applicant: { firstName } },
  businessName: firstName,
  status: 'draft' as const,
  problems,
  settingsSnapshotId: null,
  actor: 'agent' as const,
});

describe('saveDraft keeping unchanged problems', () => {
  it('stores the problems given, save after save, and the body of each save', () => {
    const { database } = openTestDatabase();
    const id = draftOf(database);
    for (const [index, problems] of [required, required, [], [], required, rejected, rejected].entries()) {
      saveDraft(database, id, save(problems, `Guðrún ${index}`));
      const stored = getApplication(database, id)!;
      expect(stored.problems).toEqual(problems);
      expect(stored.body).toEqual({ applicant: { firstName: `Guðrún ${index}` } });
    }
  });

  it('writes the problems again when someone else changed them in between, though they equal its last ones', () => {
    const { database, dataDir, secretStore } = openTestDatabase();
    const id = draftOf(database);
    saveDraft(database, id, save(required, 'Guðrún'));
    // Another connection (the outbox, the command line) writes other problems without a new revision.
    const other = openDatabase({ dataDir, secretStore });
    try {
      transition(other, id, { from: ['draft'], to: 'draft', actor: 'system', reason: testReason('checked elsewhere'), problems: rejected });
    } finally {
      other.close();
    }
    expect(getApplication(database, id)!.problems).toEqual(rejected);
    saveDraft(database, id, save(required, 'Guðrún Jónsdóttir'));
    expect(getApplication(database, id)!.problems).toEqual(required);
  });

  it('keeps the sealed problems a save over its own last save finds unchanged, and seals them again when older ones were put back behind its back', () => {
    const { database } = openTestDatabase();
    const id = draftOf(database);
    const storedProblems = () =>
      (database.db.prepare('SELECT problems FROM application_bodies WHERE application_id = ?').get(id) as { problems: Buffer }).problems;
    saveDraft(database, id, save(required, 'Guðrún'));
    const older = storedProblems();
    saveDraft(database, id, save([], 'Guðrún J'));
    const sealed = storedProblems();
    saveDraft(database, id, save([], 'Guðrún Jó'));
    expect(storedProblems().equals(sealed)).toBe(true);
    // An older seal of this application's problems put back: it opens, and says what is no longer so.
    database.db.prepare('UPDATE application_bodies SET problems = ? WHERE application_id = ?').run(older, id);
    expect(getApplication(database, id)!.problems).toEqual(required);
    saveDraft(database, id, save([], 'Guðrún Jón'));
    expect(getApplication(database, id)!.problems).toEqual([]);
    expect(storedProblems().equals(older)).toBe(false);
  });

  it('returns the stored body, not the object it was given', () => {
    const { database } = openTestDatabase();
    const id = draftOf(database);
    const body = { applicant: { firstName: 'Guðrún', born: new Date('1930-01-01T00:00:00Z'), nothing: undefined } };
    const record = saveDraft(database, id, { ...save([], 'Guðrún'), body });
    body.applicant.firstName = 'changed afterwards';
    expect(record.body).toEqual({ applicant: { firstName: 'Guðrún', born: '1930-01-01T00:00:00.000Z' } });
    expect(record.body).toEqual(getApplication(database, id)!.body);
    expect(JSON.parse(JSON.stringify(record))).toMatchObject({ body: record.body, revision: 2 });
  });
});
