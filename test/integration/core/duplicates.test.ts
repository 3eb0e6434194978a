import { describe, expect, it } from 'vitest';
import { queueApplication, saveAndValidate } from '$main/core/applications/applications';
import { possibleDuplicates } from '$main/core/applications/duplicates';
import { importApplication } from '$main/core/applications/import-application';
import { noticesOf } from '$main/core/applications/notices';
import { deleteApplication, getApplication, listAudit } from '$main/database';
import { readDraftBody } from '$shared/draft';
import { type NoticeCode, isDuplicateNotice } from '$shared/rules/notice';
import type { PathSegment } from '$shared/rules/problem';
import { completeApplication } from '../../fixtures/applications';
import { openTestCore } from '../../helpers/core-fixture';
import { startService } from '../../helpers/training-service';

async function boardedCore() {
  const service = await startService();
  const core = await openTestCore(service.baseUrl);
  expect((await core.syncSettings()).ok).toBe(true);
  const importOne = async (application: unknown, type: 'privatelimitedcompany' | 'soletrader' = 'privatelimitedcompany') =>
    (await importApplication(core.database, type, application, core.currentSnapshot(), 'cli')).record;
  return { service, core, importOne };
}

const duplicateCodes = (core: Awaited<ReturnType<typeof boardedCore>>['core'], id: string) =>
  noticesOf(core.database, getApplication(core.database, id)!)
    .filter(isDuplicateNotice)
    .map((n) => [n.code, n.path.join('.'), n.params.id, n.params.status]);

