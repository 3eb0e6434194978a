import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '../../../shared/entity-types';
import { validateApplication } from '../../../shared/rules';
import { completeApplication } from '../../fixtures/applications';
import { SettingsSchema } from '../../../shared/wire/settings';

const settings = SettingsSchema.parse({
  Fees: { MerchantServiceChargeFeeNames: ['Domestic debit cards', 'Domestic credit cards', 'Foreign debit cards', 'Foreign credit cards'] },
});
describe('smoke', () => {
  it.each(ENTITY_TYPES)('%s', (type) => {
    expect(validateApplication(type, completeApplication(type), { settings, today: '2026-11-21' })).toEqual([]);
    expect(validateApplication(type, {}, { settings, today: '2026-11-21' }).length).toBeGreaterThan(0);
  });
});
