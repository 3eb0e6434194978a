import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import {
  ECOMMERCE_SOLUTIONS_SEEN,
  FEE_TYPES_SEEN,
  MARKETS_SEEN,
  MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN,
  PROCESSING_FEE_NAMES_SEEN,
  SettingsSchema,
} from '$shared/wire/settings';
import { SubmissionResponseSchema } from '$shared/wire/submission-response';
import { applicationHash } from '$main/training-service';
import { completeApplication } from '../../fixtures/applications';
import { TRAINING_HEADERS, control, errorBody, getSettings, submit } from './helpers';
import { startService } from '../../helpers/training-service';

describe('submission endpoints', () => {
  it('creates one merchant per complete application of every entity type, with unique IDs', async () => {
    const service = await startService();
    const merchantIds: number[] = [];
    const storeIds: number[] = [];
    for (const type of ENTITY_TYPES) {
      const application = completeApplication(type);
      const response = await submit(service, type, application);
      expect(response.status, type).toBe(201);
      const body = await response.json();
      expect(body).toMatchObject({ success: true, statusCode: 201, message: 'Merchant created' });
      const { data } = SubmissionResponseSchema.parse(body);
      const expectedName = 'applicant' in application ? application.applicant.legalName : application.company.name;
      expect(data.merchantName).toBe(expectedName);
      expect(data.stores.map((store) => store.storeName)).toEqual(application.stores.map((store) => store.name));
      merchantIds.push(data.merchantId);
      for (const store of data.stores) storeIds.push(store.agreementId, store.terminalId);
    }
    expect(merchantIds.every(Number.isInteger)).toBe(true);
    expect(new Set(merchantIds).size).toBe(ENTITY_TYPES.length);
    expect(new Set(storeIds).size).toBe(storeIds.length);

    const stats = service.stats();
    expect(stats.merchantsTotal).toBe(ENTITY_TYPES.length);
    expect(stats.maxPerApplication).toBe(1);
    for (const type of ENTITY_TYPES) expect(stats.perApplication[applicationHash(completeApplication(type))]).toBe(1);
  });

  it('returns a store entry with its own agreement and terminal for each store', async () => {
    const service = await startService();
    const application = completeApplication('privatelimitedcompany');
    expect(application.stores).toHaveLength(2);
    const { data } = SubmissionResponseSchema.parse(await (await submit(service, 'privatelimitedcompany', application)).json());
    expect(data.stores.map((store) => store.storeName)).toEqual(['Kaffi Laugavegur', 'Kaffi Akureyri']);
    expect(data.stores[0]!.agreementId).not.toBe(data.stores[1]!.agreementId);
    expect(data.stores[0]!.terminalId).not.toBe(data.stores[1]!.terminalId);
  });

  it('accepts both spellings of the private limited company path', async () => {
    const service = await startService();
    const application = completeApplication('privatelimitedcompany');
    const plain = await submit(service, 'privatelimitedcompany', application);
    const doubled = await submit(service, 'privateLlimitedcompany', application);
    expect([plain.status, doubled.status]).toEqual([201, 201]);
    const first = SubmissionResponseSchema.parse(await plain.json()).data;
    const second = SubmissionResponseSchema.parse(await doubled.json()).data;
    expect(second.merchantId).not.toBe(first.merchantId);
    // The same application sent twice is two merchants: the service has no idempotency.
    expect(service.stats().perApplication[applicationHash(application)]).toBe(2);
  });

  it('records who created each merchant without storing the key', async () => {
    const service = await startService();
    await submit(service, 'partnership', completeApplication('partnership'));
    const { merchants } = (await (await control(service, '/merchants')).json()) as {
      merchants: { entityType: string; keyFingerprint: string; applicationHash: string; createdAt: string }[];
    };
    expect(merchants).toHaveLength(1);
    expect(merchants[0]).toMatchObject({ entityType: 'partnership', applicationHash: applicationHash(completeApplication('partnership')) });
    expect(merchants[0]!.keyFingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(merchants)).not.toContain('training');
    expect(Number.isNaN(Date.parse(merchants[0]!.createdAt))).toBe(false);
  });
});

describe('GET /settings', () => {
  it('serves a settings resource that carries every name and value set of the spec', async () => {
    const service = await startService();
    const response = await getSettings(service, { ApiKey: 'training', 'api-version': '2.0' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const raw = (await response.json()) as Record<string, unknown>;
    // The spec's own spelling is what goes on the wire.
    expect(Object.keys(raw).sort()).toEqual(['ECommerceSOlutions', 'Fees', 'RestrictedAmexMccs']);
    const settings = SettingsSchema.parse(raw);
    expect(settings.Fees.MerchantServiceChargeFeeNames).toEqual([...MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN]);
    const fees = settings.Fees.processingFees;
    expect(new Set(fees.map((fee) => fee.name))).toEqual(new Set(PROCESSING_FEE_NAMES_SEEN));
    expect(new Set(fees.flatMap((fee) => fee.markets))).toEqual(new Set(MARKETS_SEEN));
    expect(new Set(fees.flatMap((fee) => fee.types))).toEqual(new Set(FEE_TYPES_SEEN));
    expect(new Set(fees.map((fee) => fee.decimalPrecision))).toEqual(new Set([2, 4]));
    expect(new Set(fees.map((fee) => fee.valueType))).toEqual(new Set([1, 2]));
    expect(new Set(fees.map((fee) => fee.editable))).toEqual(new Set([true, false]));
    for (const fee of fees) {
      expect(fee.min).toBeLessThanOrEqual(fee.default);
      expect(fee.default).toBeLessThanOrEqual(fee.max);
      expect(fee.value! >= fee.min && fee.value! <= fee.max).toBe(true);
    }
    expect(settings.ECommerceSOlutions).toEqual([...ECOMMERCE_SOLUTIONS_SEEN]);
    expect(settings.RestrictedAmexMccs).toEqual(
      expect.arrayContaining([
        { CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 7995 },
        { CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 5993 },
        { CountryCode: 'GB', CurrencyCode: 'GBP', MccID: 7995 },
      ]),
    );
  });
});

describe('paths and methods outside the interface', () => {
  it.each(['/isoapi/nothing', '/isoapi', '/isoapi/', '/isoapi/SoleTrader', '/soletrader', '/isoapi/soletrader/extra'])(
    '%s is a 404 with a JSON body',
    async (path) => {
      const service = await startService();
      const response = await fetch(`http://127.0.0.1:${service.port}${path}`, { method: 'POST', headers: TRAINING_HEADERS, body: '{}' });
      expect(response.status).toBe(404);
      await errorBody(response);
      expect(service.stats().merchantsTotal).toBe(0);
    },
  );

  it('answers a wrong method with 405 and the allowed one', async () => {
    const service = await startService();
    const get = await fetch(`${service.baseUrl}/soletrader`, { headers: TRAINING_HEADERS });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    await errorBody(get);
    const post = await fetch(`${service.baseUrl}/settings`, { method: 'POST', headers: TRAINING_HEADERS, body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    const put = await fetch(`${service.baseUrl}/other`, { method: 'PUT', headers: TRAINING_HEADERS, body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
    expect(service.stats().requests).toMatchObject({ total: 3, submit: 2, settings: 1 });
  });

  it('listens on 127.0.0.1 only', async () => {
    const service = await startService();
    expect(service.baseUrl).toBe(`http://127.0.0.1:${service.port}/isoapi`);
    await expect(fetch(`http://[::1]:${service.port}/isoapi/settings`, { headers: { Apikey: 'training' } })).rejects.toThrow();
  });
});
