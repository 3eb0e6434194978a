import { describe, expect, it } from 'vitest';
import type { DocumentFindings } from '$shared/documents/document-findings';
import type { LetterReading, MrzRead } from '$shared/documents/document-reading';
import { identityFindings } from '$shared/documents/identity-checks';
import { letterFindings } from '$shared/documents/letter-checks';
import { nameAgrees, spellingFromZone } from '$shared/documents/zone-names';
import { icelandicIdReading } from '$test/helpers/mrz-readings';

const TODAY = '2026-11-26';

const td1 = icelandicIdReading;

function passport(overrides: Partial<MrzRead> = {}): MrzRead {
  return td1({
    format: 'TD3',
    lines: ['P<GBRSMITH<<JOHN<PAUL<<<<<<<<<<<<<<<<<<<<<<<', '5234567890GBR8001014M3001014<<<<<<<<<<<<<<02'],
    issuingState: 'GBR',
    nationality: 'GBR',
    surname: 'SMITH',
    givenNames: 'JOHN PAUL',
    birthDate: '1980-01-01',
    optionalData: '',
    sex: 'male',
    ...overrides,
  });
}

const codes = (findings: { notices: { code: string }[] }) => findings.notices.map((n) => n.code);

describe('folding names as the zone holds them', () => {
  it('agrees with the zone on folded text, and on a prefix only when the zone may be cut short', () => {
    expect(nameAgrees('Guðrún Anna', 'GUDRUN ANNA', false)).toBe(true);
    expect(nameAgrees('Gröndal', 'GRONDAL', false)).toBe(true);
    expect(nameAgrees('Magnússon', 'HAGNUSSON', false)).toBe(false);
    expect(nameAgrees('Aðalheiður Kristbjörg', 'ADALHEIDUR KRIST', false)).toBe(false);
    expect(nameAgrees('Aðalheiður Kristbjörg', 'ADALHEIDUR KRIST', true)).toBe(true);
  });

  it('spells a name back only where no letter could stand for another in the issuing state', () => {
    expect(spellingFromZone('SMITH', 'GBR')).toBe('Smith');
    expect(spellingFromZone('JOHN PAUL', 'GBR')).toBeUndefined();
    expect(spellingFromZone('MCDONALD', 'GBR')).toBeUndefined();
    expect(spellingFromZone('OBRIEN', 'GBR')).toBeUndefined();
    expect(spellingFromZone('SCHMIDT', 'D<<')).toBe('Schmidt');
    expect(spellingFromZone('MUELLER', 'D<<')).toBeUndefined();
    expect(spellingFromZone('JONSDOTTIR', 'ISL')).toBeUndefined();
    expect(spellingFromZone('NOWAK', 'POL')).toBeUndefined();
    expect(spellingFromZone('SMITH', 'XXX')).toBeUndefined();
  });
});

