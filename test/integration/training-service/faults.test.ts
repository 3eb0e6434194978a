import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '$shared/wire/settings';
import { SubmissionResponseSchema } from '$shared/wire/submission-response';
import { applicationHash } from '$main/training-service';
import { completeApplication } from '../../fixtures/applications';
import { control, errorBody, eventually, getSettings, submit } from './helpers';
import { startService } from '../../helpers/training-service';

const application = completeApplication('soletrader');
const hash = applicationHash(application);

describe('latency', () => {
  it('holds the reply after the merchant was created', async () => {
    const service = await startService({ faults: [{ kind: 'latency', ms: 400 }] });
    const started = Date.now();
    let answered = false;
    const pending = submit(service, 'soletrader', application).then((response) => {
      answered = true;
      return response;
    });
    // Created while the client is still waiting: the delay sits between creation and reply.
    await eventually(() => expect(service.stats().merchantsTotal).toBe(1));
    expect(answered).toBe(false);
    const response = await pending;
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(service.stats().perApplication[hash]).toBe(1);
  });

  it('lets a client time out although the merchant exists', async () => {
    const service = await startService({ faults: [{ kind: 'latency', ms: 5_000, times: 1 }] });
    await expect(submit(service, 'soletrader', application, {}, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    await eventually(() => expect(service.stats().merchantsTotal).toBe(1));
    // The fault was used up; the service answers the next request at once.
    const again = await submit(service, 'soletrader', application, {}, { signal: AbortSignal.timeout(2_000) });
    expect(again.status).toBe(201);
    expect(service.stats().perApplication[hash]).toBe(2);
  });

  it('delays settings when targeted at them', async () => {
    const service = await startService({ faults: [{ kind: 'latency', ms: 300, target: 'settings' }] });
    const started = Date.now();
    expect((await getSettings(service)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('does not hold up close()', async () => {
    const service = await startService({ faults: [{ kind: 'latency', ms: 60_000 }] });
    const pending = submit(service, 'soletrader', application);
    await eventually(() => expect(service.stats().merchantsTotal).toBe(1));
    const started = Date.now();
    await service.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(pending).rejects.toThrow();
  });
});

describe('hold', () => {
  it('keeps the reply decided when the fault was taken until the test releases it', async () => {
    const service = await startService();
    const north = (await (await getSettings(service, { Apikey: 'training-north' })).json()) as unknown;
    service.setFaults([{ kind: 'hold', target: 'settings', times: 1 }]);
    let answered = false;
    const pending = getSettings(service).then((response) => {
      answered = true;
      return response;
    });
    await eventually(() => expect(service.stats().held).toBe(1));
    // Whatever the key serves from now on, the held reply is the one decided when it was taken.
    expect(((await (await control(service, '/stats')).json()) as { held: number }).held).toBe(1);
    service.setKeySettings('training', north);
    expect(answered).toBe(false);
    const released = await control(service, '/release', 'POST');
    expect(await released.json()).toEqual({ released: 1 });
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).not.toEqual(north);
    expect(service.stats()).toMatchObject({ held: 0, faultsApplied: 1, faults: [] });
    // Used up: the next request is answered at once, with the new settings.
    expect(await (await getSettings(service)).json()).toEqual(north);
  });

  it('is cut when the service closes, without holding up close()', async () => {
    const service = await startService({ faults: [{ kind: 'hold' }] });
    const pending = submit(service, 'soletrader', application);
    await eventually(() => expect(service.stats().held).toBe(1));
    expect(service.stats().merchantsTotal).toBe(1);
    await service.close();
    await expect(pending).rejects.toThrow();
  });
});

describe('HTTP error faults', () => {
  it('http-500 answers 500 before anything is created', async () => {
    const service = await startService();
    service.setFaults([{ kind: 'http-500', times: 1 }]);
    const failed = await submit(service, 'soletrader', application);
    expect(failed.status).toBe(500);
    await errorBody(failed);
    expect(service.stats().merchantsTotal).toBe(0);

    const next = await submit(service, 'soletrader', application);
    expect(next.status).toBe(201);
    expect(service.stats()).toMatchObject({ merchantsTotal: 1, maxPerApplication: 1, faults: [] });
  });

  it('http-500 with afterCreate answers 500 for a merchant that was created', async () => {
    const service = await startService({ faults: [{ kind: 'http-500', afterCreate: true, times: 1 }] });
    const failed = await submit(service, 'soletrader', application);
    expect(failed.status).toBe(500);
    expect(service.stats().perApplication[hash]).toBe(1);
  });

  it('http-503 answers 503 with Retry-After and creates nothing', async () => {
    const service = await startService({ faults: [{ kind: 'http-503', retryAfterSeconds: 7, times: 2 }] });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await submit(service, 'soletrader', application);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('7');
      await errorBody(response);
    }
    expect(service.stats().merchantsTotal).toBe(0);
    expect((await submit(service, 'soletrader', application)).status).toBe(201);
  });

  it('a fault without times stays until cleared', async () => {
    const service = await startService({ faults: [{ kind: 'http-503' }] });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await submit(service, 'soletrader', application)).status).toBe(503);
    expect(service.stats().faults).toHaveLength(1);
    service.clearFaults();
    expect((await submit(service, 'soletrader', application)).status).toBe(201);
    expect(service.stats()).toMatchObject({ merchantsTotal: 1, faultsApplied: 3 });
  });
});

describe('connection resets', () => {
  it('reset-before-create drops the connection and creates nothing', async () => {
    const service = await startService({ faults: [{ kind: 'reset-before-create', times: 1 }] });
    await expect(submit(service, 'soletrader', application)).rejects.toThrow();
    const stats = service.stats();
    expect(stats.requests.submit).toBe(1);
    expect(stats.merchantsTotal).toBe(0);

    expect((await submit(service, 'soletrader', application)).status).toBe(201);
    expect(service.stats().perApplication[hash]).toBe(1);
  });

  it('reset-after-create loses the reply of a merchant that was created', async () => {
    const service = await startService({ faults: [{ kind: 'reset-after-create', times: 1 }] });
    await expect(submit(service, 'soletrader', application)).rejects.toThrow();
    expect(service.stats()).toMatchObject({ merchantsTotal: 1, maxPerApplication: 1 });

    // A blind resend boards the merchant a second time, and the stats show it.
    const resent = await submit(service, 'soletrader', application);
    expect(resent.status).toBe(201);
    const stats = service.stats();
    expect(stats.perApplication[hash]).toBe(2);
    expect(stats.maxPerApplication).toBe(2);
  });

  it('reset-after-create on an invalid application loses the 422 and creates nothing', async () => {
    const service = await startService({ faults: [{ kind: 'reset-after-create', times: 1 }] });
    await expect(submit(service, 'soletrader', { ...application, extra: true })).rejects.toThrow();
    expect(service.stats().merchantsTotal).toBe(0);
  });

  it('latency with reset-after-create: created, held, then cut', async () => {
    const service = await startService({
      faults: [
        { kind: 'latency', ms: 300, times: 1 },
        { kind: 'reset-after-create', times: 1 },
      ],
    });
    const started = Date.now();
    const pending = submit(service, 'soletrader', application);
    await eventually(() => expect(service.stats().merchantsTotal).toBe(1));
    await expect(pending).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(service.stats()).toMatchObject({ merchantsTotal: 1, faults: [], faultsApplied: 2 });
  });
});

describe('bad success replies', () => {
  it('malformed-body answers 201 with a body that is not JSON, after creating the merchant', async () => {
    const service = await startService({ faults: [{ kind: 'malformed-body', times: 1 }] });
    const response = await submit(service, 'soletrader', application);
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(service.stats().perApplication[hash]).toBe(1);
  });

  it('wrong-shape answers 201 JSON without the IDs, after creating the merchant', async () => {
    const service = await startService({ faults: [{ kind: 'wrong-shape', times: 1 }] });
    const response = await submit(service, 'soletrader', application);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data.merchantId).toBeUndefined();
    expect(SubmissionResponseSchema.safeParse(body).success).toBe(false);
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('leaves error replies alone, and is consumed by the request all the same', async () => {
    const service = await startService({ faults: [{ kind: 'malformed-body', times: 1 }] });
    const refused = await submit(service, 'soletrader', { ...application, extra: true });
    expect(refused.status).toBe(422);
    expect((await errorBody(refused)).errors).toHaveLength(1);
    const created = await submit(service, 'soletrader', application);
    expect(SubmissionResponseSchema.safeParse(await created.json()).success).toBe(true);
  });
});

describe('refuse', () => {
  it('refuses a valid application with the reasons given, creating nothing, then is used up', async () => {
    const reasons = [{ path: 'stores[0].merchantCategoryCode', message: 'MCC not accepted for this acquirer', code: 'mcc' }];
    const service = await startService({ faults: [{ kind: 'refuse', reasons, times: 1 }] });
    const refused = await submit(service, 'soletrader', application);
    expect(refused.status).toBe(422);
    const body = await errorBody(refused);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(reasons);
    expect(service.stats().merchantsTotal).toBe(0);
    expect((await submit(service, 'soletrader', application)).status).toBe(201);
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('takes another 4xx status and fills in a code; a 5xx status is not a refusal', async () => {
    const service = await startService({
      faults: [{ kind: 'refuse', status: 400, reasons: [{ path: 'applicant.ssn', message: 'Unknown person' }] }],
    });
    const refused = await submit(service, 'soletrader', application);
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).errors).toEqual([{ path: 'applicant.ssn', message: 'Unknown person', code: 'refused' }]);
    const bad = await control(service, '/faults', 'POST', [{ kind: 'refuse', status: 500 }]);
    expect(bad.status).toBe(400);
  });
});

describe('targets', () => {
  it('a fault without a target hits submissions only', async () => {
    const service = await startService({ faults: [{ kind: 'http-500' }] });
    expect((await getSettings(service)).status).toBe(200);
    expect((await submit(service, 'soletrader', application)).status).toBe(500);
  });

  it('a settings fault leaves submissions alone', async () => {
    const service = await startService({ faults: [{ kind: 'http-503', target: 'settings', retryAfterSeconds: 3 }] });
    expect((await submit(service, 'soletrader', application)).status).toBe(201);
    const settings = await getSettings(service);
    expect(settings.status).toBe(503);
    expect(settings.headers.get('retry-after')).toBe('3');
  });

  it("'any' hits both", async () => {
    const service = await startService({ faults: [{ kind: 'http-500', target: 'any', times: 2 }] });
    expect((await getSettings(service)).status).toBe(500);
    expect((await submit(service, 'soletrader', application)).status).toBe(500);
    expect((await getSettings(service)).status).toBe(200);
  });

  it('settings faults: malformed body, wrong shape and reset', async () => {
    const service = await startService({
      faults: [
        { kind: 'malformed-body', target: 'settings', times: 1 },
        { kind: 'wrong-shape', target: 'settings', times: 1 },
        { kind: 'reset-before-create', target: 'settings', times: 1 },
      ],
    });
    const malformed = await getSettings(service);
    expect(malformed.status).toBe(200);
    const text = await malformed.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(text.startsWith('{"Fees"')).toBe(true);
    const wrong = await getSettings(service);
    expect(wrong.status).toBe(200);
    expect(SettingsSchema.safeParse(await wrong.json()).success).toBe(false);
    await expect(getSettings(service)).rejects.toThrow();
    const fine = await getSettings(service);
    expect(SettingsSchema.safeParse(await fine.json()).success).toBe(true);
  });
});

describe('matching', () => {
  it('requests refused before dispatch (401, 400, 404, 405) do not consume a fault', async () => {
    const service = await startService({ faults: [{ kind: 'http-503', times: 1 }] });
    expect((await submit(service, 'soletrader', application, { Apikey: 'wrong' })).status).toBe(401);
    expect((await submit(service, 'soletrader', application, { 'api-version': '9.9' })).status).toBe(400);
    expect((await submit(service, 'nowhere', application)).status).toBe(404);
    expect((await fetch(`${service.baseUrl}/soletrader`)).status).toBe(405);
    expect((await submit(service, 'soletrader', application)).status).toBe(503);
    expect((await submit(service, 'soletrader', application)).status).toBe(201);
  });

  it('applies only the first matching non-latency fault and keeps the rest armed', async () => {
    const service = await startService({
      faults: [
        { kind: 'http-503', times: 1 },
        { kind: 'http-500', times: 1 },
      ],
    });
    expect((await submit(service, 'soletrader', application)).status).toBe(503);
    expect(service.stats().faults).toEqual([expect.objectContaining({ kind: 'http-500', times: 1 })]);
    expect((await submit(service, 'soletrader', application)).status).toBe(500);
    expect((await submit(service, 'soletrader', application)).status).toBe(201);
  });

  it('refuses an invalid fault list and keeps the armed one', async () => {
    const service = await startService({ faults: [{ kind: 'http-503', times: 1 }] });
    expect(() => service.setFaults([{ kind: 'explode' } as never])).toThrow();
    expect(() => service.setFaults([{ kind: 'latency' } as never])).toThrow();
    expect(() => service.setFaults([{ kind: 'http-500', times: 0 }])).toThrow();
    expect(service.stats().faults).toEqual([{ kind: 'http-503', retryAfterSeconds: 1, target: 'submit', times: 1 }]);
  });
});
