import { describe, expect, it } from 'vitest';
import { MCC_CODES } from '$renderer/lib/mcc/mcc-codes';
import { isChainCode } from '$renderer/lib/mcc/mcc-search';
import { isListedMcc, isOfferedMcc, mccRegionOnly, schemesListing } from '$shared/mcc/mcc-acceptance';
import { MCC_ICELANDIC } from '$shared/mcc/mcc-icelandic';
import { applicationNotices, validateApplication } from '$shared/rules/validate-application';
import { completeApplication } from '$test/fixtures/applications';

/**
 * The category list against the card schemes' own lists (scripts/mcc-data/: Visa Merchant Data
 * Standards Manual, Mastercard Quick Reference Booklet, American Express Global Codes & Information
 * Guide, April 2024, as compiled by jleclanche/python-iso18245).
 */
const ALL = ['VISA', 'MasterCard', 'Amex'];
const description = (code: number) => MCC_CODES.find(([listed]) => listed === code)?.[1];

describe('the merchant category list', () => {
  it('has the codes the schemes added since 2020, offered to an Icelandic store', () => {
    // 5552 Electric Vehicle Charging (all three), 9406 lotteries outside the US (Visa, Mastercard),
    // 7322 collection agencies, 5262 marketplaces (Visa), 6540 stored-value cards.
    for (const code of [5552, 9406, 7322, 5262, 6540]) {
      expect(isListedMcc(code), `${code}`).toBe(true);
      expect(isOfferedMcc(code, ALL, 'IS'), `${code}`).toBe(true);
    }
    expect(schemesListing(5552)).toEqual(['VISA', 'MasterCard', 'Amex']);
    expect(schemesListing(9406)).toEqual(['VISA', 'MasterCard']);
    expect(schemesListing(5262)).toEqual(['VISA']);
  });

  it('offers US-only codes (7800–7802) only to a store in the US, and 4723 only in Germany', () => {
    for (const code of [7800, 7801, 7802]) {
      expect(mccRegionOnly(code)).toBe('US');
      expect(isOfferedMcc(code, ALL, 'IS'), `${code}`).toBe(false);
      expect(isOfferedMcc(code, ALL, 'US'), `${code}`).toBe(true);
    }
    expect(isOfferedMcc(4723, ALL, 'IS')).toBe(false);
    expect(isOfferedMcc(4723, ALL, 'DE')).toBe(true);
  });

  it('has no code the schemes retired (8044, 5961) or that no scheme lists (5832, 7332, 7511, 9700, 9701)', () => {
    for (const code of [8044, 5961, 5832, 7332, 7511, 9700, 9701]) {
      expect(isListedMcc(code), `${code}`).toBe(false);
      expect(description(code), `${code}`).toBeUndefined();
      expect(isOfferedMcc(code, ALL, 'US'), `${code}`).toBe(false);
    }
  });

  it('offers a code only where a scheme the store accepts lists it', () => {
    expect(isOfferedMcc(5262, ['Amex'], 'IS')).toBe(false);
    expect(isOfferedMcc(5262, ['Amex', 'VISA'], 'IS')).toBe(true);
    expect(isOfferedMcc(743, ['VISA', 'MasterCard'], 'IS')).toBe(false);
    expect(isOfferedMcc(743, [], 'IS')).toBe(true);
  });

  it('takes the schemes’ own words, without the old typos', () => {
    expect(description(7251)).toBe('Shoe Repair Shops, Shoeshine Parlors, and Hat Cleaning Shops');
    expect(description(8043)).toBe('Opticians, Optical Goods, and Eyeglasses');
    expect(description(5712)).toBe('Furniture, Home Furnishings, and Equipment Stores, Except Appliances');
    expect(description(7622)).toBe('Electronics Repair Shops');
    expect(description(5621)).toBe("Women's Ready-To-Wear Stores");
    expect(description(7800)).toBe('Government-Owned Lotteries');
    expect(MCC_CODES.find(([code]) => code === 743)?.[2]).toBe('A');
  });

  it('has Icelandic words for every code but a chain’s, and none for a code not in the list', () => {
    const listed = new Set(MCC_CODES.map(([code]) => code));
    for (const [code] of MCC_CODES) {
      if (isChainCode(code)) expect(MCC_ICELANDIC[code], `${code}`).toBeUndefined();
      else expect(MCC_ICELANDIC[code], `${code}`).toMatch(/\S/);
    }
    for (const code of Object.keys(MCC_ICELANDIC)) expect(listed.has(Number(code)), code).toBe(true);
  });
});

describe('the category rules', () => {
  const withStore = (merchantCategoryCode: number, acceptedCardTypes: string[], countryCode = 'IS') => {
    const application = completeApplication('privatelimitedcompany');
    const store = application.stores[0]!;
    return {
      ...application,
      stores: [{ ...store, merchantCategoryCode, acceptedCardTypes, address: { ...store.address, countryCode } }],
    } as unknown;
  };
  const codesOf = (application: unknown) =>
    validateApplication('privatelimitedcompany', application, { settings: undefined })
      .filter((p) => p.path.join('.') === 'stores.0.merchantCategoryCode')
      .map((p) => p.code);
  const noticesOf = (application: unknown) =>
    applicationNotices('privatelimitedcompany', application).filter((n) => n.code.startsWith('mcc'));

  it('refuses a code no scheme lists, a US-only code for an Icelandic store, and one no accepted scheme lists', () => {
    expect(codesOf(withStore(5832, ALL))).toEqual(['mcc_invalid']);
    expect(codesOf(withStore(7800, ALL))).toEqual(['mcc_region_only']);
    expect(codesOf(withStore(7800, ALL, 'US'))).toEqual([]);
    expect(codesOf(withStore(5262, ['Amex']))).toEqual(['mcc_not_listed']);
    expect(codesOf(withStore(5552, ALL))).toEqual([]);
  });

  it('gives a notice naming each accepted scheme that does not list the code', () => {
    expect(noticesOf(withStore(5262, ['VISA', 'MasterCard', 'Amex']))).toEqual([
      expect.objectContaining({
        code: 'mcc_not_listed_by_scheme',
        path: ['stores', 0, 'merchantCategoryCode'],
        params: { schemes: 'MasterCard,Amex' },
      }),
    ]);
    expect(noticesOf(withStore(9406, ['VISA', 'Amex']))).toEqual([expect.objectContaining({ params: { schemes: 'Amex' } })]);
    expect(noticesOf(withStore(9406, ['VISA', 'MasterCard']))).toEqual([]);
    // None of them lists it: that is the problem above, not a notice as well.
    expect(noticesOf(withStore(5262, ['Amex']))).toEqual([]);
  });
});
