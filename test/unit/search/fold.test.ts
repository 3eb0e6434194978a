import { describe, expect, it } from 'vitest';
import { normaliseIdentifier } from '../../../shared/rules/identifier';
import { foldText } from '../../../shared/search/fold';

describe('foldText', () => {
  it.each([
    ['Guðrún', 'gudrun'],
    ['ÞÓRSBÚÐ', 'thorsbud'],
    ['Þórsbúð ehf.', 'thorsbud ehf.'],
    ['Ægir', 'aegir'],
    ['Kjötbúð Össurar', 'kjotbud ossurar'],
    ['Café  Mokka', 'cafe mokka'],
    ['Ýmir Íþróttir', 'ymir ithrottir'],
    ['Straße', 'strasse'],
  ])('%s → %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('folds a decomposed spelling like the composed one', () => {
    expect(foldText('Gu\u00f0ru\u0301n')).toBe(foldText('Guðrún'));
  });
});

describe('normaliseIdentifier', () => {
  it('makes one spelling of a kennitala and an IBAN', () => {
    expect(normaliseIdentifier('010130-3019')).toBe('0101303019');
    expect(normaliseIdentifier(' 010130 3019 ')).toBe('0101303019');
    expect(normaliseIdentifier('is14 0159 2600 7654 5510 7303 39')).toBe('IS140159260076545510730339');
  });
});
