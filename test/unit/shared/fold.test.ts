import { describe, expect, it } from 'vitest';
import { foldForCountryName, foldForNameOnPage, foldForSearch, foldForZone } from '$shared/fold';

describe('foldForSearch', () => {
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
    expect(foldForSearch(text)).toBe(folded);
  });

  it('folds a decomposed spelling like the composed one', () => {
    expect(foldForSearch('Gu\u00f0ru\u0301n')).toBe(foldForSearch('Guðrún'));
  });

  it('gives each text its own key asked again, in turn or twice running (it keeps the last)', () => {
    const asked = ['Ægir', 'Ægir', 'Guðrún', 'Ægir', '', 'Guðrún', ''];
    expect(asked.map((text) => foldForSearch(text))).toEqual(['aegir', 'aegir', 'gudrun', 'aegir', '', 'gudrun', '']);
  });
});

describe('foldForCountryName', () => {
  it('is the search key with punctuation as spaces', () => {
    expect(foldForCountryName('Ísland')).toBe('island');
    expect(foldForCountryName(' ISLAND ')).toBe('island');
    expect(foldForCountryName('Bosnia-Herzegovina')).toBe('bosnia herzegovina');
    expect(foldForCountryName("Côte d'Ivoire")).toBe('cote d ivoire');
    expect(foldForSearch("Côte d'Ivoire")).toBe("cote d'ivoire");
  });
});

describe('foldForZone', () => {
  it('drops accents and transliterates national letters, both ways ICAO allows for Ö', () => {
    expect(foldForZone('Jónsdóttir')).toEqual(['JONSDOTTIR']);
    expect(foldForZone('Þórður Ægisson')).toEqual(['THORDUR AEGISSON']);
    expect(foldForZone('Gröndal')).toEqual(['GROENDAL', 'GRONDAL']);
    expect(foldForZone("O'Brien-Smyth")).toEqual(['OBRIEN SMYTH']);
  });

  it('writes Ø as ICAO does, not as search does', () => {
    expect(foldForZone('Søren')).toEqual(['SOEREN']);
    expect(foldForSearch('Søren')).toBe('soren');
  });
});

describe('foldForNameOnPage', () => {
  it('meets both of ICAO’s spellings of Ä, Ö, Ü and Å in one form', () => {
    expect(foldForNameOnPage('BJÖRNSSON')).toBe(foldForNameOnPage('BJOERNSSON'));
    expect(foldForNameOnPage('Müller')).toBe(foldForNameOnPage('MULLER'));
    expect(foldForNameOnPage('Åsa')).toBe(foldForNameOnPage('AASA'));
  });

  it('keeps letters only, in capitals, as words', () => {
    expect(foldForNameOnPage('Surname\nJÓNSDÓTTIR, Guðrún-Anna 12')).toBe('SURNAME JONSDOTTIR GUDRUN ANNA');
  });
});
