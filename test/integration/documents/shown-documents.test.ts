import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readLetterPages } from '$main/documents/letter/letter-pages';
import { readBankLetter } from '$main/documents/letter/read-bank-letter';
import { readIdentityDocument } from '$main/documents/mrz/read-identity-document';
import type { LetterReading } from '$shared/documents/document-reading';
import { letterFindings } from '$shared/documents/letter-checks';
import { printedIban } from '$shared/rules/bank/iban-text';
import { type HiddenIbanWay, letterPdfHidingIban, makeBankLetter, scanPdfCarryingUndrawn } from '$test/helpers/bank-letters';
import { pdfCarryingUndrawnImage } from '$test/helpers/document-fixtures';
import { identityDocument } from '$test/helpers/identity-documents/identity-corpus';

/** The letter a person sees prints one Icelandic IBAN (Y); the form holds another's (X), which the forgeries add unseen. */
const SHOWN = makeBankLetter(2);
const FORMS_LETTER = makeBankLetter(7);
const Y = SHOWN.truth.ibans[0]!;
const X = FORMS_LETTER.truth.ibans[0]!;

/** What the agent sees of a letter's reading against a form whose IBAN is X: the codes, and the IBAN the letter is said to show. */
function noticesFor(reading: LetterReading) {
  return letterFindings(reading, 'soletrader', { bankAccount: { iban: printedIban(X) } }).notices.map((item) => [item.code, item.params]);
}

describe('a document is read from what it shows a person', { timeout: 180_000 }, () => {
  it('the letters chosen each print one IBAN, not the same one', () => {
    expect([SHOWN.truth.ibans.length, FORMS_LETTER.truth.ibans.length]).toEqual([1, 1]);
    expect(X).not.toBe(Y);
  });

  // Each way to hide X, at the step that decides what shows: the page drawn by pdf.js in this
  // process, its text layer split into what a person sees and what the PDF carries unseen. pdf.js's
  // text content leaves out text placed beside the page: it is not even carried.
  const ways: [HiddenIbanWay, { carried: boolean }][] = [
    ['invisible', { carried: true }],
    ['invisible-over', { carried: true }],
    ['white-tiny', { carried: true }],
    ['white', { carried: true }],
    ['camouflaged', { carried: true }],
    ['covered', { carried: true }],
    ['clipped', { carried: true }],
    ['off-page', { carried: false }],
  ];
  it.each(ways)('a bank PDF showing IBAN Y that carries the form’s IBAN X %s shows Y, not X', async (way, { carried }) => {
    const { pages } = await readLetterPages(await letterPdfHidingIban(SHOWN, X, way));
    const shown = pages[0]!.shown.replace(/\s/g, '');
    expect([shown.includes(Y), shown.includes(X), pages[0]!.hidden.replace(/\s/g, '').includes(X)]).toEqual([true, false, carried]);
  });

  // The forgeries through the whole reading (its children, OCR of the drawn page): Y is
  // read, and the agent is told the PDF's text is not what it shows.
  it.each<HiddenIbanWay>(['invisible', 'white-tiny'])(
    'a bank PDF showing IBAN Y that carries the form’s IBAN X %s is read as showing Y alone, and says so',
    async (way) => {
      const reading = await readBankLetter(await letterPdfHidingIban(SHOWN, X, way), 'application/pdf');
      expect(reading).toMatchObject({ outcome: 'read', source: 'text', ibans: [Y] });
      expect(noticesFor(reading)).toEqual([
        ['letter_text_not_shown', {}],
        ['letter_iban_differs', { iban: printedIban(Y) }],
      ]);
    },
  );

  it('a scanner’s PDF showing IBAN Y that carries a larger, undrawn scan showing X is read as showing Y', async () => {
    const reading = await readBankLetter(await scanPdfCarryingUndrawn(SHOWN, FORMS_LETTER), 'application/pdf');
    expect(reading).toMatchObject({ outcome: 'read', source: 'ocr', ibans: [Y] });
    expect(noticesFor(reading)).toEqual([['letter_iban_differs', { iban: printedIban(Y) }]]);
  });

  it('an ID’s PDF showing person A that carries a larger, undrawn image of person B’s ID is read as A’s', async () => {
    const a = await identityDocument(101, { degraded: false, format: 'TD3', icelandic: true });
    const b = await identityDocument(105, { degraded: false, format: 'TD3', icelandic: true });
    expect([b.truth.kennitala, b.truth.birthDate]).not.toEqual([a.truth.kennitala, a.truth.birthDate]);
    const { width } = await sharp(b.bytes).metadata();
    const larger = await sharp(b.bytes)
      .resize({ width: Math.round(width! * 1.5) })
      .png()
      .toBuffer();
    const reading = await readIdentityDocument(await pdfCarryingUndrawnImage(a.bytes, larger), 'application/pdf');
    expect(reading).toMatchObject({ outcome: 'read', birthDate: a.truth.birthDate, optionalData: a.truth.kennitala });
  });
});
