import { testReason } from '../../helpers/test-reason';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../shared/rules/problem';
import { getApplication, openStore, saveDraft, transition, type Store } from '../../../main/store';
import { openTestStore } from './helpers';
import { applicationIn } from '../../helpers/application-in-state';

/**
 * An autosave whose problems are the ones this connection last wrote keeps the stored ciphertext
 * instead of sealing and writing it again; these tests hold it to storing exactly what it was given.
 */
const required: Problem[] = [{ path: ['applicant', 'ssn'], code: 'required', message: 'applicant.ssn is required' }];
const rejected: Problem[] = [{ path: ['fees'], code: 'service_rejected', message: 'the service refused the fees' }];

const draftOf = (store: Store) => applicationIn(store, 'draft', { type: 'soletrader', name: '', body: { applicant: {} } });

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
    const { store } = openTestStore();
    const id = draftOf(store);
    for (const [index, problems] of [required, required, [], [], required, rejected, rejected].entries()) {
      saveDraft(store, id, save(problems, `Guðrún ${index}`));
      const stored = getApplication(store, id)!;
      expect(stored.problems).toEqual(problems);
      expect(stored.body).toEqual({ applicant: { firstName: `Guðrún ${index}` } });
    }
  });

  it('writes the problems again when someone else changed them in between, though they equal its last ones', () => {
    const { store, dataDir, secretStore } = openTestStore();
    const id = draftOf(store);
    saveDraft(store, id, save(required, 'Guðrún'));
    // Another connection (the outbox, the command line) writes other problems without a new revision.
    const other = openStore({ dataDir, secretStore });
    try {
      transition(other, id, { from: ['draft'], to: 'draft', actor: 'system', reason: testReason('checked elsewhere'), problems: rejected });
    } finally {
      other.close();
    }
    expect(getApplication(store, id)!.problems).toEqual(rejected);
    saveDraft(store, id, save(required, 'Guðrún Jónsdóttir'));
    expect(getApplication(store, id)!.problems).toEqual(required);
  });

  it('returns the stored body, not the object it was given', () => {
    const { store } = openTestStore();
    const id = draftOf(store);
    const body = { applicant: { firstName: 'Guðrún', born: new Date('1930-01-01T00:00:00Z'), nothing: undefined } };
    const record = saveDraft(store, id, { ...save([], 'Guðrún'), body });
    body.applicant.firstName = 'changed afterwards';
    expect(record.body).toEqual({ applicant: { firstName: 'Guðrún', born: '1930-01-01T00:00:00.000Z' } });
    expect(record.body).toEqual(getApplication(store, id)!.body);
    expect(JSON.parse(JSON.stringify(record))).toMatchObject({ body: record.body, revision: 2 });
  });
});
