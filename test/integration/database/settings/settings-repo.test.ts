import { describe, expect, it } from 'vitest';
import { SettingsSchema, type Settings } from '$shared/wire/settings';
import { getSettingsSnapshot, latestSettingsSnapshot, saveSettingsSnapshot } from '$main/database';
import { openTestDatabase } from '../helpers';

const base: Settings = SettingsSchema.parse({
  Fees: { MerchantServiceChargeFeeNames: ['Domestic debit cards', 'Domestic credit cards'] },
  RestrictedAmexMccs: [{ CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 5812 }],
});
const changed: Settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: ['Domestic debit cards'] } });

describe('settings snapshots', () => {
  it('keeps the first fetch, and on an unchanged fetch only moves checked_at', () => {
    const { database } = openTestDatabase();
    const first = saveSettingsSnapshot(database, { keyFingerprint: 'k1', settings: base, fetchedAt: '2026-03-01T08:00:00.000Z' });
    expect(first.changed).toBe(true);
    // The same content with its keys in another order is the same settings.
    const reordered = JSON.parse(
      JSON.stringify({ RestrictedAmexMccs: base.RestrictedAmexMccs, ECommerceSOlutions: base.ECommerceSOlutions, Fees: base.Fees }),
    ) as Settings;
    const again = saveSettingsSnapshot(database, { keyFingerprint: 'k1', settings: reordered, fetchedAt: '2026-03-02T08:00:00.000Z' });
    expect(again).toEqual({ id: first.id, changed: false });
    expect(latestSettingsSnapshot(database, 'k1')).toEqual({
      id: first.id,
      keyFingerprint: 'k1',
      settings: base,
      fetchedAt: '2026-03-01T08:00:00.000Z',
      checkedAt: '2026-03-02T08:00:00.000Z',
    });
  });

  it('adds a row when the content changes, keeping the old one for applications validated against it', () => {
    const { database } = openTestDatabase();
    const first = saveSettingsSnapshot(database, { keyFingerprint: 'k1', settings: base, fetchedAt: '2026-03-01T08:00:00.000Z' });
    const second = saveSettingsSnapshot(database, { keyFingerprint: 'k1', settings: changed, fetchedAt: '2026-03-02T08:00:00.000Z' });
    expect(second.changed).toBe(true);
    expect(second.id).not.toBe(first.id);
    expect(latestSettingsSnapshot(database, 'k1')?.settings).toEqual(changed);
    expect(getSettingsSnapshot(database, first.id)?.settings).toEqual(base);
    // Back to the first content: a new row, since "latest" is what changed.
    expect(saveSettingsSnapshot(database, { keyFingerprint: 'k1', settings: base, fetchedAt: '2026-03-03T08:00:00.000Z' }).changed).toBe(
      true,
    );
  });

  it('keeps keys apart', () => {
    const { database } = openTestDatabase();
    saveSettingsSnapshot(database, { keyFingerprint: 'k1', settings: base, fetchedAt: '2026-03-01T08:00:00.000Z' });
    const other = saveSettingsSnapshot(database, { keyFingerprint: 'k2', settings: base, fetchedAt: '2026-03-01T08:00:00.000Z' });
    expect(other.changed).toBe(true);
    expect(latestSettingsSnapshot(database, 'k2')?.id).toBe(other.id);
    expect(latestSettingsSnapshot(database, 'k3')).toBeUndefined();
    expect(getSettingsSnapshot(database, 9999)).toBeUndefined();
  });

  it('refuses a fetch time that is not a time', () => {
    const { database } = openTestDatabase();
    expect(() => saveSettingsSnapshot(database, { keyFingerprint: 'k1', settings: base, fetchedAt: 'yesterday' })).toThrow(/not a time/);
    expect(latestSettingsSnapshot(database, 'k1')).toBeUndefined();
  });
});
