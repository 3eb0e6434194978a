import { describe, expect, it } from 'vitest';
import { createServiceClient } from '$main/client/service-client';
import { ServiceError } from '$main/client/service-error';
import { closedPortBaseUrl, startThrowawayServer } from './throwaway-server';

/** Big enough that its body leaves in several packets; small enough for a quick test. */
const APPLICATION = { applicant: { legalName: 'Guðrún' }, note: 'x'.repeat(200_000) };

describe('transport failures: whether the request may have arrived decides', () => {
  it('a server that takes the request and never answers: unknown "lost", an after_send timeout', async () => {
    const server = await startThrowawayServer(() => () => {});
    const client = createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k', submitTimeoutMs: 300 });
    const started = Date.now();
    const outcome = await client.submit('soletrader', APPLICATION);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outcome).toMatchObject({ kind: 'unknown', reason: 'lost', failure: { stage: 'after_send', reason: 'timeout' } });
    expect(server.seen).toHaveLength(1);
    expect(JSON.parse(server.seen[0]!.body)).toEqual(APPLICATION);
  });

  it('a closed port: not_sent, "refused"', async () => {
    const client = createServiceClient({ baseUrl: await closedPortBaseUrl(), apiKey: 'k' });
    const outcome = await client.submit('soletrader', APPLICATION);
    expect(outcome).toMatchObject({
      kind: 'not_sent',
      path: '/soletrader',
      failure: { stage: 'before_send', reason: 'refused', code: 'ECONNREFUSED' },
    });
  });

  it('a server that drops the connection after reading the whole body: unknown "lost", a reset', async () => {
    const server = await startThrowawayServer(() => (req) => req.socket.destroy());
    const outcome = await createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k' }).submit('partnership', APPLICATION);
    expect(outcome).toMatchObject({
      kind: 'unknown',
      reason: 'lost',
      path: '/partnership',
      failure: { stage: 'after_send', reason: 'reset' },
    });
    expect(server.seen[0]!.body.length).toBe(JSON.stringify(APPLICATION).length);
  });

  it('a server that cuts its 201 short: unknown "lost", a reset', async () => {
    const server = await startThrowawayServer(() => (_req, res) => {
      res.writeHead(201, { 'Content-Type': 'application/json', 'Content-Length': '500' });
      res.write('{"success":true,');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const outcome = await createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k' }).submit('other', {});
    expect(outcome).toMatchObject({ kind: 'unknown', reason: 'lost', failure: { stage: 'after_send', reason: 'reset' } });
  });

  it('an answer larger than 5 MB is not read to the end: unknown', async () => {
    const server = await startThrowawayServer(() => (_req, res) => {
      res.writeHead(201, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let i = 0; i < 6; i++) res.write(chunk);
      res.end('{}');
    });
    const outcome = await createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k' }).submit('soletrader', {});
    expect(outcome).toMatchObject({ kind: 'unknown', reason: 'lost', failure: { stage: 'after_send', reason: 'response_too_large' } });
  });

  it('settings from a closed port: a ServiceError "not_sent"', async () => {
    const client = createServiceClient({ baseUrl: await closedPortBaseUrl(), apiKey: 'k' });
    const error = await client.getSettings().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).kind).toBe('not_sent');
  });

  it('settings that never come: a ServiceError "lost" after the settings timeout', async () => {
    const server = await startThrowawayServer(() => () => {});
    const client = createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k', settingsTimeoutMs: 200 });
    const error = await client.getSettings().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).kind).toBe('lost');
    expect((error as ServiceError).failure).toMatchObject({ stage: 'after_send', reason: 'timeout' });
  });
});
