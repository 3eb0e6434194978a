import { describe, expect, it } from 'vitest';
import { findIbans } from '$shared/documents/iban-finding';
import { findKennitolur } from '$shared/documents/kennitala-finding';
import { letterReadingOf } from '$shared/documents/letter-finding';
import { holderKennitolurOf } from '$shared/documents/letter-holder';
import { letterReadingSchema } from '$shared/documents/document-reading';

/**
 * Public IBAN test vectors, each from the source named: the SWIFT IBAN registry's examples as
 * php-iban copies them (globalcitizen/php-iban, registry.txt, c92138c), ibantools' own tests
 * (Simplify/ibantools, test/ibantools_test.js, d42c8af) and php-iban's collected printed forms
 * (utils/example-ibans, c92138c), in the spacing they were printed with.
 */
const PUBLIC_VECTORS = [
  ['IS14 0159 2600 7654 5510 7303 39', 'IS140159260076545510730339'],
  ['GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819'],
  ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
  ['FR14 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M02606'],
  ['NL91-ABNA-0417-1643-00', 'NL91ABNA0417164300'],
  ['ES15-0049-1806-9121-1186-9374', 'ES1500491806912111869374'],
  ['NO07.8380.08.06006', 'NO0783800806006'],
  ['ES 58 0075 0204 9406 0081 1004', 'ES5800750204940600811004'],
  ['NO 89 42004151326', 'NO8942004151326'],
  ['NL59 INGB 0657714151', 'NL59INGB0657714151'],
  ['BR97 0036 0305 0000 1000 9795 493P 1', 'BR9700360305000010009795493P1'],
] as const;

const ICELAND = 'IS140159260076545510730339';

describe('finding IBANs in a letter’s text', () => {
  it.each(PUBLIC_VECTORS)('%s is found in a sentence, in its electronic form', (printed, electronic) => {
    const text = `Reikningurinn er hjá okkur.\nIBAN: ${printed}   SWIFT: NBIIISRE\nVirðingarfyllst`;
    expect(findIbans(text, 'text')).toEqual([electronic]);
    expect(findIbans(text, 'ocr')).toEqual([electronic]);
  });

  it('finds every IBAN once, in the order printed, a foreign one too', () => {
    const text = `IBAN: IS14 0159 2600 7654 5510 7303 39\nIBAN (EUR): DE89370400440532013000\nAftur: ${ICELAND}`;
    expect(findIbans(text, 'text')).toEqual([ICELAND, 'DE89370400440532013000']);
  });

  it('keeps nothing whose check digits do not compute, and nothing a longer run continues', () => {
    expect(findIbans('IBAN: IS15 0159 2600 7654 5510 7303 39', 'text')).toEqual([]);
    expect(findIbans('IBAN: IS14 0159 2600 7654 5510 7303 391', 'text')).toEqual([]);
    expect(findIbans('IBAN: IS14 0159 2600 7654 5510 7303 3', 'text')).toEqual([]);
    // A column's gap is not a space inside one IBAN.
    expect(findIbans('IS14 0159 2600      7654 5510 7303 39', 'text')).toEqual([]);
    expect(findIbans('DIS140159260076545510730339', 'text')).toEqual([]);
    expect(findIbans('', 'text')).toEqual([]);
  });

  it('an IBAN split over two lines is not joined', () => {
    expect(findIbans('IS14 0159 2600 7654\n5510 7303 39', 'text')).toEqual([]);
  });

  it('reads OCR’s confusions back where the format wants a digit, and only from OCR', () => {
    const misread = 'IBAN: IS14 O159 26OO 7654 55IO 73O3 39';
    expect(findIbans(misread, 'ocr')).toEqual([ICELAND]);
    expect(findIbans(misread, 'text')).toEqual([]);
    expect(findIbans('IBAN: 1S14 0159 2600 7654 5510 7303 39', 'ocr')).toEqual([ICELAND]);
    expect(findIbans('IBAN: 1IS14 0159 2600 7654 5510 7303 39', 'ocr')).toEqual([ICELAND]);
    expect(findIbans('IBAN: lS14 0159 2600 7654 55l0 7303 39', 'ocr')).toEqual([ICELAND]);
    // The I's stroke read twice, before a 1 or an l: only from OCR, and only alone before the code.
    expect(findIbans('IBAN: I1S14 0159 2600 7654 5510 7303 39', 'ocr')).toEqual([ICELAND]);
    expect(findIbans('IBAN (EUR): IlS14 0159 2600 7654 5510 7303 39', 'ocr')).toEqual([ICELAND]);
    expect(findIbans('IBAN: I1S14 0159 2600 7654 5510 7303 39', 'text')).toEqual([]);
    expect(findIbans('IBAN: DI1S14 0159 2600 7654 5510 7303 39', 'ocr')).toEqual([]);
    expect(findIbans('GB29 NWBK 6016 I33I 926B I9', 'ocr')).toEqual(['GB29NWBK60161331926819']);
  });

  it('never turns a digit into a letter where the bank code is letters, nor keeps a correction that does not compute', () => {
    expect(findIbans('GB29 NW8K 6016 1331 9268 19', 'ocr')).toEqual([]);
    // A 5 read as S where the true digit was a 6: read back as 5, it fails the check.
    expect(findIbans('IBAN: IS14 0159 2600 7S54 5510 7303 39', 'ocr')).toEqual([]);
  });

  it('keeps at most 20', () => {
    const text = Array.from({ length: 25 }, () => 'IS14 0159 2600 7654 5510 7303 39').join('\n');
    expect(findIbans(text, 'text')).toEqual([ICELAND]);
  });
});

