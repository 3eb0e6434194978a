import { describe, expect, it } from 'vitest';
import { createServiceClient, inMemoryPathMemory } from '$main/client/service-client';
import type { SubmitOutcome } from '$main/client/submit-outcome';
import type { EntityType } from '$shared/entity-types';
import { CREATED_BODY, type Reply, json, startThrowawayServer } from './throwaway-server';

const NOW = new Date('2026-11-21T10:00:00.000Z');

async function submitTo(reply: Reply, type: EntityType = 'soletrader'): Promise<{ outcome: SubmitOutcome; requests: number }> {
  const server = await startThrowawayServer(() => reply);
  const client = createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k-outcomes', now: () => NOW });
  const outcome = await client.submit(type, { applicant: {} });
  return { outcome, requests: server.seen.length };
}

describe('private limited company path spelling (decision G14)', () => {
  it('falls back to privateLlimitedcompany on a 404 and goes there first next time', async () => {
    const server = await startThrowawayServer((request) =>
      request.path === '/isoapi/privateLlimitedcompany' ? json(201, CREATED_BODY) : json(404, { message: 'no route' }),
    );
    const memory = inMemoryPathMemory();
    const first = await createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k', pathMemory: memory }).submit(
      'privatelimitedcompany',
      {},
    );
    expect(first).toMatchObject({ kind: 'created', path: '/privateLlimitedcompany', data: { merchantId: 100001 } });
    expect(server.seen.map((request) => request.path)).toEqual(['/isoapi/privatelimitedcompany', '/isoapi/privateLlimitedcompany']);
    expect(memory.get(server.baseUrl, 'privatelimitedcompany')).toBe('/privateLlimitedcompany');

    // A new client with the same memory (the app restarted) does not knock on the wrong door again.
    const second = await createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k', pathMemory: memory }).submit(
      'privatelimitedcompany',
      {},
    );
    expect(second.kind).toBe('created');
    expect(server.seen.map((request) => request.path)).toEqual([
      '/isoapi/privatelimitedcompany',
      '/isoapi/privateLlimitedcompany',
      '/isoapi/privateLlimitedcompany',
    ]);
  });

  it('when both spellings are 404 the outcome is not_found, and nothing is remembered', async () => {
    const server = await startThrowawayServer(() => json(404, {}));
    const memory = inMemoryPathMemory();
    const outcome = await createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k', pathMemory: memory }).submit(
      'privatelimitedcompany',
      {},
    );
    expect(outcome).toMatchObject({ kind: 'not_processed', reason: 'not_found', status: 404 });
    expect(server.seen).toHaveLength(2);
    expect(memory.get(server.baseUrl, 'privatelimitedcompany')).toBeUndefined();
  });

  it('a rejection on the first spelling is not retried on the second', async () => {
    const { outcome, requests } = await submitTo(json(422, { message: 'invalid' }), 'privatelimitedcompany');
    expect(outcome.kind).toBe('rejected');
    expect(requests).toBe(1);
  });
});

describe('statuses that were not processed', () => {
  it('a 404 on a single-path type is not_found after one request', async () => {
    const { outcome, requests } = await submitTo(json(404, { message: 'no route' }));
    expect(outcome).toMatchObject({ kind: 'not_processed', reason: 'not_found', status: 404, path: '/soletrader' });
    expect(requests).toBe(1);
  });

  it.each([401, 403])('%i is not_processed "unauthorized"', async (status) => {
    const { outcome } = await submitTo(json(status, { message: 'key refused' }));
    expect(outcome).toMatchObject({ kind: 'not_processed', reason: 'unauthorized', status });
  });

  it.each([
    [408, '7', 7_000],
    [429, '7', 7_000],
    [429, new Date(NOW.getTime() + 120_000).toUTCString(), 120_000],
    [408, new Date(NOW.getTime() - 5_000).toUTCString(), 0],
    [429, 'soon', null],
  ])('%i with Retry-After "%s" is throttled for %s ms', async (status, retryAfter, expected) => {
    const { outcome } = await submitTo(json(status, {}, { 'Retry-After': retryAfter }));
    expect(outcome).toMatchObject({ kind: 'not_processed', reason: 'throttled', status, retryAfterMs: expected });
  });

  it('a Retry-After too large for a date is held to a day', async () => {
    const { outcome } = await submitTo(json(429, {}, { 'Retry-After': '99999999999999' }));
    expect(outcome).toMatchObject({ kind: 'not_processed', reason: 'throttled', retryAfterMs: 24 * 60 * 60_000 });
  });
});

