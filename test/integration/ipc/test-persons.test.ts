import { describe, expect, it } from 'vitest';
import type { Runtime } from '$main/runtime/runtime';
import { completeApplication } from '../../fixtures/applications';
import { invoke as call, startTestRuntime } from '../../helpers/test-runtime';

/** The sole trader of the fixtures is Registers Iceland's test person 010130-3019 (Gervimaður Afríka). */
async function createFixture(app: Runtime, ssn?: string): Promise<string> {
  const application = structuredClone(completeApplication('soletrader'));
  if (ssn !== undefined) application.applicant.ssn = ssn;
  const created = await call(app, 'applications:create', { entityType: 'soletrader', draft: { application, processingFees: [] } });
  expect(created.error).toBeUndefined();
  return created.value.id as string;
}

describe("Registers Iceland's test persons are queued for the training service only", () => {
  it("an acquirer's service: the application holding one is not queued, and says why", async () => {
    const app = await startTestRuntime({ service: { baseUrl: 'https://acquirer.example/isoapi', apiKey: 'live-key' } });
    const id = await createFixture(app);
    const refused = await call(app, 'applications:queue', { id });
    expect(refused.error).toMatchObject({ code: 'test_person_outside_training', params: { count: 1 } });
    const view = await call(app, 'applications:get', { id });
    expect(view.value.status).not.toBe('queued');
    expect(view.value.notices.map((n: { code: string }) => n.code)).toContain('kennitala_test_person');

    // A real person's number meets the ordinary checks instead: here a draft, since no settings could be synced.
    const real = await createFixture(app, '010130-3029');
    expect((await call(app, 'applications:queue', { id: real })).error.code).toBe('not_editable');
  });

  it('training mode: the same application is queued', async () => {
    const app = await startTestRuntime();
    expect((await call(app, 'settings:sync', {})).error).toBeUndefined();
    const id = await createFixture(app);
    const queued = await call(app, 'applications:queue', { id });
    expect(queued.error).toBeUndefined();
    expect(queued.value.status).toBe('queued');
  });
});