describe('what an identity document says about the applicant', () => {
  it('fills the empty date of birth and an Icelandic document’s kennitala, and offers no name in the zone’s A–Z', () => {
    const findings = identityFindings(td1(), {}, TODAY);
    expect(findings.fills).toEqual([
      { path: ['applicant', 'dateOfBirth'], value: '1974-01-12' },
      { path: ['applicant', 'ssn'], value: '120174-3389' },
    ]);
    // JONSDOTTIR may be Jónsdóttir: without the page's spelling the agent is told the zone's name, to type it as printed.
    expect(findings.offers).toEqual([]);
    expect(findings.notices.map((n) => [n.code, n.path.join('.'), n.params])).toEqual([
      ['document_name_in_zone', 'applicant.lastName', { name: 'JONSDOTTIR GUDRUN ANNA' }],
    ]);
  });

  it('fills names whose spelling is certain once the page confirms them, and offers them when it does not', () => {
    expect(identityFindings(passport(), {}, TODAY).fills).toEqual([
      { path: ['applicant', 'lastName'], value: 'Smith' },
      { path: ['applicant', 'firstName'], value: 'John' },
      { path: ['applicant', 'middleName'], value: 'Paul' },
      { path: ['applicant', 'dateOfBirth'], value: '1980-01-01' },
    ]);
    const unconfirmed = identityFindings(passport({ nameConfirmedByPage: false, namesClear: true }), {}, TODAY);
    expect(unconfirmed.fills).toEqual([{ path: ['applicant', 'dateOfBirth'], value: '1980-01-01' }]);
    expect(unconfirmed.offers).toEqual([]);
    expect(unconfirmed.notices.map((n) => [n.code, n.params])).toEqual([['document_name_in_zone', { name: 'SMITH JOHN PAUL' }]]);
  });

  it('never fills or offers what is typed; a typed value that agrees once folded says nothing', () => {
    const applicant = { firstName: 'Guðrún', middleName: 'Anna', lastName: 'Jónsdóttir', dateOfBirth: '1974-01-12', ssn: '120174-3389' };
    expect(identityFindings(td1(), applicant, TODAY)).toEqual({ fills: [], offers: [], notices: [] });
  });

  it('says where typed fields disagree: name, date of birth, personal number', () => {
    const applicant = { firstName: 'Guðrún', middleName: 'Anna', lastName: 'Magnúsdóttir', dateOfBirth: '1974-01-21', ssn: '130174-3389' };
    const findings = identityFindings(td1(), applicant, TODAY);
    expect(findings.fills).toEqual([]);
    expect(findings.notices.map((n) => [n.code, n.path.join('.'), n.params])).toEqual([
      ['document_name_differs', 'applicant.lastName', { name: 'JONSDOTTIR GUDRUN ANNA' }],
      ['document_birth_date_differs', 'applicant.dateOfBirth', { date: '1974-01-12' }],
      ['document_personal_number_differs', 'applicant.ssn', { number: '120174-3389' }],
      ['document_birth_date_not_kennitala', 'applicant.ssn', { date: '1974-01-12', kennitalaDate: '1974-01-13' }],
    ]);
  });

  it('compares the given names together, however the agent split them between first and middle name', () => {
    expect(codes(identityFindings(td1(), { firstName: 'Guðrún Anna', lastName: 'Jónsdóttir' }, TODAY))).toEqual([]);
    expect(codes(identityFindings(td1(), { firstName: 'Guðrún', lastName: 'Jónsdóttir' }, TODAY))).toEqual(['document_name_differs']);
  });

  it('compares a foreign document’s date of birth with a typed kennitala’s date', () => {
    expect(codes(identityFindings(passport(), { ssn: '120174-3389' }, TODAY))).toEqual(['document_birth_date_not_kennitala']);
  });

  it('says an expired document has expired', () => {
    const named = { firstName: 'Guðrún Anna', lastName: 'Jónsdóttir' };
    const findings = identityFindings(td1({ expiryDate: '2026-11-25' }), named, TODAY);
    expect(findings.notices.map((n) => [n.code, n.params])).toEqual([['document_expired', { date: '2026-11-25' }]]);
    expect(codes(identityFindings(td1({ expiryDate: TODAY }), named, TODAY))).toEqual([]);
  });

  it('fills nothing from a zone that did not read, and says so', () => {
    expect(identityFindings({ kind: 'mrz', outcome: 'unreadable' }, {}, TODAY)).toEqual({
      fills: [],
      offers: [],
      notices: [expect.objectContaining({ code: 'document_zone_unreadable', path: ['applicant', 'identificationAttachment'] })],
    });
    expect(codes(identityFindings({ kind: 'mrz', outcome: 'no_zone' }, {}, TODAY))).toEqual(['document_no_zone']);
  });

  it('fills no name from a line the zone filled to its end, which may have cut it short', () => {
    const cut = passport({
      lines: ['P<GBRWOLFESCHLEGELSTEINHAUSEN<<HUBERT<BLAINE', '5234567890GBR8001014M3001014<<<<<<<<<<<<<<02'],
      surname: 'WOLFESCHLEGELSTEINHAUSEN',
      givenNames: 'HUBERT BLAINE',
    });
    const findings = identityFindings(cut, {}, TODAY);
    expect(findings.fills.map((fill) => fill.path.join('.'))).toEqual([
      'applicant.lastName',
      'applicant.firstName',
      'applicant.dateOfBirth',
    ]);
    expect(findings.offers).toEqual([]);
    expect(findings.notices.map((n) => [n.code, n.path.join('.')])).toEqual([['document_name_in_zone', 'applicant.middleName']]);
    expect(codes(identityFindings(cut, { firstName: 'Hubert', middleName: 'Blaine Wolfgang' }, TODAY))).toEqual([]);
    expect(codes(identityFindings(cut, { firstName: 'Hubert', middleName: 'Wolfgang' }, TODAY))).toEqual(['document_name_differs']);
  });

  it('fills the kennitala Iceland writes in a passport’s personal number with a filler for its hyphen', () => {
    const lines = ['P<ISLAEVARSDOTTIR<<THURIDUR<OESP<<<<<<<<<<<<', 'A0000000<0ISL6612315F0905264311266<9539<<<32'];
    const reading = td1({ format: 'TD3', lines, optionalData: '3112669539', birthDate: '1966-12-31' });
    expect(identityFindings(reading, {}, TODAY).fills).toContainEqual({ path: ['applicant', 'ssn'], value: '311266-9539' });
    expect(codes(identityFindings(reading, { ssn: '311266-9539' }, TODAY))).not.toContain('document_personal_number_differs');
    expect(codes(identityFindings(reading, { ssn: '120174-3389' }, TODAY))).toContain('document_personal_number_differs');
    // Digits split anywhere else are not a kennitala.
    const split = td1({ format: 'TD3', lines: [lines[0]!, 'A0000000<0ISL6612315F0905264311<2669539<<32'] });
    expect(identityFindings(split, {}, TODAY).fills.map((fill) => fill.path.join('.'))).not.toContain('applicant.ssn');
  });

  it('says a specimen is one: ICAO’s Utopia, the German printer’s BDR, a holder named SPECIMEN', () => {
    const uto = passport({ issuingState: 'UTO', nationality: 'UTO' });
    expect(codes(identityFindings(uto, {}, TODAY))).toContain('document_specimen');
    expect(codes(identityFindings(passport({ issuingState: 'BDR', nationality: 'D<<' }), {}, TODAY))).toContain('document_specimen');
    expect(codes(identityFindings(passport({ surname: 'SPECIMEN', givenNames: 'VZOR' }), {}, TODAY))).toContain('document_specimen');
    expect(codes(identityFindings(passport(), {}, TODAY))).not.toContain('document_specimen');
  });

  it('counts a value of another kind as typed and never overwrites it', () => {
    expect(identityFindings(passport(), { dateOfBirth: 19800101 }, TODAY).fills.map((f) => f.path.join('.'))).not.toContain(
      'applicant.dateOfBirth',
    );
  });
});

