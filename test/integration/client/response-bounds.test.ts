import { describe, expect, it } from 'vitest';
import { createServiceClient } from '$main/client/service-client';
import { ServiceError } from '$main/client/service-error';
import { MAX_SETTINGS_BYTES } from '$main/client/response-limits';
import { MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN } from '$shared/wire/settings';
import { completeApplication } from '../../fixtures/applications';
import { openTestCore } from '../../helpers/core-fixture';
import { startThrowawayServer } from './throwaway-server';

/** Four megabytes of `[`: under the 5 MB answer limit, two million levels deep. */
const DEEP = '['.repeat(2_000_000) + ']'.repeat(2_000_000);
/** A megabyte of `[`: under the settings' own limit, half a million levels deep. */
const DEEP_SETTINGS = '['.repeat(500_000) + ']'.repeat(500_000);

const SETTINGS = { Fees: { MerchantServiceChargeFeeNames: [...MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN] } };

describe("a service's answer is refused by its depth before it is parsed", () => {
  it('settings nested half a million deep are a bad_response that says why', async () => {
    const server = await startThrowawayServer(() => ({
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: DEEP_SETTINGS,
    }));
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

describe('a settings answer is bounded by what settings hold', () => {
  /** 4.6 MB of settings with 400,000 restricted combinations, each within every other limit. */
  const huge = JSON.stringify({
    ...SETTINGS,
    RestrictedAmexMccs: Array.from({ length: 100_000 }, (_, i) => ({ CountryCode: 'IS', CurrencyCode: 'ISK', MccID: i % 10_000 })),
  });

  /** What `getSettings` throws when the service answers `body`. */
  async function settingsRefusal(body: string): Promise<unknown> {
    const server = await startThrowawayServer(() => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body }));
    return createServiceClient({ baseUrl: server.baseUrl, apiKey: 'k' })
      .getSettings()
      .catch((caught: unknown) => caught);
  }

  it('a 4.6 MB answer is refused by its size as it arrives, one of a megabyte by its members, before either is parsed', async () => {
    expect(huge.length).toBeGreaterThan(4_600_000);
    expect(await settingsRefusal(huge)).toMatchObject({
      kind: 'bad_response',
      message: `settings answer is refused: it is larger than ${MAX_SETTINGS_BYTES} bytes`,
    });
    const members = JSON.stringify({ ...SETTINGS, x: Array.from({ length: 100 }, () => Array(5_000).fill(0)) });
    expect(members.length).toBeLessThan(MAX_SETTINGS_BYTES);
    expect(await settingsRefusal(members)).toMatchObject({
      kind: 'bad_response',
      message: expect.stringContaining('it holds more than 100000 keys and items in all'),
    });
  });

  it('a sync that meets such an answer fails with bad_response and keeps the settings it had', async () => {
    let answer = JSON.stringify(SETTINGS);
    const server = await startThrowawayServer(() => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: answer }));
    const core = await openTestCore(server.baseUrl);
    expect((await core.syncSettings()).ok).toBe(true);
    const kept = core.currentSnapshot();
    answer = huge;
    const sync = await core.syncSettings();
    expect(sync).toMatchObject({ ok: false, error: { kind: 'bad_response' }, lastGoodAt: kept!.fetchedAt });
    expect(core.currentSnapshot()).toEqual(kept);
    // More restricted combinations than a key may have, within the size: refused by the schema, the same way.
    answer = JSON.stringify({
      ...SETTINGS,
      RestrictedAmexMccs: Array.from({ length: 10_001 }, () => ({ CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 1 })),
    });
    expect(await core.syncSettings()).toMatchObject({ ok: false, error: { kind: 'bad_response' } });
    expect(core.currentSnapshot()).toEqual(kept);
  });
});
