import { describe, expect, it } from 'vitest';
import type { Runtime } from '$main/runtime/runtime';
import { getApplication, listDocuments, listAudit, transition } from '$main/database';
import { TINY_PNG_BASE64 } from '../../fixtures/applications';
import { submittedApplication } from '../../helpers/submitted-application';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const typed = {
  company: { name: 'Þórsbúð ehf', number: '4710080280' },
  persons: [{ firstName: 'Guðrún', lastName: 'Jónsdóttir' }],
  stores: [{ name: 'Þórsbúð Laugavegi', merchantCategoryCode: 5812 }],
  bankAccount: { bankName: 'Landsbankinn' },
};

async function created(runtime: Runtime, application: Record<string, unknown> = typed, entityType = 'privatelimitedcompany') {
  const answer = await invoke(runtime, 'applications:create', { entityType, draft: { application, processingFees: [] } });
  expect(answer.ok).toBe(true);
  return answer.value as { id: string; revision: number; businessName: string; draft: { application: Record<string, any> } };
}

async function total(runtime: Runtime): Promise<number> {
  return (await invoke(runtime, 'applications:list', { limit: 10, offset: 0 })).value.total as number;
}

describe('starting an application: nothing is stored until the agent types', () => {
  it('applications:blank answers the empty form of the type and stores nothing', async () => {
    const runtime = await startTestRuntime();
    const blank = await invoke(runtime, 'applications:blank', { entityType: 'partnership' });
    expect(blank.ok).toBe(true);
    expect(blank.value.draft.application).toMatchObject({ company: {}, persons: [{}], stores: [{}] });
    expect(await total(runtime)).toBe(0);
  });

  it('applications:create keeps what was typed before it was created', async () => {
    const runtime = await startTestRuntime();
    const view = await created(runtime);
    expect(view.businessName).toBe('Þórsbúð ehf');
    expect(view.draft.application.stores[0].name).toBe('Þórsbúð Laugavegi');
    expect(await total(runtime)).toBe(1);
  });
});

describe('applications:delete', () => {
  it('deletes an editable application with its documents, keeping an audit row without personal data', async () => {
    const runtime = await startTestRuntime();
    const { id, revision } = await created(runtime);
    const added = await invoke(runtime, 'attachments:add', { applicationId: id, role: 'additional', dataBase64: TINY_PNG_BASE64 });
    expect(added.ok).toBe(true);
    const current = getApplication(runtime.core.database, id)!.revision;
    expect(current).toBeGreaterThanOrEqual(revision);

    expect(await invoke(runtime, 'applications:delete', { id, expectedRevision: current })).toEqual({ ok: true, value: {} });
    expect(getApplication(runtime.core.database, id)).toBeUndefined();
    expect(listDocuments(runtime.core.database, id)).toEqual([]);
    const audit = listAudit(runtime.core.database, id).at(-1)!;
    expect(audit).toMatchObject({ action: 'delete', actor: 'agent', toStatus: null });
    expect(JSON.stringify(audit)).not.toContain('Þórsbúð');
  });

  it('refuses an unknown id, a stale revision and every status the service may hold, each with its own code', async () => {
    const runtime = await startTestRuntime();
    const { database } = runtime.core;
    expect((await invoke(runtime, 'applications:delete', { id: UNKNOWN })).error.code).toBe('not_found');

    const { id, revision } = await created(runtime);
    const stale = await invoke(runtime, 'applications:delete', { id, expectedRevision: revision - 1 });
    expect(stale.error.code).toBe('revision_conflict');
    expect(getApplication(database, id)).toBeDefined();

    transition(database, id, { from: ['draft', 'ready'], to: 'queued', actor: 'agent', reason: { code: 'queued', params: {} } });
    expect((await invoke(runtime, 'applications:delete', { id })).error).toMatchObject({
      code: 'not_deletable',
      params: { status: 'queued' },
    });

    const submitted = submittedApplication(database, { documentBytes: 1000 });
    expect((await invoke(runtime, 'applications:delete', { id: submitted.id })).error).toMatchObject({
      code: 'not_deletable',
      params: { status: 'submitted' },
    });
    expect(getApplication(database, submitted.id)?.status).toBe('submitted');
  });
});

describe('applications:copy', () => {
  it('makes a new draft with the values but not the documents, results or IDs of a submitted one', async () => {
    const runtime = await startTestRuntime();
    const { database } = runtime.core;
    const source = submittedApplication(database, { name: 'Kaffi Mokka', documentBytes: 1000 });
    const copy = await invoke(runtime, 'applications:copy', { id: source.id });
    expect(copy.ok).toBe(true);
    expect(copy.value.id).not.toBe(source.id);
    expect(copy.value).toMatchObject({ status: expect.stringMatching(/^(draft|ready)$/), merchantId: null, result: null, refusals: [] });
    expect(copy.value.attachments).toEqual([]);
    expect(copy.value.draft.application.applicant.firstName).toBe('Guðrún');
    expect(getApplication(database, source.id)?.status).toBe('submitted');
    expect((await invoke(runtime, 'applications:copy', { id: UNKNOWN })).error.code).toBe('not_found');
  });

  it('leaves the documents behind: the copy has no file and no reference to one', async () => {
    const runtime = await startTestRuntime();
    const { id } = await created(runtime);
    expect((await invoke(runtime, 'attachments:add', { applicationId: id, role: 'additional', dataBase64: TINY_PNG_BASE64 })).ok).toBe(
      true,
    );
    const copy = (await invoke(runtime, 'applications:copy', { id })).value;
    expect(copy.attachments).toEqual([]);
    expect(copy.draft.application.additionalAttachments ?? []).toEqual([]);
    expect(copy.draft.application.company.name).toBe('Þórsbúð ehf');
    expect(listDocuments(runtime.core.database, id)).toHaveLength(1);
  });
});

