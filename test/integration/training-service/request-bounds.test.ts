import { describe, expect, it } from 'vitest';
import { completeApplication } from '../../fixtures/applications';
import { MAX_REQUEST_ARRAY_ITEMS, MAX_REQUEST_DEPTH, MAX_REQUEST_MEMBERS, MAX_REQUEST_TEXT_CHARS } from '$shared/request-limits';
import { type TrainingService } from '$main/training-service';
import { errorBody, getSettings, submit } from './helpers';
import { startService } from '../../helpers/training-service';

async function stillAnswers(service: TrainingService): Promise<void> {
  expect((await getSettings(service)).status).toBe(200);
  expect((await submit(service, 'soletrader', completeApplication('soletrader'))).status).toBe(201);
}

describe('the training service refuses a body by its shape before parsing it', () => {
  it('an 18 MB body nine million levels deep is a 413, nothing is created, and the service keeps answering', async () => {
    const service = await startService();
    const response = await submit(service, 'soletrader', '['.repeat(9_000_000) + ']'.repeat(9_000_000));
    expect(response.status).toBe(413);
    expect((await errorBody(response)).message).toContain(`nests deeper than ${MAX_REQUEST_DEPTH} levels`);
    expect(service.stats().merchantsTotal).toBe(0);
    await stillAnswers(service);
  });

  it('an application with two hundred thousand stores is a 413, not two hundred thousand validations', async () => {
    const service = await startService();
    const application = completeApplication('soletrader') as { stores: unknown[] };
    const response = await submit(service, 'soletrader', { ...application, stores: Array(200_000).fill({}) });
    expect(response.status).toBe(413);
    expect((await errorBody(response)).message).toContain(`a list in it holds more than ${MAX_REQUEST_ARRAY_ITEMS} items`);
    expect(service.stats().merchantsTotal).toBe(0);
    await stillAnswers(service);
  });

  it('an application of 1.7 million keys and items, or with a legal name of ten million characters, is a 413', async () => {
    const service = await startService();
    const application = completeApplication('soletrader') as { applicant: Record<string, unknown> };
    const keys = Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`k${i}`, 0]));
    const many = await submit(service, 'soletrader', { ...application, x: Array(1_700).fill(keys) });
    expect(many.status).toBe(413);
    expect((await errorBody(many)).message).toContain(`it holds more than ${MAX_REQUEST_MEMBERS} keys and items in all`);
    const named = await submit(service, 'soletrader', {
      ...application,
      applicant: { ...application.applicant, legalName: 'L'.repeat(10_000_000) },
    });
    expect(named.status).toBe(413);
    expect((await errorBody(named)).message).toContain(`applicant.legalName holds a text longer than ${MAX_REQUEST_TEXT_CHARS} characters`);
    expect(service.stats().merchantsTotal).toBe(0);
    await stillAnswers(service);
  });

  it('an application with one store too many is still a 422 naming the limit', async () => {
    const service = await startService();
    const application = completeApplication('soletrader') as { stores: unknown[] };
    const response = await submit(service, 'soletrader', { ...application, stores: Array(51).fill(application.stores[0]) });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await errorBody(response))).toContain('may hold at most 50 stores');
  });
});
