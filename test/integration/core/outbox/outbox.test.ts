import { describe, expect, it, vi } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { resendUnknown, resolveWithIds } from '$main/core/outbox/resolve-unknown';
import type { SubmissionResult } from '$main/database/outbox/submission-result';
import { getApplication, listAttempts, listAudit } from '$main/database';
import type { FaultInput } from '$main/training-service/faults/faults';
import { completeApplication } from '$test/fixtures/applications';
import { manualClock, openTestCore } from '$test/helpers/core-fixture';
import { startService } from '$test/helpers/training-service';
import { whenFaultTaken } from '$test/helpers/fault-taken';
import { queuedIn } from '$test/helpers/application-in-state';

describe('outbox against the training service', () => {
  it.each(ENTITY_TYPES)('submits a complete %s and keeps merchantId, agreementIds and terminalIds', async (type) => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await queuedIn(core, { type });
    const report = await core.submitDue();
    expect(report.stopped).toBeNull();
    const record = getApplication(core.database, id)!;
    expect(record.status).toBe('submitted');
    const result = record.result as SubmissionResult;
    expect(record.merchantId).toBe(result.merchantId);
    expect(result.stores.length).toBe((completeApplication(type) as { stores: unknown[] }).stores.length);
    for (const store of result.stores) {
      expect(Number.isInteger(store.agreementId)).toBe(true);
      expect(Number.isInteger(store.terminalId)).toBe(true);
    }
    expect(result.storeMismatch).toBeNull();
    expect(service.stats().merchantsTotal).toBe(1);
  });

  const mayHaveArrived: [string, FaultInput, number][] = [
    ['a reset after the merchant was created', { kind: 'reset-after-create', times: 1 }, 1],
    ['a reset before the service read the body', { kind: 'reset-before-create', times: 1 }, 0],
    ['a 500 after creating', { kind: 'http-500', afterCreate: true, times: 1 }, 1],
    ['a 500', { kind: 'http-500', times: 1 }, 0],
    ['a 503 with Retry-After', { kind: 'http-503', retryAfterSeconds: 5, times: 1 }, 0],
    ['a 201 whose body is not JSON', { kind: 'malformed-body', times: 1 }, 1],
    ['a 201 of the wrong shape', { kind: 'wrong-shape', times: 1 }, 1],
  ];

  it.each(mayHaveArrived)('%s ends in "unknown outcome" and is never re-sent by itself', async (_name, fault, created) => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await queuedIn(core);
    service.setFaults([fault]);
    await core.submitDue();
    expect(getApplication(core.database, id)!.status).toBe('unknown_outcome');
    expect(listAttempts(core.database, id).at(-1)!.outcome).toBe('unknown');
    // Another run sends nothing: the server still has what the fault left.
    await core.submitDue();
    expect(getApplication(core.database, id)!.status).toBe('unknown_outcome');
    expect(service.stats().merchantsTotal).toBe(created);
    expect(service.stats().requests.submit).toBe(1);
  });

  it('a timeout after the request went out ends in "unknown outcome"; the merchant exists once', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl, { submitTimeoutMs: 300 });
    const id = await queuedIn(core);
    service.setFaults([{ kind: 'latency', ms: 1500, times: 1 }]);
    await core.submitDue();
    expect(getApplication(core.database, id)!.status).toBe('unknown_outcome');
    // The held request completes on the service's side after the client gave up: wait on its record.
    await vi.waitFor(() => expect(service.stats().merchantsTotal).toBe(1), { timeout: 10_000, interval: 20 });
    expect(service.stats().maxPerApplication).toBe(1);
  });

  it('the agent resolves an unknown outcome with the IDs confirmed by the acquirer', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await queuedIn(core);
    service.setFaults([{ kind: 'reset-after-create', times: 1 }]);
    await core.submitDue();
    resolveWithIds(
      { database: core.database, snapshot: undefined, actor: 'agent' },
      {
        id,
        merchantId: 4242,
        stores: [
          { agreementId: 1, terminalId: 2 },
          { agreementId: 3, terminalId: 4 },
        ],
      },
    );
    const record = getApplication(core.database, id)!;
    expect(record.status).toBe('submitted');
    expect(record.merchantId).toBe(4242);
    expect((record.result as SubmissionResult).source).toBe('agent');
    expect(listAudit(core.database, id).some((entry) => entry.toStatus === 'submitted' && entry.actor === 'agent')).toBe(true);
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('a conscious resend after a reset before creation creates the merchant exactly once', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await queuedIn(core);
    service.setFaults([{ kind: 'reset-before-create', times: 1 }]);
    await core.submitDue();
    expect(service.stats().merchantsTotal).toBe(0);
    resendUnknown({ database: core.database, snapshot: undefined, actor: 'agent' }, { id });
    await core.submitDue();
    expect(getApplication(core.database, id)!.status).toBe('submitted');
    expect(service.stats().merchantsTotal).toBe(1);
    expect(service.stats().maxPerApplication).toBe(1);
  });

  it('one application with an unknown outcome does not block the others', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const first = await queuedIn(core, { type: 'soletrader', name: 'First' });
    const second = await queuedIn(core, { type: 'partnership', name: 'Second' });
    service.setFaults([{ kind: 'reset-after-create', times: 1 }]);
    await core.submitDue();
    const statuses = [getApplication(core.database, first)!.status, getApplication(core.database, second)!.status].sort();
    expect(statuses).toEqual(['submitted', 'unknown_outcome']);
    expect(service.stats().merchantsTotal).toBe(2);
    expect(service.stats().maxPerApplication).toBe(1);
  });

  it('stays queued while the service is unreachable, backs off, and is sent once it is back', async () => {
    const service = await startService();
    const clock = manualClock();
    const core = await openTestCore(service.baseUrl, { now: clock.now });
    const id = await queuedIn(core);
    const port = service.port;
    await service.close();
    const report = await core.submitDue();
    expect(report.stopped).toBe('offline');
    let record = getApplication(core.database, id)!;
    expect(record.status).toBe('queued');

    const again = await startService({ port });
    clock.advance(60 * 60_000);
    await core.submitDue();
    record = getApplication(core.database, id)!;
    expect(record.status).toBe('submitted');
    expect(again.stats().merchantsTotal).toBe(1);
  });

  it('a POST refused before it left is retried later with backoff, not at once', async () => {
    const service = await startService();
    const clock = manualClock();
    const core = await openTestCore(service.baseUrl, { now: clock.now });
    const id = await queuedIn(core);
    // The service goes away while it holds the settings answer: the answer is cut, the run goes
    // on with the settings stored, and its POST finds nobody listening.
    service.setFaults([{ kind: 'hold', target: 'settings', times: 1 }]);
    const { run } = await whenFaultTaken(service, () => core.submitDue());
    await service.close();
    await run;
    const record = getApplication(core.database, id)!;
    expect(record.status).toBe('queued');
    expect(record.attemptCount).toBe(1);
    expect(record.nextAttemptAt! > clock.now().toISOString()).toBe(true);
    expect(listAttempts(core.database, id).at(-1)!.outcome).toBe('not_sent');
    // Not due yet: a second run sends nothing.
    expect((await core.submitDue()).results).toEqual([]);
  });

  it('the service refusing the application brings back its reasons on their paths', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await queuedIn(core);
    // Hold the settings answer (decided with the old settings) while the key loses a fee name, so
    // the client validates against the old settings and the service against the new. The test
    // releases the answer only once the key has changed: no clock decides which comes first.
    service.setFaults([{ kind: 'hold', target: 'settings', times: 1 }]);
    const { run } = await whenFaultTaken(service, () => core.submitDue());
    const settings = (await (await fetch(`${service.baseUrl}/settings`, { headers: { Apikey: 'training' } })).json()) as {
      Fees: { MerchantServiceChargeFeeNames: string[] };
    };
    settings.Fees.MerchantServiceChargeFeeNames = settings.Fees.MerchantServiceChargeFeeNames.filter(
      (n: string) => n !== 'Foreign credit cards',
    );
    service.setKeySettings('training', settings);
    expect(service.releaseHeld()).toBe(1);
    await run;
    const record = getApplication(core.database, id)!;
    expect(record.status).toBe('rejected');
    expect(record.problems.some((p) => p.code === 'service_rejected' && p.path[0] === 'fees')).toBe(true);
    expect(service.stats().merchantsTotal).toBe(0);
  });

  it('new settings that invalidate a queued application send it to "needs attention" and not to the service', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await queuedIn(core, { type: 'soletrader' });
    const settings = (await (await fetch(`${service.baseUrl}/settings`, { headers: { Apikey: 'training' } })).json()) as {
      Fees: { MerchantServiceChargeFeeNames: string[] };
    };
    settings.Fees.MerchantServiceChargeFeeNames.push('Corporate cards');
    service.setKeySettings('training', settings);
    await core.submitDue();
    const record = getApplication(core.database, id)!;
    expect(record.status).toBe('needs_attention');
    expect(record.statusReason).toEqual({ code: 'settings_changed', params: { count: record.problems.length } });
    expect(record.problems.some((p) => p.code === 'fee_missing')).toBe(true);
    expect(service.stats().requests.submit).toBe(0);
  });

  it('a refused key stops the run and leaves everything queued', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await queuedIn(core);
    service.removeKey('training');
    const report = await core.submitDue();
    expect(report.stopped).toBe('unauthorized');
    expect(getApplication(core.database, id)!.status).toBe('queued');
    expect(service.stats().requests.submit).toBe(0);
  });
});
