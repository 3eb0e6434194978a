import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../main/client/service-client';
import { ServiceError } from '../../../main/client/service-error';
import { completeApplication } from '../../fixtures/applications';
import { startThrowawayServer } from './throwaway-server';

/** Four megabytes of `[`: under the 5 MB answer limit, two million levels deep. */
const DEEP = '['.repeat(2_000_000) + ']'.repeat(2_000_000);

describe("a service's answer is refused by its depth before it is parsed", () => {
  it('settings nested two million deep are a bad_response that says why', async () => {
    const server = await startThrowawayServer(() => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: DEEP }));
    const client = createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k' });
    const error = await client.getSettings().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ kind: 'bad_response' });
    expect((error as Error).message).toContain('nests deeper than 64 levels');
  });

  it("a refusal nested two million deep keeps the service's text as its reason", async () => {
    const server = await startThrowawayServer(() => ({ status: 422, headers: { 'Content-Type': 'application/json' }, body: DEEP }));
    const client = createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k' });
    const outcome = await client.submit('soletrader', completeApplication('soletrader'));
    expect(outcome).toMatchObject({ kind: 'rejected', reasons: [{ message: DEEP.slice(0, 2000) }] });
  });

  it('a 201 nested two million deep is an unreadable success, never a crash', async () => {
    const server = await startThrowawayServer(() => ({ status: 201, headers: { 'Content-Type': 'application/json' }, body: DEEP }));
    const client = createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k' });
    expect(await client.submit('soletrader', completeApplication('soletrader'))).toMatchObject({
      kind: 'unknown',
      reason: 'unreadable_success',
    });
  });
});