describe('the page’s own spelling of the document’s name', () => {
  const offered = (findings: DocumentFindings) => findings.offers.map((offer) => [offer.path[1], offer.value, offer.why]);

  it('offers the name as the page prints it, cased as a name, where the page confirmed it', () => {
    const reading = td1({
      surname: 'THORDARSON',
      givenNames: 'THORDUR ASGEIR',
      printedName: { surname: 'ÞÓRÐARSON', givenNames: 'ÞÓRÐUR ÁSGEIR' },
    });
    expect(offered(identityFindings(reading, {}, TODAY))).toEqual([
      ['lastName', 'Þórðarson', 'spelling_uncertain'],
      ['firstName', 'Þórður', 'spelling_uncertain'],
      ['middleName', 'Ásgeir', 'spelling_uncertain'],
    ]);
  });

  it('offers only what the page spelt, and gives the zone’s name where it spelt nothing or did not confirm it', () => {
    const onlyGiven = identityFindings(td1({ printedName: { givenNames: 'GUÐRÚN ANNA' } }), {}, TODAY);
    expect(offered(onlyGiven)).toEqual([
      ['firstName', 'Guðrún', 'spelling_uncertain'],
      ['middleName', 'Anna', 'spelling_uncertain'],
    ]);
    expect(onlyGiven.notices.map((n) => [n.code, n.path.join('.')])).toEqual([['document_name_in_zone', 'applicant.lastName']]);
    const unconfirmed = identityFindings(
      td1({ nameConfirmedByPage: false, namesClear: true, printedName: { surname: 'JÓNSDÓTTIR' } }),
      {},
      TODAY,
    );
    expect(offered(unconfirmed)).toEqual([]);
    expect(codes(unconfirmed)).toEqual(['document_name_in_zone']);
  });

  it('uses no name read unclearly, and compares none: it may hold a misread letter', () => {
    // The French specimen's CHRISTOPHE, read as CHRISTOPHF with every check digit computing: the reader empties unclear names.
    const unclear = passport({ surname: '', givenNames: '', nameConfirmedByPage: false, namesClear: false });
    const findings = identityFindings(unclear, {}, TODAY);
    expect(findings.fills).toEqual([{ path: ['applicant', 'dateOfBirth'], value: '1980-01-01' }]);
    expect(findings.offers).toEqual([]);
    expect(findings.notices.map((n) => [n.code, n.path.join('.')])).toEqual([['document_name_unread', 'applicant.lastName']]);
    expect(codes(identityFindings(unclear, { firstName: 'Christophe', lastName: 'Ulysse' }, TODAY))).toEqual(['document_name_unread']);
    // A reading stored before clarity was recorded counts as clear only where the page confirmed it.
    expect(codes(identityFindings(passport({ nameConfirmedByPage: false }), {}, TODAY))).toEqual(['document_name_unread']);
  });

  it('keeps a hyphenated given name whole, each part capitalised', () => {
    const reading = td1({ givenNames: 'ANNA MARIA', printedName: { givenNames: 'ANNA-MARÍA' } });
    expect(offered(identityFindings(reading, {}, TODAY))).toEqual([['firstName', 'Anna-María', 'spelling_uncertain']]);
  });

  it('offers, not fills, a name the rules would spell back plainly when the page spells it otherwise', () => {
    const reading = passport({ givenNames: 'JOSE', printedName: { surname: 'SMITH', givenNames: 'JOSÉ' } });
    const findings = identityFindings(reading, {}, TODAY);
    expect(findings.fills.map((fill) => [fill.path[1], fill.value])).toEqual([
      ['lastName', 'Smith'],
      ['dateOfBirth', '1980-01-01'],
    ]);
    expect(offered(findings)).toEqual([['firstName', 'José', 'spelling_uncertain']]);
  });

  it('compares typed names on folded text and shows the page’s spelling in the notice', () => {
    const reading = td1({ printedName: { surname: 'JÓNSDÓTTIR', givenNames: 'GUÐRÚN ANNA' } });
    expect(codes(identityFindings(reading, { firstName: 'Gudrun', middleName: 'Anna', lastName: 'Jonsdottir' }, TODAY))).toEqual([]);
    const differs = identityFindings(reading, { firstName: 'Guðrún', middleName: 'Anna', lastName: 'Magnúsdóttir' }, TODAY);
    expect(differs.notices.map((n) => [n.code, n.params])).toEqual([['document_name_differs', { name: 'JÓNSDÓTTIR GUÐRÚN ANNA' }]]);
  });
});

