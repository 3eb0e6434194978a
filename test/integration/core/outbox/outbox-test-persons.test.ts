import { describe, expect, it } from 'vitest';
import { submitDue } from '$main/core/outbox/outbox';
import type { ServiceClient } from '$main/client/service-client';
import { createServiceClient } from '$main/client/service-client';
import { createLogger } from '$main/log/logger';
import { apiKeyFingerprint, getApplication } from '$main/database';
import { queuedIn } from '$test/helpers/application-in-state';
import { openTestCore } from '$test/helpers/core-fixture';
import { startService } from '$test/helpers/training-service';

describe('the outbox never sends a registry test person to a service other than the training service', () => {
  it('queued in training, then sent to an acquirer: set aside for attention, nothing sent', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    expect((await core.syncSettings()).ok).toBe(true);
    // The fixture's sole trader is Registers Iceland's test person 010130-3019.
    const id = await queuedIn(core, { type: 'soletrader' });
    expect(getApplication(core.database, id)!.status).toBe('queued');

    // Training mode turned off: the acquirer's address, the same key and settings (read from the training service).
    const training = createServiceClient({ baseUrl: service.baseUrl, apiKey: 'training' });
    let sent = 0;
    const acquirer: ServiceClient = {
      baseUrl: 'https://acquirer.example/isoapi',
      getSettings: () => training.getSettings(),
      submit: async (type, application) => {
        sent += 1;
        return training.submit(type, application);
      },
    };
    const report = await submitDue({
      database: core.database,
      logger: createLogger(),
      connection: () => ({ client: acquirer, keyFingerprint: apiKeyFingerprint('training') }),
    });

    expect(sent).toBe(0);
    expect(report.results).toEqual([expect.objectContaining({ id, status: 'needs_attention' })]);
    const after = getApplication(core.database, id)!;
    expect(after.status).toBe('needs_attention');
    expect(after.problems.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: ['applicant', 'ssn'], code: 'test_person_outside_training' },
    ]);
  });
});