describe('applications:previewTypeChange and applications:changeType', () => {
  it('carries the company’s name and first person to the applicant, lists only what has no place, then drops only that', async () => {
    const runtime = await startTestRuntime();
    const { id } = await created(runtime);
    const preview = await invoke(runtime, 'applications:previewTypeChange', { id, entityType: 'soletrader' });
    expect(preview.ok).toBe(true);
    expect(preview.value.from).toBe('privatelimitedcompany');
    expect(preview.value.dropped).toEqual(['company.number']);

    const changed = await invoke(runtime, 'applications:changeType', {
      id,
      entityType: 'soletrader',
      expectedRevision: preview.value.revision,
    });
    expect(changed.ok).toBe(true);
    expect(changed.value.entityType).toBe('soletrader');
    expect(changed.value.draft.application.company).toBeUndefined();
    expect(changed.value.draft.application.persons).toBeUndefined();
    const { applicant } = changed.value.draft.application;
    expect(applicant.legalName).toBe(changed.value.businessName);
    expect(applicant.legalName).not.toBe('');
    expect(applicant.firstName).not.toBeUndefined();
    expect(changed.value.draft.application.stores[0].name).toBe('Þórsbúð Laugavegi');
    expect(changed.value.draft.application.bankAccount.bankName).toBe('Landsbankinn');
    expect(listAudit(runtime.core.database, id).some((row) => row.action === 'change_type')).toBe(true);
  });

  it('removes the documents of what it drops, after the change commits (a fuzz case: not an internal error)', async () => {
    const runtime = await startTestRuntime();
    const { id } = await created(runtime);
    const added = await invoke(runtime, 'attachments:add', { applicationId: id, role: 'identification', dataBase64: TINY_PNG_BASE64 });
    const keptFile = await invoke(runtime, 'attachments:add', { applicationId: id, role: 'bankConfirmation', dataBase64: TINY_PNG_BASE64 });
    const view = (await invoke(runtime, 'applications:get', { id })).value;
    const application = {
      ...view.draft.application,
      persons: [{ firstName: 'Guðrún', identificationAttachment: { attachmentId: added.value.id } }],
      bankAccount: { bankName: 'Landsbankinn', bankAccountConfirmationAttachment: { attachmentId: keptFile.value.id } },
    };
    const saved = await invoke(runtime, 'applications:saveDraft', {
      id,
      draft: { ...view.draft, application },
      expectedRevision: view.revision,
    });
    expect(saved.ok).toBe(true);

    const changed = await invoke(runtime, 'applications:changeType', {
      id,
      entityType: 'soletrader',
      expectedRevision: saved.value.revision,
    });
    expect(changed.ok).toBe(true);
    expect(listDocuments(runtime.core.database, id).map((a) => a.id)).toEqual([keptFile.value.id]);
    expect(changed.value.attachments.map((a: { id: string }) => a.id)).toEqual([keptFile.value.id]);
  });

  it('refuses a change made since the preview, the same type, an unknown id and a submitted application', async () => {
    const runtime = await startTestRuntime();
    const { database } = runtime.core;
    const { id } = await created(runtime);
    const preview = (await invoke(runtime, 'applications:previewTypeChange', { id, entityType: 'soletrader' })).value;
    const view = (await invoke(runtime, 'applications:get', { id })).value;
    const edited = { ...view.draft, application: { ...view.draft.application, persons: [{ firstName: 'Jón' }] } };
    expect((await invoke(runtime, 'applications:saveDraft', { id, draft: edited, expectedRevision: view.revision })).ok).toBe(true);

    const late = await invoke(runtime, 'applications:changeType', { id, entityType: 'soletrader', expectedRevision: preview.revision });
    expect(late.error.code).toBe('revision_conflict');
    expect(getApplication(database, id)?.entityType).toBe('privatelimitedcompany');

    const same = await invoke(runtime, 'applications:previewTypeChange', { id, entityType: 'privatelimitedcompany' });
    expect(same.error.code).toBe('same_entity_type');
    expect((await invoke(runtime, 'applications:previewTypeChange', { id: UNKNOWN, entityType: 'other' })).error.code).toBe('not_found');
    const submitted = submittedApplication(database, { documentBytes: 1000 });
    expect((await invoke(runtime, 'applications:previewTypeChange', { id: submitted.id, entityType: 'other' })).error.code).toBe(
      'not_editable',
    );
    expect(
      (await invoke(runtime, 'applications:changeType', { id: submitted.id, entityType: 'other', expectedRevision: 1 })).error.code,
    ).toBe('not_editable');
  });
});