describe('what the bank’s letter says', () => {
  const letter = (ibans: string[], kennitolur: string[] = [], holderKennitolur?: string[]): LetterReading => ({
    kind: 'letter',
    outcome: 'read',
    source: 'text',
    ibans,
    kennitolur,
    ...(holderKennitolur ? { holderKennitolur } : {}),
  });
  const IBAN = 'IS140159260076545510730339';
  const soleTrader = (iban: string, ssn = '120174-3389') => ({ applicant: { ssn }, bankAccount: { iban } });

  it('agrees with an IBAN typed in groups, and with a holder that is the applicant', () => {
    const findings = letterFindings(
      letter([IBAN], ['1201743389', '5501692829']),
      'soletrader',
      soleTrader('IS14 0159 2600 7654 5510 7303 39'),
    );
    expect(findings).toEqual({ fills: [], offers: [], notices: [] });
  });

  it('asks the agent to confirm an IBAN the letter does not show, and a holder that is not the applicant or company', () => {
    const findings = letterFindings(letter([IBAN], ['0101302989']), 'soletrader', soleTrader('IS750001121234563108962099'));
    expect(findings.notices.map((n) => [n.code, n.path.join('.'), n.params])).toEqual([
      ['letter_iban_differs', 'bankAccount.iban', { iban: 'IS14 0159 2600 7654 5510 7303 39' }],
      ['letter_holder_differs', 'bankAccount.bankAccountConfirmationAttachment', { holder: '010130-2989', party: 'applicant' }],
    ]);
    const company = letterFindings(letter([IBAN], ['0101302989']), 'privatelimitedcompany', {
      company: { number: '550169-2829' },
      bankAccount: { iban: IBAN },
    });
    expect(company.notices.map((n) => n.params.party)).toEqual(['company']);
  });

  it('compares the applicant with the kennitala the letter gives for the holder, never with a bank’s', () => {
    const holderDiffers = (reading: LetterReading) =>
      letterFindings(reading, 'soletrader', soleTrader(IBAN)).notices.filter((n) => n.code === 'letter_holder_differs');
    const landsbankinn = '4710080280';
    // The holder is the applicant; the bank's own kennitala in the footer is no other holder.
    expect(holderDiffers(letter([IBAN], ['1201743389', landsbankinn], ['1201743389']))).toEqual([]);
    expect(holderDiffers(letter([IBAN], ['1201743389', landsbankinn]))).toEqual([]);
    // A known bank's kennitala alone, labelled or not, is never the holder's.
    expect(holderDiffers(letter([IBAN], [landsbankinn], [landsbankinn]))).toEqual([]);
    // The letter's holder is another: the notice names the holder's kennitala only.
    const other = letter([IBAN], ['0101302989', '1201743389', landsbankinn], ['0101302989']);
    expect(holderDiffers(other).map((n) => n.params)).toEqual([{ holder: '010130-2989', party: 'applicant' }]);
    // Tied to nobody, every kennitala printed but the bank's is named.
    expect(holderDiffers(letter([IBAN], ['0101302989', landsbankinn])).map((n) => n.params.holder)).toEqual(['010130-2989']);
  });

  it('offers the one IBAN it shows for an empty field, and says quietly when it shows none', () => {
    expect(letterFindings(letter([IBAN]), 'soletrader', {}).offers).toEqual([
      { path: ['bankAccount', 'iban'], value: 'IS14 0159 2600 7654 5510 7303 39', why: 'letter' },
    ]);
    expect(codes(letterFindings(letter([]), 'soletrader', soleTrader(IBAN)))).toEqual(['letter_no_iban']);
    expect(codes(letterFindings({ kind: 'letter', outcome: 'unreadable' }, 'soletrader', soleTrader(IBAN)))).toEqual(['letter_no_iban']);
  });
});
