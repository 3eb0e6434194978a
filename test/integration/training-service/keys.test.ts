import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '$shared/wire/settings';
import { InvalidKeyConfigError, loadKeysFile, trainingSettings } from '$main/training-service';
import { completeApplication } from '../../fixtures/applications';
import { errorBody, getSettings, submit } from './helpers';
import { startService } from '../../helpers/training-service';
import { tempDir } from '../../helpers/temp-dir';

async function settingsFor(service: Awaited<ReturnType<typeof startService>>, key: string) {
  const response = await getSettings(service, { Apikey: key });
  expect(response.status).toBe(200);
  return SettingsSchema.parse(await response.json());
}

describe('keys and their settings', () => {
  it('serves different settings to the two built-in keys', async () => {
    const service = await startService();
    expect(service.keys()).toEqual(['training', 'training-north']);
    const training = await settingsFor(service, 'training');
    const north = await settingsFor(service, 'training-north');
    expect(north).not.toEqual(training);
    expect(north.ECommerceSOlutions.length).toBeLessThan(training.ECommerceSOlutions.length);
    expect(north.RestrictedAmexMccs).not.toEqual(training.RestrictedAmexMccs);
    const chargeback = (settings: typeof training) => settings.Fees.processingFees.find((fee) => fee.name === 'Chargeback fee')?.value;
    expect(chargeback(north)).not.toBe(chargeback(training));
    // Both keep the fixture's fee names, so a complete application is valid under either.
    expect((await submit(service, 'other', completeApplication('other'), { Apikey: 'training-north' })).status).toBe(201);
  });

  it('accepts only the configured keys when keys are given', async () => {
    const custom = { ...trainingSettings(), ECommerceSOlutions: ['Checkout'] };
    const service = await startService({ keys: { 'agent-7': custom } });
    expect(service.keys()).toEqual(['agent-7']);
    expect((await settingsFor(service, 'agent-7')).ECommerceSOlutions).toEqual(['Checkout']);
    expect((await getSettings(service, { Apikey: 'training' })).status).toBe(401);
  });

  it('serves the settings exactly as configured, spellings and unknown properties included', async () => {
    const resource = { fees: { merchantServiceChargeFeeNames: ['Domestic debit cards'] }, Extra: { kept: true } };
    const service = await startService({ keys: { odd: resource } });
    const response = await getSettings(service, { Apikey: 'odd' });
    expect(await response.json()).toEqual(resource);
  });

  it('loads keys from a JSON file', async () => {
    const file = path.join(tempDir('fieldboard-training-test-'), 'keys.json');
    fs.writeFileSync(file, JSON.stringify({ 'from-file': { ...trainingSettings(), RestrictedAmexMccs: [] } }));
    const service = await startService({ keys: loadKeysFile(file) });
    expect((await settingsFor(service, 'from-file')).RestrictedAmexMccs).toEqual([]);

    fs.writeFileSync(file, '["not", "an", "object"]');
    expect(() => loadKeysFile(file)).toThrow(InvalidKeyConfigError);
    expect(() => loadKeysFile(path.join(tempDir('fieldboard-training-test-'), 'missing.json'))).toThrow(/cannot read/);
  });

  it('refuses to start with settings that are not a settings resource, or no key at all', async () => {
    await expect(startService({ keys: { bad: { Fees: { MerchantServiceChargeFeeNames: 'all' } } } })).rejects.toThrow(
      InvalidKeyConfigError,
    );
    await expect(startService({ keys: {} })).rejects.toThrow(/at least one/);
    await expect(startService({ keys: { 'with space': trainingSettings() } })).rejects.toThrow(/visible ASCII/);
  });

  it('validates against new settings as soon as they are replaced', async () => {
    const service = await startService();
    const application = completeApplication('soletrader');
    expect((await submit(service, 'soletrader', application)).status).toBe(201);

    service.setKeySettings('training', {
      ...trainingSettings(),
      Fees: { ...trainingSettings().Fees, MerchantServiceChargeFeeNames: ['Domestic debit cards', 'Domestic credit cards', 'Contactless'] },
    });
    expect((await settingsFor(service, 'training')).Fees.MerchantServiceChargeFeeNames).toContain('Contactless');
    const refused = await submit(service, 'soletrader', application);
    expect(refused.status).toBe(422);
    const paths = (await errorBody(refused)).errors!.map((error) => `${error.path} ${error.code}`);
    expect(paths).toEqual(
      expect.arrayContaining(['fees.merchantServiceChargeFees[2].name fee_name_unknown', 'fees.merchantServiceChargeFees fee_missing']),
    );
    expect(service.stats().merchantsTotal).toBe(1);

    expect(() => service.setKeySettings('training', { Fees: {} })).toThrow(InvalidKeyConfigError);
    expect(service.removeKey('training')).toBe(true);
    expect((await getSettings(service, { Apikey: 'training' })).status).toBe(401);
  });
});
