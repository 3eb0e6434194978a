import { describe, expect, it } from 'vitest';
import { birthDateOnPage } from '$main/documents/mrz/page-dates';
import { birthDateFromZone, birthDatesFromZone, expiryDateFromZone } from '$main/documents/mrz/zone-dates';
import { pageShowsName, printedNameOnPage } from '$main/documents/mrz/page-name';
import type { PageWord } from '$main/documents/mrz/printed-marks';

const TODAY = new Date('2026-11-26T00:00:00Z');

/** The page's spelling from OCR's text, the words in `disagreeing` taken for ones whose marks are not where their letters say. */
function spelt(text: string, surname: string, givenNames: string, disagreeing: readonly string[] = []) {
  const words: PageWord[] = text.split(/\s+/).map((word) => ({ text: word, box: { x0: 0, y0: 0, x1: 1, y1: 1 } }));
  return printedNameOnPage(words, surname, givenNames, (word) => !disagreeing.includes(word.text));
}

describe('the zone’s dates', () => {
  it('puts a birth date in the one century that is neither in the future nor past a lifetime', () => {
    expect(birthDateFromZone('450315', TODAY)).toBe('1945-03-15');
    // 27 November 2026 is tomorrow: a birth date is never in the future.
    expect(birthDateFromZone('261127', TODAY)).toBe('1926-11-27');
    expect(birthDateFromZone('74<<<<', TODAY)).toBeNull();
    expect(birthDateFromZone('740230', TODAY)).toBeNull();
    // 2006 or, at 120, 1906: the zone alone cannot say.
    expect(birthDatesFromZone('061208', TODAY)).toEqual(['2006-12-08', '1906-12-08']);
    expect(birthDateFromZone('061208', TODAY)).toBeNull();
  });

  it('leaves a birth date both centuries allow to the page, which must print its whole year', () => {
    // The Czech specimen's holder was born on 1 January 1911, which the zone writes as 110101.
    expect(birthDatesFromZone('110101', TODAY)).toEqual(['2011-01-01', '1911-01-01']);
    expect(birthDateFromZone('110101', TODAY)).toBeNull();
    const candidates = birthDatesFromZone('110101', TODAY);
    expect(birthDateOnPage('04 DATUM NAROZENÍ / DATE OF BIRTH\n01.01.1911 110101/111', candidates)).toBe('1911-01-01');
    expect(birthDateOnPage('Date of birth 1 JAN/JAN 2011', candidates)).toBe('2011-01-01');
    expect(birthDateOnPage('Date of birth 01 JAN 11', candidates)).toBeNull();
    expect(birthDateOnPage('01.01.1911 … issued 01.01.2011', candidates)).toBeNull();
    expect(birthDateOnPage('101.01.19111', candidates)).toBeNull();
  });

  it('puts an expiry date in the century nearest today that a document issued today could reach', () => {
    // A Taiwanese specimen passport that expired on 4 January 1998, not in 2098.
    expect(expiryDateFromZone('980104', TODAY)).toBe('1998-01-04');
    expect(expiryDateFromZone('360415', TODAY)).toBe('2036-04-15');
    expect(expiryDateFromZone('461126', TODAY)).toBe('2046-11-26');
    expect(expiryDateFromZone('461127', TODAY)).toBe('1946-11-27');
    expect(expiryDateFromZone('000229', TODAY)).toBe('2000-02-29');
    expect(expiryDateFromZone('311302', TODAY)).toBeNull();
    expect(expiryDateFromZone('9801<<', TODAY)).toBeNull();
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
    expect(spelt(page, 'THORDARSON', 'THORDUR ASGEIR')).toEqual({ surname: 'ÞÓRÐARSON', givenNames: 'ÞÓRÐUR ÁSGEIR' });
    expect(spelt('HANSEN\nSØRINE ÅSE', 'HANSEN', 'SOERINE AASE')).toEqual({ surname: 'HANSEN', givenNames: 'SØRINE ÅSE' });
    expect(spelt('SMITH-JONES\nANNA', 'SMITH JONES', 'ANNA')).toEqual({ surname: 'SMITH-JONES', givenNames: 'ANNA' });
  });

  it('gives no spelling for a name whose page word only meets the zone as OCR misread it', () => {
    // Þ read as P confirms the name (above) but is not how it is spelt.
    expect(spelt('PORDARSON\nÞÓRÐUR', 'THORDARSON', 'THORDUR')).toEqual({ givenNames: 'ÞÓRÐUR' });
    expect(spelt('PORDARSON\nPORDUR', 'THORDARSON', 'THORDUR')).toBeUndefined();
    expect(spelt('JÓNSDÓTTIR|\nGUÐRÚN ANNA', 'JONSDOTTIR', 'GUDRUN ANNA')).toEqual({ givenNames: 'GUÐRÚN ANNA' });
    // Two spellings of one name on the page: neither is trusted.
    expect(spelt('GRÖNDAL GRONDAL\nJÓN', 'GRONDAL', 'JON')).toEqual({ givenNames: 'JÓN' });
  });

  it('gives no spelling from small letters, nor from a word whose marks are not where its letters say', () => {
    // Virtanen's small letters: an accent there cannot be told from an i's dot or a tall letter.
    expect(spelt('Virtanen\nMaria Olivia', 'VIRTANEN', 'MARIA OLIVIA')).toBeUndefined();
    // ROZÁLIA read as ROZALIA, its accent's ink above the A: the word does not agree with its marks.
    expect(spelt('HANDRA\nROZALIA IRMA\nFRUNZA ROZÁLIA IRMA', 'HANDRA', 'ROZALIA IRMA', ['ROZALIA'])).toEqual({
      surname: 'HANDRA',
      givenNames: 'ROZÁLIA IRMA',
    });
    expect(spelt('HANDRA\nROZALIA IRMA', 'HANDRA', 'ROZALIA IRMA', ['ROZALIA'])).toEqual({ surname: 'HANDRA' });
  });
});
