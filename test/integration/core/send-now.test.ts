import { describe, expect, it } from 'vitest';
import { queueApplication } from '../../../main/core/applications/applications';
import { importApplication } from '../../../main/core/applications/import-application';
import { makeQueuedDue } from '../../../main/core/outbox/send-now';
import { getApplication, listAudit } from '../../../main/store';
import { namedApplication } from '../../fixtures/applications';
import { openTestCore } from '../../helpers/core-fixture';
import { startService } from '../../helpers/training-service';

describe('send now (outbox:sendNow)', () => {
  it('makes every queued application due and records why; other statuses are left alone', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    expect((await core.syncSettings()).ok).toBe(true);
    const imported = async (name: string) =>
      (await importApplication(core.store, 'soletrader', namedApplication('soletrader', name), core.currentSnapshot(), 'cli')).record.id;
    const queued = await imported('Send Now Kaffi');
    expect(queueApplication({ store: core.store, snapshot: core.currentSnapshot(), actor: 'agent' }, { id: queued }).problems).toEqual([]);
    const ready = await imported('Send Now Bakarí');

    expect(makeQueuedDue(core.store)).toEqual([queued]);
    expect(getApplication(core.store, queued)).toMatchObject({ status: 'queued', nextAttemptAt: null });
    expect(listAudit(core.store, queued).at(-1)).toMatchObject({ actor: 'agent', fromStatus: 'queued', toStatus: 'queued' });
    expect(getApplication(core.store, ready)!.status).toBe('ready');
    expect(listAudit(core.store, ready).some((row) => row.actor === 'agent')).toBe(false);
  });
});
