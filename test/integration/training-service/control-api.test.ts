import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '$shared/wire/settings';
import { type TrainingServiceStats, applicationHash, northSettings } from '$main/training-service';
import { completeApplication } from '../../fixtures/applications';
import { controlFetch } from '../../helpers/control-api';
import { control, errorBody, getSettings, submit } from './helpers';
import { startService } from '../../helpers/training-service';

async function stats(service: Awaited<ReturnType<typeof startService>>): Promise<TrainingServiceStats> {
  const response = await control(service, '/stats');
  expect(response.status).toBe(200);
  return (await response.json()) as TrainingServiceStats;
}

describe('control API', () => {
  it('GET /__control/stats counts merchants, per application, and requests', async () => {
    const service = await startService();
    expect(await stats(service)).toMatchObject({ merchantsTotal: 0, perApplication: {}, maxPerApplication: 0, requestsSeen: 0 });

    const application = completeApplication('partnership');
    await submit(service, 'partnership', application);
    await submit(service, 'partnership', application);
    await submit(service, 'soletrader', completeApplication('soletrader'));
    await getSettings(service);
    await submit(service, 'soletrader', { nothing: true });

    const seen = await stats(service);
    expect(seen).toMatchObject({
      merchantsTotal: 3,
      maxPerApplication: 2,
      requestsSeen: 5,
      requests: { total: 5, submit: 4, settings: 1, other: 0 },
    });
    expect(seen.perApplication).toEqual({
      [applicationHash(application)]: 2,
      [applicationHash(completeApplication('soletrader'))]: 1,
    });
    // Control requests are not requests to the service.
    expect((await stats(service)).requestsSeen).toBe(5);
  });

  it('POST, GET and DELETE /__control/faults replace, show and clear the fault list', async () => {
    const service = await startService();
    const posted = await control(service, '/faults', 'POST', [{ kind: 'http-503', retryAfterSeconds: 4, times: 1 }]);
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ faults: [{ kind: 'http-503', retryAfterSeconds: 4, target: 'submit', times: 1 }] });

    const failed = await submit(service, 'soletrader', completeApplication('soletrader'));
    expect(failed.status).toBe(503);
    expect(await (await control(service, '/faults')).json()).toEqual({ faults: [] });

    // The `{ faults: [...] }` form replaces the list as a whole.
    await control(service, '/faults', 'POST', { faults: [{ kind: 'http-500' }, { kind: 'latency', ms: 10, target: 'any' }] });
    expect(((await (await control(service, '/faults')).json()) as { faults: unknown[] }).faults).toHaveLength(2);
    expect((await submit(service, 'soletrader', completeApplication('soletrader'))).status).toBe(500);

    const cleared = await control(service, '/faults', 'DELETE');
    expect(await cleared.json()).toEqual({ faults: [] });
    expect((await submit(service, 'soletrader', completeApplication('soletrader'))).status).toBe(201);
    expect((await stats(service)).merchantsTotal).toBe(1);
  });

  it('refuses an invalid fault list with 400 and keeps the old one', async () => {
    const service = await startService({ faults: [{ kind: 'http-503' }] });
    for (const body of [
      [{ kind: 'meteor' }],
      [{ kind: 'latency' }],
      [{ kind: 'http-500', target: 'everything' }],
      { faults: 'none' },
      [{ kind: 'http-500', colour: 'red' }],
    ]) {
      const response = await control(service, '/faults', 'POST', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(response)).errors!.length).toBeGreaterThan(0);
    }
    const notJson = await controlFetch(service, '/faults', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '[]' });
    expect(notJson.status).toBe(415);
    expect((await stats(service)).faults).toEqual([{ kind: 'http-503', retryAfterSeconds: 1, target: 'submit' }]);
  });

  it('PUT /__control/keys/<key> replaces or adds a key, DELETE removes it', async () => {
    const service = await startService();
    const put = await control(service, '/keys/training', 'PUT', northSettings());
    expect(put.status).toBe(200);
    expect(await (await getSettings(service, { Apikey: 'training' })).json()).toEqual(northSettings());

    const added = await control(service, `/keys/${encodeURIComponent('new key/β')}`, 'PUT', northSettings());
    expect(added.status).toBe(400); // not visible ASCII
    const plain = await control(service, `/keys/${encodeURIComponent('agent/7')}`, 'PUT', northSettings());
    expect(plain.status).toBe(200);
    expect(SettingsSchema.safeParse(await (await getSettings(service, { Apikey: 'agent/7' })).json()).success).toBe(true);

    const invalid = await control(service, '/keys/training', 'PUT', { Fees: { processingFees: 'none' } });
    expect(invalid.status).toBe(400);
    expect(await (await getSettings(service, { Apikey: 'training' })).json()).toEqual(northSettings());

    expect((await control(service, '/keys/agent%2F7', 'DELETE')).status).toBe(200);
    expect((await getSettings(service, { Apikey: 'agent/7' })).status).toBe(401);
    expect((await control(service, '/keys/agent%2F7', 'DELETE')).status).toBe(404);
  });

  it('GET /__control/merchants lists what was created', async () => {
    const service = await startService();
    await submit(service, 'other', completeApplication('other'));
    const { merchants } = (await (await control(service, '/merchants')).json()) as { merchants: { merchantName: string }[] };
    expect(merchants.map((merchant) => merchant.merchantName)).toEqual([completeApplication('other').company.name]);
  });

  it('answers unknown routes with 404 and wrong methods with 405', async () => {
    const service = await startService();
    const unknown = await control(service, '/reboot', 'POST', {});
    expect(unknown.status).toBe(404);
    await errorBody(unknown);
    const wrong = await control(service, '/stats', 'DELETE');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    expect((await control(service, '/keys/training', 'GET')).status).toBe(405);
  });
});
