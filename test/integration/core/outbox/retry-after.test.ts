import { describe, expect, it } from 'vitest';
import { getApplication, listAttempts } from '$main/database';
import { trainingSettings } from '$main/training-service/default-settings';
import { queuedIn } from '$test/helpers/application-in-state';
import { manualClock, openTestCore } from '$test/helpers/core-fixture';
import { json, startThrowawayServer } from '../../client/throwaway-server';

describe('a throttling service', () => {
  it('a Retry-After too large for a date keeps the application queued, to be asked again within a day', async () => {
    const server = await startThrowawayServer((request) =>
      request.method === 'GET' ? json(200, trainingSettings()) : json(429, {}, { 'Retry-After': '99999999999999' }),
    );
    const clock = manualClock();
    const core = await openTestCore(server.baseUrl, { now: clock.now });
    expect((await core.syncSettings()).ok).toBe(true);
    const id = await queuedIn(core, { type: 'soletrader' });

    const report = await core.submitDue();
    expect(report.results).toEqual([
      { id, status: 'queued', reason: { code: 'not_processed', params: { httpStatus: 429, why: 'throttled' } } },
    ]);
    const after = getApplication(core.database, id)!;
    expect(after.status).toBe('queued');
    expect(Date.parse(after.nextAttemptAt!) - clock.now().getTime()).toBe(24 * 60 * 60_000);
    expect(listAttempts(core.database, id).at(-1)!.outcome).toBe('not_sent');
    expect(server.seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
