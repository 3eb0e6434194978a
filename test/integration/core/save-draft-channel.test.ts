import { describe, expect, it } from 'vitest';
import { SavedDraftViewSchema } from '$shared/ipc/views';
import { insertRefusal, transition } from '$main/database';
import { sealState } from '$main/database/applications/application-state-seal';
import { completeApplication } from '../../fixtures/applications';
import { testReason } from '../../helpers/test-reason';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

const SAVED_KEYS = Object.keys(SavedDraftViewSchema.shape).sort();

/** The part of the full view an autosave answers. */
function savedPartOf(view: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SAVED_KEYS.map((key) => [key, view[key]]));
}

describe('applications:saveDraft answers what the save changed, not the whole view', () => {
  it('each answer equals the same fields of applications:get read after it, and carries no draft or files', async () => {
    const runtime = await startTestRuntime();
    const created = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value;
    const application = completeApplication('soletrader') as Record<string, any>;
    let revision = created.revision as number;
    // Incomplete (a draft with problems), then with a notice's value, then edited again.
    const edits = [
      { applicant: { firstName: 'Jón' } },
      application,
      { ...application, applicant: { ...application.applicant, firstName: 'Sigríður' } },
    ];
    const statuses: string[] = [];
    for (const edit of edits) {
      const answer = await invoke(runtime, 'applications:saveDraft', {
        id: created.id,
        draft: { application: edit, processingFees: [] },
        expectedRevision: revision,
      });
      expect(answer.ok).toBe(true);
      expect(Object.keys(answer.value).sort()).toEqual(SAVED_KEYS);
      const view = (await invoke(runtime, 'applications:get', { id: created.id })).value;
      expect(answer.value).toEqual(savedPartOf(view));
      expect(answer.value.revision).toBe(revision + 1);
      revision = answer.value.revision;
      statuses.push(`${answer.value.status} ${answer.value.problems.length > 0 ? 'with problems' : 'without'}`);
    }
    expect(statuses[0]).toBe('draft with problems');
  });

  it('marks a standing refusal’s reason as changed once its field is edited', async () => {
    const runtime = await startTestRuntime();
    const { database } = runtime.core;
    const application = completeApplication('soletrader') as Record<string, any>;
    const created = (await invoke(runtime, 'applications:create', { entityType: 'soletrader', draft: { application, processingFees: [] } }))
      .value;
    transition(database, created.id, { from: ['draft', 'ready'], to: 'rejected', actor: 'system', reason: testReason('refused') });
    database.db.transaction(() => {
      insertRefusal(
        database,
        {
          applicationId: created.id,
          attemptId: null,
          httpStatus: 400,
          message: 'refused',
          reasons: [{ path: ['applicant', 'firstName'], servicePath: 'FirstName', code: null, message: 'bad', valueAtRefusal: 'Guðrún' }],
        },
        '2026-03-01T08:00:00.000Z',
      );
      sealState(database.db, database.stateMac, created.id);
    })();
    const before = (await invoke(runtime, 'applications:get', { id: created.id })).value;
    const edited = { ...application, applicant: { ...application.applicant, firstName: 'Sigríður' } };
    expect(before.refusals[0].reasons[0].changed).toBe(false);
    const answer = await invoke(runtime, 'applications:saveDraft', {
      id: created.id,
      draft: { application: edited, processingFees: [] },
      expectedRevision: before.revision,
    });
    expect(answer.ok).toBe(true);
    expect(answer.value.status).toBe('rejected');
    expect(answer.value.refusals[0].reasons[0].changed).toBe(true);
    expect(answer.value).toEqual(savedPartOf((await invoke(runtime, 'applications:get', { id: created.id })).value));
  });
});
