import { describe, expect, it } from 'vitest';
import { checkBaseUrl, createServiceClient } from '$main/client/service-client';
import { ServiceError } from '$main/client/service-error';
import type { TrainingService } from '$main/training-service/training-service';
import { northSettings } from '$main/training-service/default-settings';
import { startService } from '../../helpers/training-service';
import { CREATED_BODY, json, startThrowawayServer } from './throwaway-server';

const KEY = 'fbk_client_test_Hq2';

/** A training service that knows only `KEY`, with the north settings. */
function trainingService(): Promise<TrainingService> {
  return startService({ keys: { [KEY]: northSettings() } });
}

async function thrown(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('getSettings against the training service', () => {
  it('reads the settings of its own key', async () => {
    const service = await trainingService();
    const settings = await createServiceClient({ baseUrl: service.baseUrl, apiKey: KEY }).getSettings();
    const expected = northSettings() as { Fees: { MerchantServiceChargeFeeNames: string[] } };
    expect(settings.Fees.MerchantServiceChargeFeeNames).toEqual(expected.Fees.MerchantServiceChargeFeeNames);
    expect(settings.RestrictedAmexMccs.some((entry) => entry.MccID === 5812)).toBe(true);
    expect(service.stats().requests.settings).toBe(1);
  });

  it('an unknown key is "unauthorized" with the status', async () => {
    const service = await trainingService();
    const error = await thrown(createServiceClient({ baseUrl: service.baseUrl, apiKey: 'training' }).getSettings());
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
  });

  it('an unsupported api-version is an "http_error" 400 carrying the service words', async () => {
    const service = await trainingService();
    const client = createServiceClient({ baseUrl: service.baseUrl, apiKey: KEY, apiVersion: '9.9' });
    const error = await thrown(client.getSettings());
    expect(error.kind).toBe('http_error');
    expect(error.status).toBe(400);
    expect(error.body).toContain('2.0');
  });

  it('a base URL without /isoapi is refused before anything is sent', async () => {
    const service = await trainingService();
    const wrong = service.baseUrl.replace(/\/isoapi$/, '/api');
    expect(() => createServiceClient({ baseUrl: wrong, apiKey: KEY })).toThrow(/must end with \/isoapi/);
    expect(service.stats().requestsSeen).toBe(0);
  });
});

describe('checkBaseUrl (decision G25)', () => {
  it.each([
    ['https://onboarding.example.com/isoapi', 'https://onboarding.example.com/isoapi'],
    ['https://onboarding.example.com/v2/isoapi/', 'https://onboarding.example.com/v2/isoapi'],
    ['http://127.0.0.1:8787/isoapi', 'http://127.0.0.1:8787/isoapi'],
    ['http://127.8.9.10:8787/isoapi//', 'http://127.8.9.10:8787/isoapi'],
    ['http://localhost:8787/isoapi', 'http://localhost:8787/isoapi'],
    ['http://127.1:8787/isoapi', 'http://127.0.0.1:8787/isoapi'],
    ['http://[::1]:8787/isoapi', 'http://[::1]:8787/isoapi'],
  ])('accepts %s', (input, expected) => {
    expect(checkBaseUrl(input)).toBe(expected);
  });

  it.each([
    ['plain http to another machine', 'http://onboarding.example.com/isoapi', /https/],
    ['plain http to a name that only starts like loopback', 'http://127.0.0.1.example.com/isoapi', /https/],
    ['another scheme', 'ftp://onboarding.example.com/isoapi', /https/],
    ['a path not ending in /isoapi', 'https://onboarding.example.com/isoapi/settings', /\/isoapi/],
    ['no path', 'https://onboarding.example.com', /\/isoapi/],
    ['not a URL', 'onboarding.example.com/isoapi', /not a URL/],
  ])('refuses %s', (_label, input, message) => {
    let error: unknown;
    try {
      checkBaseUrl(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).kind).toBe('not_sent');
    expect((error as ServiceError).message).toMatch(message);
  });
});

describe('request headers', () => {
  const header = (pairs: [string, string][], name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value);

  it('a submission carries Apikey, api-version 2.0, Content-Type and Accept, and the body as given', async () => {
    const server = await startThrowawayServer(() => json(201, CREATED_BODY));
    const application = { applicant: { legalName: 'Guðrún' }, stores: [] };
    const outcome = await createServiceClient({ baseUrl: server.baseUrl, apiKey: KEY }).submit('soletrader', application);
    expect(outcome.kind).toBe('created');
    const [request] = server.seen;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/isoapi/soletrader');
    expect(header(request!.rawHeaders, 'Apikey')).toEqual([KEY]);
    expect(header(request!.rawHeaders, 'api-version')).toEqual(['2.0']);
    expect(header(request!.rawHeaders, 'Content-Type')).toEqual(['application/json']);
    expect(header(request!.rawHeaders, 'Accept')).toEqual(['application/json']);
    expect(JSON.parse(request!.body)).toEqual(application);
  });

  it('sends a configured api-version, on settings as on submissions', async () => {
    const server = await startThrowawayServer((request) =>
      request.method === 'GET' ? json(200, { Fees: { MerchantServiceChargeFeeNames: ['Domestic debit cards'] } }) : json(201, CREATED_BODY),
    );
    const client = createServiceClient({ baseUrl: server.baseUrl, apiKey: KEY, apiVersion: '2.1' });
    await client.getSettings();
    await client.submit('other', {});
    expect(server.seen.map((request) => header(request.rawHeaders, 'api-version'))).toEqual([['2.1'], ['2.1']]);
    const settingsRequest = server.seen[0]!;
    expect(settingsRequest.path).toBe('/isoapi/settings');
    expect(header(settingsRequest.rawHeaders, 'Apikey')).toEqual([KEY]);
    expect(header(settingsRequest.rawHeaders, 'Accept')).toEqual(['application/json']);
  });
});