describe('finding kennitölur in a letter’s text', () => {
  it('finds DDMMYY-NNNN with any dash and ten digits alone, once each', () => {
    const text = 'Kennitala: 551073-0339\nkt. 471008\u20130280 · 5810080150\nAftur 551073-0339';
    expect(findKennitolur(text, 'text')).toEqual(['5510730339', '4710080280', '5810080150']);
  });

  it('accepts a real date whose check digit does not compute (numbers issued since February 2026)', () => {
    expect(findKennitolur('Kennitala: 120174-3389', 'text')).toEqual(['1201743389']);
  });

  it('ignores dates that are none, phone numbers, account numbers and the digits inside an IBAN', () => {
    const text = [
      'Kennitala: 320174-3389',
      'Sími 410 4000, +354 410-4000',
      'Reykjavík, 12.11.2026',
      'Reikningsnúmer: 0159-26-007654',
      'IBAN: IS140159260076545510730339',
      'Tilvísun 12345678901',
    ].join('\n');
    expect(findKennitolur(text, 'text')).toEqual([]);
  });

  it('takes the holder from the domestic form with its kennitala', () => {
    expect(findKennitolur('0159-26-007654-551073-0339', 'text')).toEqual(['5510730339']);
  });

  it('reads OCR’s confusions back only when the corrected number’s check digit computes', () => {
    expect(findKennitolur('Kennitala: 55IO73-O339', 'ocr')).toEqual(['5510730339']);
    expect(findKennitolur('Kennitala: 55IO73-O339', 'text')).toEqual([]);
    // 120174-3389 has no check digit: read back from 12O174 it would be a guess.
    expect(findKennitolur('Kennitala: 12O174-3389', 'ocr')).toEqual([]);
    expect(findKennitolur('Kennitala: 120174-3389', 'ocr')).toEqual(['1201743389']);
    expect(findKennitolur('BOSSISBOSS', 'ocr')).toEqual([]);
  });
});

describe('a letter’s reading', () => {
  it('is unreadable with no text, and read with empty lists when the text names none', () => {
    expect(letterReadingOf('  \n ', 'ocr')).toEqual({ kind: 'letter', outcome: 'unreadable' });
    const read = letterReadingOf('Reikningurinn er innlendur.', 'text');
    expect(read).toEqual({ kind: 'letter', outcome: 'read', source: 'text', ibans: [], kennitolur: [], holderKennitolur: [] });
    expect(letterReadingSchema.parse(read)).toEqual(read);
  });
});

describe('the kennitölur a letter gives for the account holder', () => {
  const FOOTER = 'Landsbankinn hf. · kt. 471008-0280 · Reykjastræti 6, 101 Reykjavík';

  it('is the one after a holder’s label, in Icelandic and English wordings, never the footer’s', () => {
    const wordings = [
      'Nafn: Guðrún Jónsdóttir\nKennitala: 120174-3389',
      'Reikningseigandi: Guðrún Jónsdóttir, kt. 120174-3389',
      'Kennitala reikningseiganda: 120174–3389',
      'Reikningurinn er í eigu Guðrúnar Jónsdóttur, kt. 1201743389',
      'Reikningsnúmer: 0159-26-007654-120174-3389',
      'Account holder: Guðrún Jónsdóttir, ID No. 120174-3389',
      'Account holder: Guðrún Jónsdóttir\nID number (kennitala): 120174-3389',
      'The account is held by Gudrun Jonsdottir (national ID 120174-3389)',
    ];
    for (const wording of wordings) {
      expect([wording, holderKennitolurOf(`Staðfesting\n${wording}\nVirðingarfyllst\n${FOOTER}`, 'text', [])]).toEqual([
        wording,
        ['1201743389'],
      ]);
    }
  });

  it('is the one on the line under a label that prints none of its own', () => {
    const text = `Kennitala reikningseiganda\n120174-3389\nÞjónustufulltrúi\n${FOOTER}`;
    expect(holderKennitolurOf(text, 'text', [])).toEqual(['1201743389']);
    // A line that prints a kennitala of its own labels only that one.
    expect(holderKennitolurOf('Kennitala: 120174-3389\n471008-0280', 'text', [])).toEqual(['1201743389']);
  });

  it('is the one an Icelandic IBAN of the letter names, when the letter prints it', () => {
    const text = `Guðrún Jónsdóttir 551073-0339\nIBAN: IS14 0159 2600 7654 5510 7303 39\n${FOOTER}`;
    expect(holderKennitolurOf(text, 'text', ['IS140159260076545510730339'])).toEqual(['5510730339']);
    expect(holderKennitolurOf(FOOTER, 'text', ['IS140159260076545510730339'])).toEqual([]);
  });

  it('is none when the letter ties no kennitala to the holder', () => {
    expect(holderKennitolurOf(`Guðrún Jónsdóttir 120174-3389\n${FOOTER}`, 'text', [])).toEqual([]);
  });

  it('reads OCR’s text the same way', () => {
    expect(holderKennitolurOf(`Kennitala: 55IO73-O339\n${FOOTER}`, 'ocr', [])).toEqual(['5510730339']);
  });

  it('is kept in the reading beside every kennitala printed', () => {
    const read = letterReadingOf(`Reikningseigandi: Guðrún, kt. 120174-3389\n${FOOTER}`, 'text');
    expect(read).toMatchObject({ kennitolur: ['1201743389', '4710080280'], holderKennitolur: ['1201743389'] });
    expect(letterReadingSchema.parse(read)).toEqual(read);
  });
});
