import { describe, expect, it } from 'vitest';
import { renameKeysCaseInsensitively } from '$shared/wire/lenient';
import { SettingsSchema } from '$shared/wire/settings';
import { SubmissionResponseSchema } from '$shared/wire/submission-response';

function without<T extends object>(value: T, ...keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as Partial<T>;
}

const minimumCharge = {
  name: 'Miniminum monthly service charge',
  min: 0,
  max: 10000,
  default: 2500,
  editable: true,
  decimalPrecision: 2,
  markets: ['Iceland'],
  types: ['Card present'],
  value: 2500,
  valueType: 1,
};

/** Spelled as the spec writes it (§2.11). */
const specSettings = {
  Fees: { MerchantServiceChargeFeeNames: ['Domestic debit cards'], processingFees: [minimumCharge] },
  RestrictedAmexMccs: [{ CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 5812 }],
  ECommerceSOlutions: ['WebPOSTerminal', 'ProviderPay'],
};

describe('SettingsSchema reads leniently', () => {
  it("parses the spec's own spellings, `ECommerceSOlutions`, `MccID` and the fee name `Miniminum`", () => {
    expect(SettingsSchema.parse(specSettings)).toEqual(specSettings);
  });

  it('finds documented properties under other casings and renames them', () => {
    const settings = SettingsSchema.parse({
      fees: {
        merchantServiceChargeFeeNames: ['Domestic debit cards'],
        ProcessingFees: [{ ...without(minimumCharge, 'name', 'decimalPrecision'), Name: minimumCharge.name, DECIMALPRECISION: 2 }],
      },
      restrictedAmexMccs: [{ countryCode: 'IS', currencyCode: 'ISK', mccId: 5812 }],
      eCommerceSolutions: ['WebPOSTerminal', 'ProviderPay'],
    });
    expect(settings).toEqual(specSettings);
    expect(Object.keys(settings)).not.toContain('fees');
  });

  it('keeps properties it does not know, at every level', () => {
    const settings = SettingsSchema.parse({
      ...specSettings,
      Currency: 'ISK',
      Fees: { ...specSettings.Fees, processingFees: [{ ...minimumCharge, vatIncluded: true }] },
      RestrictedAmexMccs: [{ CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 5812, Reason: 'policy' }],
    });
    expect(settings).toMatchObject({
      Currency: 'ISK',
      Fees: { processingFees: [{ vatIncluded: true }] },
      RestrictedAmexMccs: [{ Reason: 'policy' }],
    });
  });

  it('prefers the documented spelling when two casings are present, and keeps the other', () => {
    const settings = SettingsSchema.parse({ ...specSettings, ecommercesolutions: 'other casing' });
    expect(settings.ECommerceSOlutions).toEqual(['WebPOSTerminal', 'ProviderPay']);
    expect(settings).toMatchObject({ ecommercesolutions: 'other casing' });
  });

  it('defaults the lists a key may not have', () => {
    const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: [] } });
    expect(settings).toEqual({
      Fees: { MerchantServiceChargeFeeNames: [], processingFees: [] },
      RestrictedAmexMccs: [],
      ECommerceSOlutions: [],
    });
  });

  it.each([
    [
      'MccID as text',
      { RestrictedAmexMccs: [{ CountryCode: 'IS', CurrencyCode: 'ISK', MccID: '5812' }] },
      ['RestrictedAmexMccs', 0, 'MccID'],
    ],
    [
      'a five-digit MccID',
      { RestrictedAmexMccs: [{ CountryCode: 'IS', CurrencyCode: 'ISK', mccid: 58120 }] },
      ['RestrictedAmexMccs', 0, 'MccID'],
    ],
    [
      'a three-letter CountryCode',
      { RestrictedAmexMccs: [{ CountryCode: 'ISL', CurrencyCode: 'ISK', MccID: 5812 }] },
      ['RestrictedAmexMccs', 0, 'CountryCode'],
    ],
    ['ECommerceSOlutions not a list', { ECommerceSOlutions: 'Checkout' }, ['ECommerceSOlutions']],
    [
      'fee names not a list',
      { Fees: { MerchantServiceChargeFeeNames: 'Domestic debit cards' } },
      ['Fees', 'MerchantServiceChargeFeeNames'],
    ],
    ['no Fees', { Fees: undefined }, ['Fees']],
    ['misspelled Fees', { Fees: undefined, Feez: specSettings.Fees }, ['Fees']],
    [
      'decimalPrecision 2.5',
      { Fees: { ...specSettings.Fees, processingFees: [{ ...minimumCharge, decimalPrecision: 2.5 }] } },
      ['Fees', 'processingFees', 0, 'decimalPrecision'],
    ],
    [
      'editable as text',
      { Fees: { ...specSettings.Fees, processingFees: [{ ...without(minimumCharge, 'editable'), Editable: 'true' }] } },
      ['Fees', 'processingFees', 0, 'editable'],
    ],
  ])('type-checks documented fields: %s fails', (_, change, path) => {
    const result = SettingsSchema.safeParse({ ...specSettings, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([path]);
  });
});

