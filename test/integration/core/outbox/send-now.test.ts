import { describe, expect, it } from 'vitest';
import { queueApplication } from '$main/core/applications/applications';
import { importApplication } from '$main/core/applications/import-application';
import { makeQueuedDue } from '$main/core/outbox/send-now';
import { getApplication, listAudit } from '$main/database';
import { namedApplication } from '$test/fixtures/applications';
import { openTestCore } from '$test/helpers/core-fixture';
import { startService } from '$test/helpers/training-service';

describe('send now (outbox:sendNow)', () => {
  it('makes every queued application due and records why; other statuses are left alone', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    expect((await core.syncSettings()).ok).toBe(true);
    const imported = async (name: string) =>
      (await importApplication(core.database, 'soletrader', namedApplication('soletrader', name), core.currentSnapshot(), 'cli')).record.id;
    const queued = await imported('Send Now Kaffi');
    expect(
      queueApplication({ database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: queued }).problems,
    ).toEqual([]);
    const ready = await imported('Send Now Bakarí');

    expect(makeQueuedDue(core.database)).toEqual([queued]);
    expect(getApplication(core.database, queued)).toMatchObject({ status: 'queued', nextAttemptAt: null });
    expect(listAudit(core.database, queued).at(-1)).toMatchObject({ actor: 'agent', fromStatus: 'queued', toStatus: 'queued' });
    expect(getApplication(core.database, ready)!.status).toBe('ready');
    expect(listAudit(core.database, ready).some((row) => row.actor === 'agent')).toBe(false);
  });
});
