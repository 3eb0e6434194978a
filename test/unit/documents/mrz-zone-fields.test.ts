import { describe, expect, it } from 'vitest';
import { birthDateFromZone, expiryDateFromZone } from '$main/documents/mrz/zone-dates';
import { pageShowsName, printedNameOnPage } from '$main/documents/mrz/page-name';

const TODAY = new Date('2026-11-26T00:00:00Z');

describe('the zone’s dates', () => {
  it('puts a birth date in the latest century that is not in the future', () => {
    expect(birthDateFromZone('061208', TODAY)).toBe('2006-12-08');
    expect(birthDateFromZone('261127', TODAY)).toBe('1926-11-27');
    expect(birthDateFromZone('450315', TODAY)).toBe('1945-03-15');
    expect(birthDateFromZone('74<<<<', TODAY)).toBeNull();
  });

  it('puts an expiry date in the 2000s', () => {
    expect(expiryDateFromZone('950101')).toBe('2095-01-01');
    expect(expiryDateFromZone('311302')).toBeNull();
  });
});

describe('the page’s printed name', () => {
  it('agrees with the zone’s when the folded words match, Þ read as P or TH', () => {
    expect(pageShowsName('Surname\nJÓNSDÓTTIR\nGiven names\nGUÐRÚN ANNA', 'JONSDOTTIR', 'GUDRUN ANNA')).toBe(true);
    expect(pageShowsName('PORDARDOTTIR\nHOLMFRIDUR', 'THORDARDOTTIR', 'HOLMFRIDUR')).toBe(true);
    expect(pageShowsName('BJÖRNSSON\nSIGURÐUR', 'BJOERNSSON', 'SIGURDUR')).toBe(true);
  });

  it('agrees where ICAO writes Å as AA', () => {
    expect(pageShowsName('HANSEN\nSØRINE ÅSE', 'HANSEN', 'SOERINE AASE')).toBe(true);
  });

  it('disagrees when a letter differs, as an OCR slip in the zone would', () => {
    expect(pageShowsName('MAGNUSSON\nJON', 'HAGNUSSON', 'JON')).toBe(false);
    expect(pageShowsName('NOWAK\nPIOTR', 'NOHAK', 'PIOTR')).toBe(false);
  });

  it('finds the page’s own spelling of each name, national letters kept', () => {
    const page = 'Eftirnafn / Surname\nÞÓRÐARSON\nEiginnöfn / Given names\nÞÓRÐUR ÁSGEIR\nRíkisfang / Nationality\nISL';
    expect(printedNameOnPage(page, 'THORDARSON', 'THORDUR ASGEIR')).toEqual({ surname: 'ÞÓRÐARSON', givenNames: 'ÞÓRÐUR ÁSGEIR' });
    expect(printedNameOnPage('HANSEN\nSØRINE ÅSE', 'HANSEN', 'SOERINE AASE')).toEqual({ surname: 'HANSEN', givenNames: 'SØRINE ÅSE' });
    expect(printedNameOnPage('SMITH-JONES\nANNA', 'SMITH JONES', 'ANNA')).toEqual({ surname: 'SMITH-JONES', givenNames: 'ANNA' });
  });

  it('gives no spelling for a name whose page word only meets the zone as OCR misread it', () => {
    // Þ read as P confirms the name (above) but is not how it is spelt.
    expect(printedNameOnPage('PORDARSON\nÞÓRÐUR', 'THORDARSON', 'THORDUR')).toEqual({ givenNames: 'ÞÓRÐUR' });
    expect(printedNameOnPage('PORDARSON\nPORDUR', 'THORDARSON', 'THORDUR')).toBeUndefined();
    expect(printedNameOnPage('JÓNSDÓTTIR|\nGUÐRÚN ANNA', 'JONSDOTTIR', 'GUDRUN ANNA')).toEqual({ givenNames: 'GUÐRÚN ANNA' });
    // Two spellings of one name on the page: neither is trusted.
    expect(printedNameOnPage('GRÖNDAL GRONDAL\nJÓN', 'GRONDAL', 'JON')).toEqual({ givenNames: 'JÓN' });
  });
});
