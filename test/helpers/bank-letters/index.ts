import type { StoredMediaType } from '$main/documents/stored-media-types';
import type { BankLetter, LetterTruth } from './letter-layout';
import { letterScanJpeg, letterScanPdf, letterTextPdf } from './letter-renderings';

export { makeBankLetter, type BankLetter, type LetterTruth } from './letter-layout';

/** How a letter reaches Fieldboard: the bank's PDF, a scanned image, or a scanner's PDF of that image. */
export type LetterForm = 'text-pdf' | 'scan-image' | 'scan-pdf';

export interface LetterFile {
  seed: number;
  form: LetterForm;
  bytes: Buffer;
  mediaType: StoredMediaType;
  truth: LetterTruth;
}

export async function letterFile(letter: BankLetter, form: LetterForm): Promise<LetterFile> {
  const base = { seed: letter.seed, form, truth: letter.truth };
  switch (form) {
    case 'text-pdf':
      return { ...base, bytes: await letterTextPdf(letter), mediaType: 'application/pdf' };
    case 'scan-image':
      return { ...base, bytes: await letterScanJpeg(letter), mediaType: 'image/jpeg' };
    case 'scan-pdf':
      return { ...base, bytes: await letterScanPdf(await letterScanJpeg(letter)), mediaType: 'application/pdf' };
  }
}

export { type HiddenIbanWay, letterPdfHidingIban, scanPdfCarryingUndrawn } from './forgeries';
