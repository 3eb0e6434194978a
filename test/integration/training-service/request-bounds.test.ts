import { describe, expect, it } from 'vitest';
import { completeApplication } from '../../fixtures/applications';
import { MAX_REQUEST_ARRAY_ITEMS, MAX_REQUEST_DEPTH } from '../../../shared/request-limits';
import { type TrainingService } from '../../../main/training-service';
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

  it('an application with one store too many is still a 422 naming the limit', async () => {
    const service = await startService();
    const application = completeApplication('soletrader') as { stores: unknown[] };
    const response = await submit(service, 'soletrader', { ...application, stores: Array(51).fill(application.stores[0]) });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await errorBody(response))).toContain('may hold at most 50 stores');
  });
});
