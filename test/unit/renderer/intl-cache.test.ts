import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '$renderer/lib/i18n/intl-cache';

describe('Intl formatters, one per locales and options', () => {
  it('the same locales and options answer the same formatter, formatting as a new one would', () => {
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
    const first = dateTimeFormat(['en-GB'], options);
    expect(dateTimeFormat(['en-GB'], { ...options })).toBe(first);
    const date = new Date('2026-11-24T01:02:03Z');
    expect(first.format(date)).toBe(new Intl.DateTimeFormat(['en-GB'], options).format(date));
  });

  it('other locales or options answer another formatter', () => {
    const en = numberFormat(['en-GB'], { maximumFractionDigits: 1 });
    expect(numberFormat(['de-DE'], { maximumFractionDigits: 1 })).not.toBe(en);
    expect(numberFormat(['en-GB'], { maximumFractionDigits: 2 })).not.toBe(en);
    expect(numberFormat(['en-GB'])).not.toBe(en);
    expect(numberFormat(['de-DE'], { maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6');
  });
});