describe('possible duplicate merchants', () => {
  it('the same company number and IBAN on two ready applications: each may still be sent, so each asks a reason to queue, first and second alike', async () => {
    const { core, importOne } = await boardedCore();
    const first = await importOne(completeApplication('privatelimitedcompany'));
    const second = await importOne(completeApplication('privatelimitedcompany'));
    expect(duplicateCodes(core, second.id)).toEqual([
      ['duplicate_of_pending', 'company.number', first.id, 'ready'],
      ['duplicate_of_pending', 'bankAccount.iban', first.id, 'ready'],
    ]);
    expect(duplicateCodes(core, first.id)).toEqual([
      ['duplicate_of_pending', 'company.number', second.id, 'ready'],
      ['duplicate_of_pending', 'bankAccount.iban', second.id, 'ready'],
    ]);
    const context = { database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' as const };
    const asked = queueApplication(context, { id: first.id });
    expect(asked.unconfirmed.map((n) => n.code)).toEqual(['duplicate_of_pending', 'duplicate_of_pending']);
    expect(getApplication(core.database, first.id)!.status).toBe('ready');

    // Never stuck: the reason queues the first; the second then names it queued and asks again.
    const reason = 'The owner asked for two merchants, one per shop';
    const confirm = (notices: { code: NoticeCode; path: PathSegment[] }[]) => notices.map((n) => ({ code: n.code, path: n.path, reason }));
    expect(queueApplication(context, { id: first.id, confirmations: confirm(asked.unconfirmed) }).unconfirmed).toEqual([]);
    expect(getApplication(core.database, first.id)!.status).toBe('queued');
    expect(duplicateCodes(core, second.id)).toEqual([
      ['duplicate_of_pending', 'company.number', first.id, 'queued'],
      ['duplicate_of_pending', 'bankAccount.iban', first.id, 'queued'],
    ]);
    const again = queueApplication(context, { id: second.id });
    expect(again.unconfirmed).toHaveLength(2);
    expect(queueApplication(context, { id: second.id, confirmations: confirm(again.unconfirmed) }).unconfirmed).toEqual([]);
    expect(getApplication(core.database, second.id)!.status).toBe('queued');
  });

  it('a draft is no merchant until it is queued: matching one only informs', async () => {
    const { core, importOne } = await boardedCore();
    const first = await importOne(completeApplication('privatelimitedcompany'));
    const unfinished = readDraftBody(first.body);
    (unfinished.application.company as { name: string }).name = '';
    saveAndValidate({ database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: first.id, draft: unfinished });
    expect(getApplication(core.database, first.id)!.status).toBe('draft');
    const second = await importOne(completeApplication('privatelimitedcompany'));
    expect(duplicateCodes(core, second.id)).toEqual([
      ['possible_duplicate', 'company.number', first.id, 'draft'],
      ['possible_duplicate', 'bankAccount.iban', first.id, 'draft'],
    ]);
    const outcome = queueApplication({ database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: second.id });
    expect(outcome.unconfirmed).toEqual([]);
    expect(getApplication(core.database, second.id)!.status).toBe('queued');
    // Finished now, the first asks: the other is queued.
    expect(duplicateCodes(core, first.id)[0]).toEqual(['duplicate_of_pending', 'company.number', second.id, 'queued']);
  });

  it('a different number and IBAN is no duplicate; the hyphen does not matter', async () => {
    const { core, importOne } = await boardedCore();
    const other = structuredClone(completeApplication('privatelimitedcompany'));
    other.company.number = '550500-3530';
    other.bankAccount.iban = 'IS140159260076545510730339';
    const a = await importOne(other);
    const b = await importOne(completeApplication('privatelimitedcompany'));
    expect(duplicateCodes(core, a.id)).toEqual([]);
    expect(duplicateCodes(core, b.id)).toEqual([]);
    const record = getApplication(core.database, b.id)!;
    const draft = readDraftBody(record.body);
    (draft.application.company as { number: string }).number = '5505003530';
    expect(possibleDuplicates(core.database, record, draft)).toEqual([
      { id: a.id, businessName: a.businessName, status: 'ready', merchantId: null, heldSince: null, matchedOn: ['merchant_number'] },
    ]);
  });

  it('a sole trader with the kennitala of a submitted one: queueing needs a confirmed reason, kept in the audit log', async () => {
    const { core, importOne, service } = await boardedCore();
    const first = await importOne(completeApplication('soletrader'), 'soletrader');
    expect(
      queueApplication({ database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: first.id }).unconfirmed,
    ).toEqual([]);
    await core.submitDue();
    const submitted = getApplication(core.database, first.id)!;
    expect(submitted.status).toBe('submitted');

    const again = structuredClone(completeApplication('soletrader'));
    again.bankAccount.iban = 'IS140159260076545510730339';
    const second = await importOne(again, 'soletrader');
    const [found] = noticesOf(core.database, getApplication(core.database, second.id)!).filter((n) => n.code === 'duplicate_of_submitted');
    expect(found).toMatchObject({
      path: ['applicant', 'ssn'],
      params: { id: first.id, status: 'submitted', merchantId: String(submitted.merchantId), business: submitted.businessName },
    });
    expect(possibleDuplicates(core.database, second, readDraftBody(second.body))).toEqual([
      {
        id: first.id,
        businessName: submitted.businessName,
        status: 'submitted',
        merchantId: submitted.merchantId,
        heldSince: null,
        matchedOn: ['merchant_number'],
      },
    ]);

    const refused = queueApplication({ database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: second.id });
    expect(refused.unconfirmed.map((n) => n.code)).toContain('duplicate_of_submitted');
    expect(getApplication(core.database, second.id)!.status).toBe('ready');

    const reason = 'Second shop of the same owner, the acquirer asked for a new merchant';
    const confirmations = noticesOf(core.database, getApplication(core.database, second.id)!)
      .filter((n) => n.code === 'duplicate_of_submitted' || n.code === 'iban_holder_differs')
      .map((n) => ({ code: n.code, path: n.path, reason }));
    expect(
      queueApplication(
        { database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' },
        { id: second.id, confirmations: confirmations },
      ).unconfirmed,
    ).toEqual([]);
    expect(
      listAudit(core.database, second.id)
        .filter((row) => row.action === 'confirm_notice')
        .map((row) => row.reason),
    ).toContain('confirmed notice duplicate_of_submitted at applicant.ssn');
    await core.submitDue();
    expect(getApplication(core.database, second.id)!.status).toBe('submitted');
    expect(service.stats().merchantsTotal).toBe(2);
  });

  it('a deleted application is no longer a duplicate; an edit that removes the match removes the notice', async () => {
    const { core, importOne } = await boardedCore();
    const first = await importOne(completeApplication('privatelimitedcompany'));
    const second = await importOne(completeApplication('privatelimitedcompany'));
    const record = getApplication(core.database, second.id)!;
    const draft = readDraftBody(record.body);
    (draft.application.company as { number: string }).number = '550500-3530';
    saveAndValidate({ database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: second.id, draft: draft });
    expect(duplicateCodes(core, second.id)).toEqual([['duplicate_of_pending', 'bankAccount.iban', first.id, 'ready']]);
    deleteApplication(core.database, first.id, 'agent');
    expect(duplicateCodes(core, second.id)).toEqual([]);
  });

  it('many matches: the notice names the submitted one though newer drafts match, and counts the rest once each', async () => {
    const { core, importOne } = await boardedCore();
    const submitted = await importOne(completeApplication('soletrader'), 'soletrader');
    queueApplication({ database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: submitted.id });
    await core.submitDue();
    expect(getApplication(core.database, submitted.id)!.status).toBe('submitted');
    const drafts = [];
    for (let i = 0; i < 3; i += 1) drafts.push(await importOne(completeApplication('soletrader'), 'soletrader'));
    const last = drafts.at(-1)!;
    const notices = noticesOf(core.database, getApplication(core.database, last.id)!).filter((n) => n.code === 'duplicate_of_submitted');
    // Both the kennitala and the IBAN match all three others: one notice per field, the submitted one named.
    expect(notices.map((n) => [n.path.join('.'), n.params.id, n.params.more])).toEqual([
      ['applicant.ssn', submitted.id, '2'],
      ['bankAccount.iban', submitted.id, '2'],
    ]);
    expect(notices[0]!.message).toContain('and 2 more');
    // The submitted one's own notice names a ready one (none was sent) and counts the other two.
    const [own] = noticesOf(core.database, getApplication(core.database, submitted.id)!).filter((n) => n.code === 'duplicate_of_pending');
    expect(drafts.map((d) => d.id)).toContain(own?.params.id);
    expect(own?.params.more).toBe('2');
    expect(
      possibleDuplicates(core.database, last, readDraftBody(last.body))
        .map((d) => d.id)
        .sort(),
    ).toEqual([submitted.id, ...drafts.slice(0, 2).map((d) => d.id)].sort());
  });
});
