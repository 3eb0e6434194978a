import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '$shared/messages/fill-placeholders';
import { word } from '$renderer/lib/i18n/wording';
import { receiptWords } from '$main/receipts/receipt-i18n';

describe('fillPlaceholders', () => {
  it('fills every named placeholder, numbers as written', () => {
    expect(fillPlaceholders('{count} of {total} for {name}', { count: 2, total: 10, name: 'Kaffi' })).toBe('2 of 10 for Kaffi');
  });

  it('leaves a placeholder without a value as written, so it shows instead of vanishing', () => {
    expect(fillPlaceholders('merchant {merchantId}', {})).toBe('merchant {merchantId}');
    expect(fillPlaceholders('merchant {merchantId}', { merchantId: undefined })).toBe('merchant {merchantId}');
  });

  it('never reads inherited properties as values', () => {
    expect(fillPlaceholders('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('is what the renderer and the receipt word with', () => {
    expect(word('{a}-{b}', 'en', { a: 1 })).toBe(fillPlaceholders('{a}-{b}', { a: 1 }));
    expect(receiptWords('en').t('qrLabel', { id: '100001' })).toBe('QR code with merchant ID 100001');
    expect(receiptWords('is').t('qrLabel', {})).toBe('QR-kóði með söluaðilanúmeri {id}');
  });
});
