import { describe, expect, it } from 'vitest';
import { letterReadingSchema } from '$shared/documents/document-reading';
import { letterReadingAsShown } from '$shared/documents/letter-as-shown';
import { foldForOcrMatch } from '$shared/fold';
import { printedIban } from '$shared/rules/bank/iban-text';

const Y = 'IS140159260076545510730339';
const X = 'IS510370262817032108490299';
const HOLDER = '1007654559';
const BANK = '4710080280';

/** A letter's page as its text layer gives it: holder, IBAN, the bank's footer. */
const layer = (iban: string) =>
  [
    'Landsbankinn hf. staðfestir hér með að neðangreindur reikningur er í eigu:',
    'Nafn: Guðrún Jónsdóttir',
    'Kennitala: 100765-4559',
    `IBAN: ${printedIban(iban)}`,
    'Landsbankinn hf. · kt. 471008-0280 · Reykjastræti 6',
  ].join('\n');

/** OCR of the drawn page, with its usual slips: `1S` for `IS`, an 8-point footer's digit lost. */
const seen = (iban: string) =>
  [
    'Landsbankinn hf. stadfestir her med ad nedangreindur reikningur er i eigu:',
    'Nafn: Gudrun Jonsdottir',
    'Kennitala: 100765-4559',
    `IBAN: 1${printedIban(iban).slice(1)}`,
    'Landsbankinn hf. - kt. 47108-0280 - Reykjastreeti 6',
  ].join('\n');

describe('a PDF letter read from what its pages show', () => {
  it('takes the text layer’s exact characters where the drawn page shows the same, OCR’s slips allowed', () => {
    const reading = letterReadingAsShown([{ shown: layer(Y), hidden: '', ocr: seen(Y) }]);
    expect(reading).toEqual({
      kind: 'letter',
      outcome: 'read',
      source: 'text',
      ibans: [Y],
      kennitolur: [HOLDER, BANK],
      holderKennitolur: [HOLDER],
    });
    expect(letterReadingSchema.parse(reading)).toEqual(reading);
  });

  it('drops an IBAN the layer shows but the page does not (a font mapping its glyphs to other digits), keeps the page’s, and says so', () => {
    const reading = letterReadingAsShown([{ shown: layer(X), hidden: '', ocr: seen(Y) }]);
    expect(reading).toMatchObject({ outcome: 'read', source: 'ocr', ibans: [Y], textNotAsShown: true });
  });

  it('says so when the layer carries an IBAN unseen, though the reading is the page’s', () => {
    const reading = letterReadingAsShown([{ shown: layer(Y), hidden: `IBAN: ${X}`, ocr: seen(Y) }]);
    expect(reading).toMatchObject({ outcome: 'read', source: 'text', ibans: [Y], textNotAsShown: true });
  });

  it('keeps an IBAN the page shows that the layer lacks (drawn as shapes or a picture), and says so', () => {
    const reading = letterReadingAsShown([{ shown: layer(Y), hidden: '', ocr: `${seen(Y)}\nIBAN (EUR): ${X}` }]);
    expect(reading).toMatchObject({ outcome: 'read', source: 'ocr', ibans: [Y, X], textNotAsShown: true });
  });

  it('reads a page whose layer shows too little as a scan, by OCR alone; an OCR layer a scanner hid under it is no news', () => {
    const scan = letterReadingAsShown([{ shown: '1', hidden: layer(Y), ocr: seen(Y) }]);
    expect(scan).toMatchObject({ outcome: 'read', source: 'ocr', ibans: [Y] });
    expect(scan).not.toHaveProperty('textNotAsShown');
    const forged = letterReadingAsShown([{ shown: '', hidden: `IBAN: ${X}`, ocr: seen(Y) }]);
    expect(forged).toMatchObject({ ibans: [Y], textNotAsShown: true });
  });

  it('is unreadable when neither the page nor its layer shows any text', () => {
    expect(letterReadingAsShown([{ shown: '', hidden: '', ocr: '  \n' }])).toEqual({ kind: 'letter', outcome: 'unreadable' });
  });

  it('compares numbers folded: capitals, letters and digits only, OCR’s look-alikes made one', () => {
    expect(foldForOcrMatch('IBAN: 1S14 O159-26OO')).toBe(foldForOcrMatch('18AN  IS14 0159 2600'));
    expect(foldForOcrMatch('kt. 471008-0280')).toBe('KT4710080280');
  });
});