describe('rejections bring back the service words (decision G16)', () => {
  it.each([400, 409, 422])('%i with the training service body: reasons on their paths', async (status) => {
    const body = {
      success: false,
      statusCode: status,
      message: 'The application is invalid.',
      errors: [
        { path: 'stores[0].merchantCategoryCode', code: 'mcc_invalid', message: 'unknown MCC' },
        { path: 'bankAccount.iban', code: 'iban_invalid', message: 'bad IBAN' },
      ],
    };
    const { outcome } = await submitTo(json(status, body));
    expect(outcome).toMatchObject({ kind: 'rejected', status, message: 'The application is invalid.' });
    expect(outcome.kind === 'rejected' && outcome.reasons).toEqual([
      {
        path: ['stores', 0, 'merchantCategoryCode'],
        servicePath: 'stores[0].merchantCategoryCode',
        code: 'mcc_invalid',
        message: 'unknown MCC',
      },
      { path: ['bankAccount', 'iban'], servicePath: 'bankAccount.iban', code: 'iban_invalid', message: 'bad IBAN' },
    ]);
  });

  it('reads PascalCase Message, Errors and Path', async () => {
    const body = { Message: 'Validation failed', Errors: [{ Path: 'persons[1].ssn', Code: 'SSN', Message: 'ssn unknown' }] };
    const { outcome } = await submitTo(json(422, body));
    expect(outcome).toMatchObject({
      kind: 'rejected',
      message: 'Validation failed',
      reasons: [{ path: ['persons', 1, 'ssn'], code: 'SSN', message: 'ssn unknown' }],
    });
  });

  it('a JSON body without a list keeps its message as the one reason', async () => {
    const { outcome } = await submitTo(json(409, { message: 'merchant already exists' }));
    expect(outcome).toMatchObject({ kind: 'rejected', reasons: [{ path: null, code: null, message: 'merchant already exists' }] });
  });

  it('keeps a plain-text body as the reason', async () => {
    const { outcome } = await submitTo({
      status: 400,
      headers: { 'Content-Type': 'text/plain' },
      body: 'Bad Request: store name too long\n',
    });
    expect(outcome).toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Bad Request: store name too long',
      reasons: [{ path: null, code: null, message: 'Bad Request: store name too long' }],
    });
  });

  it('an empty body is still a rejection, with a message saying no reason was given', async () => {
    const { outcome } = await submitTo({ status: 422 });
    expect(outcome).toMatchObject({ kind: 'rejected', status: 422, message: expect.stringMatching(/without a reason/) });
  });
});

describe('answers that may mean the merchant exists (decision G17)', () => {
  it('a 201 with the envelope is created, with the IDs', async () => {
    const { outcome } = await submitTo(json(201, CREATED_BODY));
    expect(outcome).toMatchObject({ kind: 'created', status: 201, data: { merchantId: 100001, stores: [{ terminalId: 80000001 }] } });
  });

  it.each([
    ['a 200 instead of 201', json(200, CREATED_BODY), 'unexpected_status', 200],
    ['a 502', json(502, 'Bad Gateway'), 'server_error', 502],
    ['a 201 with success false', json(201, { ...JSON.parse(CREATED_BODY), success: false }), 'unreadable_success', 201],
    ['a 201 that is not JSON', json(201, '{"success":tr'), 'unreadable_success', 201],
    ['a 201 without data', json(201, { success: true, statusCode: 201 }), 'unreadable_success', 201],
  ])('%s is unknown', async (_label, reply, reason, status) => {
    const { outcome, requests } = await submitTo(reply);
    expect(outcome).toMatchObject({ kind: 'unknown', reason, status });
    expect(requests).toBe(1);
  });
});
