import { describe, expect, it } from 'vitest';
import { LETTER_CHILD_LIMITS, readBankLetter } from '../../../main/documents/letter/read-bank-letter';
import { letterFile, makeBankLetter } from '../../helpers/bank-letters';
import { cyclicPdf, objectBombPdf, pdfBomb, runLengthPdfBomb } from '../../helpers/hostile-files';

/** Seeds whose letters print one Icelandic IBAN (2), two (5, one of them foreign) and none (1). */
const ONE_IBAN = makeBankLetter(2);
const TWO_IBANS = makeBankLetter(5);
const NO_IBAN = makeBankLetter(1);

describe('reading a bank letter', () => {
  it('the letters chosen print what their names say', () => {
    expect(ONE_IBAN.truth.ibans).toHaveLength(1);
    expect(TWO_IBANS.truth.ibans).toHaveLength(2);
    expect(TWO_IBANS.truth.ibans.some((iban) => !iban.startsWith('IS'))).toBe(true);
    expect(NO_IBAN.truth.ibans).toEqual([]);
  });

  it('reads a PDF’s text layer, with no OCR: every IBAN and kennitala it prints', async () => {
    for (const letter of [ONE_IBAN, TWO_IBANS]) {
      const file = await letterFile(letter, 'text-pdf');
      const reading = await readBankLetter(file.bytes, file.mediaType);
      expect(reading).toEqual({ kind: 'letter', outcome: 'read', source: 'text', ...letter.truth });
    }
  });

  it('reads a scanned letter by OCR, as an image and as a scanner’s PDF', async () => {
    for (const form of ['scan-image', 'scan-pdf'] as const) {
      const file = await letterFile(ONE_IBAN, form);
      const reading = await readBankLetter(file.bytes, file.mediaType);
      expect(reading).toMatchObject({ kind: 'letter', outcome: 'read', source: 'ocr', ibans: ONE_IBAN.truth.ibans });
    }
  }, 120_000);

  it('a letter that prints no IBAN is read, with no IBAN', async () => {
    const file = await letterFile(NO_IBAN, 'text-pdf');
    expect(await readBankLetter(file.bytes, file.mediaType)).toEqual({
      kind: 'letter',
      outcome: 'read',
      source: 'text',
      ibans: [],
      kennitolur: NO_IBAN.truth.kennitolur,
    });
  });

  it('hostile PDFs are unreadable, each in its limited child, and the next letter is read', async () => {
    const hostile = [await pdfBomb(1024), await objectBombPdf(8), runLengthPdfBomb(512), cyclicPdf(), Buffer.from('%PDF-1.7\nnot a pdf')];
    for (const bytes of hostile) {
      expect(await readBankLetter(bytes, 'application/pdf', { ...LETTER_CHILD_LIMITS, timeoutMs: 120_000 })).toEqual({
        kind: 'letter',
        outcome: 'unreadable',
      });
    }
    const file = await letterFile(ONE_IBAN, 'text-pdf');
    expect(await readBankLetter(file.bytes, file.mediaType)).toMatchObject({ outcome: 'read', ibans: ONE_IBAN.truth.ibans });
  }, 300_000);
});
