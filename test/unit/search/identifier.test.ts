import { describe, expect, it } from 'vitest';
import { normaliseIdentifier } from '$shared/rules/national-id/identifier';

describe('normaliseIdentifier', () => {
  it('makes one spelling of a kennitala and an IBAN', () => {
    expect(normaliseIdentifier('010130-3019')).toBe('0101303019');
    expect(normaliseIdentifier(' 010130 3019 ')).toBe('0101303019');
    expect(normaliseIdentifier('is14 0159 2600 7654 5510 7303 39')).toBe('IS140159260076545510730339');
  });
});