const response = {
  success: true,
  statusCode: 201,
  message: 'Created',
  data: {
    merchantName: 'Kaffi Laugavegur ehf.',
    merchantId: 1001,
    stores: [{ storeName: 'Kaffi Laugavegur', agreementId: 2001, terminalId: 3001 }],
  },
};

describe('SubmissionResponseSchema reads leniently', () => {
  it('parses the envelope of §4.1', () => {
    expect(SubmissionResponseSchema.parse(response)).toEqual(response);
  });

  it('finds every property under other casings', () => {
    const parsed = SubmissionResponseSchema.parse({
      Success: true,
      StatusCode: 201,
      Message: 'Created',
      Data: {
        MerchantName: 'Kaffi Laugavegur ehf.',
        MerchantId: 1001,
        Stores: [{ StoreName: 'Kaffi Laugavegur', AgreementID: 2001, terminalID: 3001 }],
      },
    });
    expect(parsed).toEqual(response);
  });

  it('keeps unknown properties', () => {
    const parsed = SubmissionResponseSchema.parse({ ...response, traceId: 'abc', data: { ...response.data, externalRef: 7 } });
    expect(parsed).toMatchObject({ traceId: 'abc', data: { externalRef: 7 } });
  });

  it('accepts a response without a message', () => {
    const { message: _, ...rest } = response;
    expect(SubmissionResponseSchema.safeParse(rest).success).toBe(true);
  });

  it.each([
    ['a string merchantId', { data: { ...response.data, merchantId: '1001' } }, ['data', 'merchantId']],
    ['a string MerchantId', { data: { ...without(response.data, 'merchantId'), MerchantId: '1001' } }, ['data', 'merchantId']],
    [
      'a fractional terminalId',
      { data: { ...response.data, stores: [{ storeName: 'x', agreementId: 1, terminalId: 1.5 }] } },
      ['data', 'stores', 0, 'terminalId'],
    ],
    [
      'a negative agreementId',
      { data: { ...response.data, stores: [{ storeName: 'x', agreementId: -1, terminalId: 1 }] } },
      ['data', 'stores', 0, 'agreementId'],
    ],
    ['statusCode as text', { statusCode: '201' }, ['statusCode']],
    ['no data', { data: undefined }, ['data']],
  ])('type-checks documented fields: %s fails', (_, change, path) => {
    const result = SubmissionResponseSchema.safeParse({ ...response, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([path]);
  });
});

describe('renameKeysCaseInsensitively', () => {
  it('leaves anything but a plain object alone', () => {
    const list = [{ A: 1 }];
    expect(renameKeysCaseInsensitively(list, ['a'])).toBe(list);
    expect(renameKeysCaseInsensitively(null, ['a'])).toBeNull();
    expect(renameKeysCaseInsensitively('A', ['a'])).toBe('A');
  });

  it('does not change its input', () => {
    const input = { MERCHANTID: 1 };
    expect(renameKeysCaseInsensitively(input, ['merchantId'])).toEqual({ merchantId: 1 });
    expect(input).toEqual({ MERCHANTID: 1 });
  });
});
