import { describe, expect, it } from 'vitest';
import { birthDateFromZone, expiryDateFromZone } from '$main/documents/mrz/zone-dates';
import { pageShowsName } from '$main/documents/mrz/page-name';
import { confirmsOpenPositions, needsSecondReading, readVotedZone, readZoneText } from '$main/documents/mrz/zone-reading';

// ICAO 9303 part 4's and part 5's own specimens; the passport's fictional state Utopia (UTO), which
// the mrz package does not accept, is Germany's code here (no check digit covers it).
const TD3 = ['P<D<<ERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36D<<7408122F1204159ZE184226B<<<<<10'];
const TD1 = ['I<SWE59000002<8198703142391<<<', '8703145M1701027SWE<<<<<<<<<<<8', 'SPECIMEN<<SVEN<<<<<<<<<<<<<<<<'];
const TODAY = new Date('2026-11-26T00:00:00Z');

describe('reading a zone from OCR text', () => {
  it('reads ICAO’s TD1 specimen as printed', () => {
    const verdict = readZoneText(TD1, TODAY);
    expect(verdict).toMatchObject({ kind: 'read', changes: 0 });
    expect(verdict.kind === 'read' && verdict.fields).toMatchObject({
      format: 'TD1',
      documentNumber: '59000002',
      surname: 'SPECIMEN',
      givenNames: 'SVEN',
      birthDate: '1987-03-14',
      expiryDate: '2017-01-02',
      sex: 'male',
      optionalData: '198703142391',
    });
  });

  it('corrects a letter where only a digit may stand, and counts the change', () => {
    const misread = [TD1[0]!, TD1[1]!.replace('8703145M', '87O3I45M'), TD1[2]!];
    expect(readZoneText(misread, TODAY)).toMatchObject({ kind: 'read', changes: 2, fields: { birthDate: '1987-03-14' } });
  });

  it('puts back a filler dropped from a run of them', () => {
    const dropped = [TD1[0]!, TD1[1]!.replace('SWE<<<<<<<<<<<8', 'SWE<<<<<<<<<<8'), TD1[2]!];
    expect(readZoneText(dropped, TODAY)).toMatchObject({ kind: 'read', fields: { format: 'TD1' } });
  });

  it('does not change a letter in the document number to make a check digit compute', () => {
    // `L898902C3` read as `L898902G3`: the number may hold letters, so only a check digit could choose.
    const misread = [TD1[0]!.replace('59000002<8', '59000003<8'), TD1[1]!, TD1[2]!];
    expect(readZoneText(misread, TODAY)).toEqual({ kind: 'unreadable' });
  });

  it('gives a zone whose composite check digit fails as unreadable', () => {
    const broken = [TD1[0]!, TD1[1]!.replace(/8$/, '7'), TD1[2]!];
    expect(readZoneText(broken, TODAY)).toEqual({ kind: 'unreadable' });
  });

  it('finds no zone in text without one', () => {
    expect(readZoneText(['REPUBLIC OF NOWHERE', 'SURNAME GIVEN NAMES'], TODAY)).toEqual({ kind: 'none' });
  });

  it('asks a second pass to read alike a number whose look-alikes could cancel in every check digit', () => {
    // From the generated corpus: 0→O and 4→A in the number change neither its check digit nor the composite.
    const printed = ['P<POLNOWAK<<ZOFIA<AGNIESZKA<<<<<<<<<<<<<<<<<', 'Z0PN4Z97K2POL9801093F2511029<<<<<<<<<<<<<<<2'];
    const misread = [printed[0]!, printed[1]!.replace('Z0PN4Z97K', 'ZOPNAZ97K')];
    const verdict = readZoneText(misread, TODAY);
    expect(verdict).toMatchObject({ kind: 'read', fields: { documentNumber: 'ZOPNAZ97K' } });
    if (verdict.kind !== 'read') return;
    expect(needsSecondReading(verdict.fields)).toBe(true);
    expect(confirmsOpenPositions(verdict.fields, printed)).toBe(false);
    expect(confirmsOpenPositions(verdict.fields, misread)).toBe(true);
  });

  it('votes passes character by character, and leaves a tie unread', () => {
    const a = [TD3[0]!, TD3[1]!.replace('L898902C3', 'L898902G3')];
    const b = [TD3[0]!, TD3[1]!.replace('7408122F', '7408I22F')];
    expect(readVotedZone([a, b, TD3], TODAY)).toMatchObject({ kind: 'read', fields: { documentNumber: 'L898902C3' } });
    expect(readVotedZone([a, TD3], TODAY)).toEqual({ kind: 'unreadable' });
  });
});

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

  it('disagrees when a letter differs, as an OCR slip in the zone would', () => {
    expect(pageShowsName('MAGNUSSON\nJON', 'HAGNUSSON', 'JON')).toBe(false);
    expect(pageShowsName('NOWAK\nPIOTR', 'NOHAK', 'PIOTR')).toBe(false);
  });
});
