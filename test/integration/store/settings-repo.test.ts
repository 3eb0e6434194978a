import { describe, expect, it } from 'vitest';
import { SettingsSchema, type Settings } from '../../../shared/wire/settings';
import { getSettingsSnapshot, latestSettingsSnapshot, saveSettingsSnapshot } from '../../../main/store';
import { openTestStore } from './helpers';

const base: Settings = SettingsSchema.parse({
  Fees: { MerchantServiceChargeFeeNames: ['Domestic debit cards', 'Domestic credit cards'] },
  RestrictedAmexMccs: [{ CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 5812 }],
});
const changed: Settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: ['Domestic debit cards'] } });

describe('settings snapshots', () => {
  it('keeps the first fetch, and on an unchanged fetch only moves checked_at', () => {
    const { store } = openTestStore();
    const first = saveSettingsSnapshot(store, { keyFingerprint: 'k1', settings: base, fetchedAt: '2026-03-01T08:00:00.000Z' });
    expect(first.changed).toBe(true);
    // The same content with its keys in another order is the same settings.
    const reordered = JSON.parse(
      JSON.stringify({ RestrictedAmexMccs: base.RestrictedAmexMccs, ECommerceSOlutions: base.ECommerceSOlutions, Fees: base.Fees }),
    ) as Settings;
    const again = saveSettingsSnapshot(store, { keyFingerprint: 'k1', settings: reordered, fetchedAt: '2026-03-02T08:00:00.000Z' });
    expect(again).toEqual({ id: first.id, changed: false });
    expect(latestSettingsSnapshot(store, 'k1')).toEqual({
      id: first.id,
      keyFingerprint: 'k1',
      settings: base,
      fetchedAt: '2026-03-01T08:00:00.000Z',
      checkedAt: '2026-03-02T08:00:00.000Z',
    });
  });

  it('adds a row when the content changes, keeping the old one for applications validated against it', () => {
    const { store } = openTestStore();
    const first = saveSettingsSnapshot(store, { keyFingerprint: 'k1', settings: base, fetchedAt: '2026-03-01T08:00:00.000Z' });
    const second = saveSettingsSnapshot(store, { keyFingerprint: 'k1', settings: changed, fetchedAt: '2026-03-02T08:00:00.000Z' });
    expect(second.changed).toBe(true);
    expect(second.id).not.toBe(first.id);
    expect(latestSettingsSnapshot(store, 'k1')?.settings).toEqual(changed);
    expect(getSettingsSnapshot(store, first.id)?.settings).toEqual(base);
    // Back to the first content: a new row, since "latest" is what changed.
    expect(saveSettingsSnapshot(store, { keyFingerprint: 'k1', settings: base, fetchedAt: '2026-03-03T08:00:00.000Z' }).changed).toBe(true);
  });

  it('keeps keys apart', () => {
    const { store } = openTestStore();
    saveSettingsSnapshot(store, { keyFingerprint: 'k1', settings: base, fetchedAt: '2026-03-01T08:00:00.000Z' });
    const other = saveSettingsSnapshot(store, { keyFingerprint: 'k2', settings: base, fetchedAt: '2026-03-01T08:00:00.000Z' });
    expect(other.changed).toBe(true);
    expect(latestSettingsSnapshot(store, 'k2')?.id).toBe(other.id);
    expect(latestSettingsSnapshot(store, 'k3')).toBeUndefined();
    expect(getSettingsSnapshot(store, 9999)).toBeUndefined();
  });

  it('refuses a fetch time that is not a time', () => {
    const { store } = openTestStore();
    expect(() => saveSettingsSnapshot(store, { keyFingerprint: 'k1', settings: base, fetchedAt: 'yesterday' })).toThrow(/not a time/);
    expect(latestSettingsSnapshot(store, 'k1')).toBeUndefined();
  });
});
