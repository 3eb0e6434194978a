import { describe, expect, it } from 'vitest';
import { queueApplication } from '$main/core/applications/applications';
import { importApplication } from '$main/core/applications/import-application';
import { noticesOf } from '$main/core/applications/notices';
import { getApplication, listAudit } from '$main/database';
import { completeApplication } from '../../fixtures/applications';
import { openTestCore } from '../../helpers/core-fixture';
import { startService } from '../../helpers/training-service';

/** Account 0159-26-007654 of 551073-0339, not the sole trader 010130-3019. */
const OTHER_HOLDER = 'IS140159260076545510730339';
const AT_IBAN = { code: 'iban_holder_differs', path: ['bankAccount', 'iban'] } as const;

async function importedWithOtherHolder() {
  const service = await startService();
  const core = await openTestCore(service.baseUrl);
  expect((await core.syncSettings()).ok).toBe(true);
  const application = structuredClone(completeApplication('soletrader'));
  application.applicant.ssn = '010130-3029';
  application.bankAccount.iban = OTHER_HOLDER;
  const { record, problems } = await importApplication(core.database, 'soletrader', application, core.currentSnapshot(), 'cli');
  return { service, core, record, problems };
}

describe('queueing an application with a confirmable notice', () => {
  it('notices never keep an application from being ready', async () => {
    const { core, record, problems } = await importedWithOtherHolder();
    expect(problems).toEqual([]);
    expect(record.status).toBe('ready');
    expect(
      noticesOf(core.database, getApplication(core.database, record.id)!)
        .map((n) => n.code)
        .sort(),
    ).toEqual(['iban_holder_differs', 'kennitala_unverifiable']);
  });

  it('without a confirmation, or with an empty reason, it stays ready and the notice is named', async () => {
    const { core, record } = await importedWithOtherHolder();
    for (const confirmations of [[], [{ ...AT_IBAN, reason: '  ' }]]) {
      const outcome = queueApplication(
        { database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' },
        { id: record.id, confirmations: confirmations },
      );
      expect(outcome.problems).toEqual([]);
      expect(outcome.unconfirmed.map((n) => n.code)).toEqual(['iban_holder_differs']);
      expect(getApplication(core.database, record.id)!.status).toBe('ready');
    }
    expect(listAudit(core.database, record.id).some((row) => row.action === 'confirm_notice')).toBe(false);
  });

  it('confirmed with a reason, it is queued and the audit log holds the confirmation, its reason sealed on disk', async () => {
    const { core, record, service } = await importedWithOtherHolder();
    const reason = "Paid into the owner's personal account at Landsbankinn, as agreed with the acquirer";
    const outcome = queueApplication(
      { database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' },
      { id: record.id, confirmations: [{ ...AT_IBAN, reason }] },
    );
    expect(outcome).toMatchObject({ problems: [], unconfirmed: [] });
    expect(getApplication(core.database, record.id)!.status).toBe('queued');

    const audit = listAudit(core.database, record.id);
    const confirmed = audit.filter((row) => row.action === 'confirm_notice');
    expect(confirmed).toEqual([
      expect.objectContaining({
        actor: 'agent',
        fromStatus: 'ready',
        toStatus: 'queued',
        reason: 'confirmed notice iban_holder_differs at bankAccount.iban',
        detail: { ...AT_IBAN, path: ['bankAccount', 'iban'], reason },
      }),
    ]);
    // Recorded with the status change, just before its transition row.
    expect(audit.at(-1)).toMatchObject({ action: 'transition', toStatus: 'queued' });
    const raw = core.database.db.prepare("SELECT detail FROM audit_log WHERE action = 'confirm_notice'").get() as { detail: Buffer };
    expect(raw.detail.includes(Buffer.from('personal account'))).toBe(false);

    const report = await core.submitDue();
    expect(report.results).toEqual([expect.objectContaining({ id: record.id, status: 'submitted' })]);
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('the kennitala notice alone needs no confirmation', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    expect((await core.syncSettings()).ok).toBe(true);
    const application = structuredClone(completeApplication('soletrader'));
    application.applicant.ssn = '010130-3029';
    application.bankAccount.iban = 'IS240159260076540101303029';
    const { record } = await importApplication(core.database, 'soletrader', application, core.currentSnapshot(), 'cli');
    expect(noticesOf(core.database, getApplication(core.database, record.id)!).map((n) => n.code)).toEqual(['kennitala_unverifiable']);
    expect(
      queueApplication({ database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: record.id }),
    ).toMatchObject({
      problems: [],
      unconfirmed: [],
    });
    expect(getApplication(core.database, record.id)!.status).toBe('queued');
  });
});
