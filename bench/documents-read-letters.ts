import { findIbans } from '$shared/documents/iban-finding';
import { letterReadingFrom, readLetterText } from '$main/documents/letter/read-bank-letter';
import { type LetterForm, letterFile, makeBankLetter } from '$test/helpers/bank-letters';
import { type BenchRow, mb, percentile, verdict } from './stats';

/** The corpus: this many letters from this seed on, each as the bank's PDF, a scanned image and a scanner's PDF. */
const LETTERS = 50;
const SEED = 20_260_218;

const FORMS: readonly { form: LetterForm; label: string; goal: number }[] = [
  { form: 'text-pdf', label: 'PDF with a text layer', goal: 1 },
  { form: 'scan-image', label: 'scanned image (JPEG)', goal: 0.95 },
  { form: 'scan-pdf', label: 'scanned PDF (JPEG page)', goal: 0.95 },
];

interface FormFigures {
  /** Letters that print an IBAN, and those whose every printed IBAN was found. */
  withIban: number;
  found: number;
  /** Of those, found without reading OCR's confusions back (the finding as for a text layer). */
  foundUncorrected: number;
  /** Letters that print none and were read with none. */
  withoutIban: number;
  readEmpty: number;
  wrongIbans: number;
  wrongKennitolur: number;
  missedKennitolur: number;
  unreadable: number;
  /** Letters read as a PDF whose text layer and drawn pages were found to disagree (none of the corpus's do). */
  toldNotAsShown: number;
  ms: number[];
  peakRssBytes: number;
}

/**
 * Reading bank letters (`readBankLetter`'s path: a limited child per letter, and for a PDF a
 * second that reads its drawn pages by OCR, then the finding) on a corpus made from a fixed seed: the share whose IBAN was found, the
 * IBANs reported that the letter does not print, and the time per letter, child's start included.
 */
export async function documentsReadLettersBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const { form, label, goal } of FORMS) {
    const figures = await measure(form);
    const share = figures.found / Math.max(1, figures.withIban);
    const sorted = [...figures.ms].sort((a, b) => a - b);
    const row = (name: string, figure: string, goalText = '', met?: boolean): BenchRow => ({
      bench: 'documents-read',
      name: `letters, ${label}: ${name}`,
      figure,
      goal: goalText,
      verdict: met === undefined ? '' : verdict(met),
    });
    rows.push(
      row(
        `IBAN found (${figures.found} of ${figures.withIban} letters that print one)`,
        `${(share * 100).toFixed(1)} %`,
        `≥ ${goal * 100} %`,
        share >= goal,
      ),
      row('IBANs reported that the letter does not print', String(figures.wrongIbans), '0', figures.wrongIbans === 0),
      row(
        `letters with no IBAN read as such (of ${figures.withoutIban})`,
        String(figures.readEmpty),
        String(figures.withoutIban),
        figures.readEmpty === figures.withoutIban,
      ),
      row(
        'kennitölur reported wrong / missed',
        `${figures.wrongKennitolur} / ${figures.missedKennitolur}`,
        '0 wrong',
        figures.wrongKennitolur === 0,
      ),
      row('unreadable', String(figures.unreadable)),
      row("told the PDF's text is not what its page shows", String(figures.toldNotAsShown), '0', figures.toldNotAsShown === 0),
      row(
        'time per letter p50 / p95 (its children started)',
        `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)} ms`,
      ),
      row("the child's peak memory", mb(figures.peakRssBytes)),
    );
    if (form !== 'text-pdf') {
      rows.push(row('IBAN found without reading confusions back', `${figures.foundUncorrected} of ${figures.withIban}`));
    }
  }
  return rows;
}

async function measure(form: LetterForm): Promise<FormFigures> {
  const figures: FormFigures = {
    withIban: 0,
    found: 0,
    foundUncorrected: 0,
    withoutIban: 0,
    readEmpty: 0,
    wrongIbans: 0,
    wrongKennitolur: 0,
    missedKennitolur: 0,
    unreadable: 0,
    toldNotAsShown: 0,
    ms: [],
    peakRssBytes: 0,
  };
  for (let index = 0; index < LETTERS; index += 1) {
    const file = await letterFile(makeBankLetter(SEED + index), form);
    const start = performance.now();
    const read = await readLetterText(file.bytes, file.mediaType);
    const reading = letterReadingFrom(read);
    figures.ms.push(performance.now() - start);
    if (read.kind !== 'unreadable') figures.peakRssBytes = Math.max(figures.peakRssBytes, read.peakRssBytes);
    const { truth } = file;
    if (truth.ibans.length > 0) figures.withIban += 1;
    else figures.withoutIban += 1;
    if (reading.outcome !== 'read') {
      figures.unreadable += 1;
      figures.missedKennitolur += truth.kennitolur.length;
      continue;
    }
    if (truth.ibans.length > 0 && truth.ibans.every((iban) => reading.ibans.includes(iban))) {
      figures.found += 1;
      const text = read.kind === 'image' ? read.text : read.kind === 'pdf' ? read.pages.map((page) => page.ocr).join('\n') : '';
      if (truth.ibans.every((iban) => findIbans(text, 'text').includes(iban))) figures.foundUncorrected += 1;
    }
    if (truth.ibans.length === 0 && reading.ibans.length === 0) figures.readEmpty += 1;
    if (reading.textNotAsShown === true) figures.toldNotAsShown += 1;
    figures.wrongIbans += reading.ibans.filter((iban) => !truth.ibans.includes(iban)).length;
    figures.wrongKennitolur += reading.kennitolur.filter((kennitala) => !truth.kennitolur.includes(kennitala)).length;
    figures.missedKennitolur += truth.kennitolur.filter((kennitala) => !reading.kennitolur.includes(kennitala)).length;
  }
  return figures;
}
