import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { completeApplication } from '../../fixtures/applications';
import { LATEST_API_VERSION, SUPPORTED_API_VERSIONS } from '$main/training-service';
import { errorBody, getSettings, rawRequest, submit } from './helpers';
import { startService } from '../../helpers/training-service';

describe('API key', () => {
  it.each(['Apikey', 'apiKey', 'ApiKey', 'APIKEY', 'apikey'])('is read from the header written %s', async (name) => {
    const service = await startService();
    // node:http sends the name exactly as written; fetch would normalise it.
    const settings = await rawRequest({ url: `${service.baseUrl}/settings`, headers: { [name]: 'training', 'api-version': '2.0' } });
    expect(settings.status).toBe(200);
    const created = await rawRequest({
      url: `${service.baseUrl}/soletrader`,
      method: 'POST',
      headers: { [name]: 'training', 'Content-Type': 'application/json' },
      chunks: [JSON.stringify(completeApplication('soletrader'))],
    });
    expect(created.status).toBe(201);
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('is refused with 401 and a JSON body when missing, on every endpoint', async () => {
    const service = await startService();
    const missing = await getSettings(service, {});
    expect(missing.status).toBe(401);
    expect((await errorBody(missing)).message).toMatch(/Apikey/);
    for (const type of ENTITY_TYPES) {
      const response = await submit(service, type, completeApplication(type), { Apikey: '' });
      expect(response.status, type).toBe(401);
      await errorBody(response);
    }
    expect(service.stats().merchantsTotal).toBe(0);
  });

  it('is refused with 401 when unknown, without echoing it', async () => {
    const service = await startService();
    const settings = await getSettings(service, { Apikey: 'not-a-key-4711' });
    expect(settings.status).toBe(401);
    const body = await errorBody(settings);
    expect(JSON.stringify(body)).not.toContain('4711');
    const submission = await submit(service, 'other', completeApplication('other'), { Apikey: 'Training' });
    expect(submission.status).toBe(401);
    expect(service.stats().merchantsTotal).toBe(0);
  });

  it('checks the key before the body, so a bad body without a key is still a 401', async () => {
    const service = await startService();
    const response = await submit(service, 'soletrader', 'not json', { Apikey: 'nope', 'Content-Type': 'text/plain' });
    expect(response.status).toBe(401);
  });
});

describe('api-version', () => {
  it('accepts 2.0 and treats a missing header as the latest', async () => {
    const service = await startService();
    expect(LATEST_API_VERSION).toBe('2.0');
    const explicit = await getSettings(service, { Apikey: 'training', 'api-version': '2.0' });
    const missing = await getSettings(service, { Apikey: 'training' });
    expect([explicit.status, missing.status]).toEqual([200, 200]);
    expect(await missing.json()).toEqual(await explicit.json());
    expect(missing.headers.get('api-supported-versions')).toBe(SUPPORTED_API_VERSIONS.join(', '));

    const created = await submit(service, 'soletrader', completeApplication('soletrader'), { 'api-version': '' });
    expect(created.status).toBe(201);
  });

  it.each(['3.0', '1.0', '2', 'latest'])('refuses %s with 400 naming the supported versions', async (version) => {
    const service = await startService();
    const response = await submit(service, 'soletrader', completeApplication('soletrader'), { 'api-version': version });
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(body.supportedVersions).toEqual(['2.0']);
    expect(body.message).toContain('2.0');
    expect(body.message).toContain(version);
    expect(service.stats().merchantsTotal).toBe(0);

    const settings = await getSettings(service, { Apikey: 'training', 'api-version': version });
    expect(settings.status).toBe(400);
  });
});
