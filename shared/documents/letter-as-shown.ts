import { foldForOcrMatch } from '../fold';
import { type LetterReading, MAX_IBANS, MAX_KENNITOLUR } from './document-reading';
import { splitIntoLines } from './iban-finding';
import { letterReadingOf } from './letter-finding';

/** One page of a PDF letter: the text its layer shows, the text it carries unseen, and what OCR read on its drawn picture. */
export interface LetterPageTexts {
  shown: string;
  hidden: string;
  ocr: string;
}

/**
 * Fewer characters than this shown by a PDF's text layer is no text layer: a scanner's PDF may
 * carry a stray mark or a page number, never a letter's text. Such a letter is read by OCR alone.
 */
export const MIN_TEXT_LAYER_CHARS = 40;

/**
 * Whether `value` is in `line` with at most one character added, dropped or changed (both
 * folded): OCR of a drawn page at 150 dpi read an 8-point `581008-0150` as `58108-0150` and
 * `GB02` as `GBO02`. One change never turns one valid IBAN into another (mod 97 catches every
 * single change) or one kennitala into another of the same person's date and number.
 */
function nearlyIn(line: string, value: string): boolean {
  let previous = Array.from({ length: value.length + 1 }, (_, index) => index);
  for (const char of line) {
    const current = [0];
    for (let j = 1; j <= value.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (value[j - 1] === char ? 0 : 1));
    }
    if (current[value.length]! <= 1) return true;
    previous = current;
  }
  return previous[value.length]! <= 1;
}

const joined = (pages: readonly LetterPageTexts[], part: keyof LetterPageTexts) => pages.map((page) => page[part]).join('\n');

/**
 * What a PDF letter says, read from what its pages show. The drawn pages' OCR is the page a
 * person sees; the text layer, where it shows at least `MIN_TEXT_LAYER_CHARS`, gives the exact
 * characters of what the OCR also finds there. An IBAN or kennitala the layer shows but the page
 * does not (a font whose characters map to other digits, text over other text), one the page
 * shows but the layer lacks (drawn as shapes or a picture), and one the layer carries unseen, make
 * `textNotAsShown`: the page wins, and the agent is told.
 */
export function letterReadingAsShown(pages: readonly LetterPageTexts[]): LetterReading {
  const ocr = joined(pages, 'ocr');
  const onPage = splitIntoLines(ocr).map(foldForOcrMatch);
  const shownOnPage = (value: string) => onPage.some((line) => nearlyIn(line, foldForOcrMatch(value)));
  const fromPage = letterReadingOf(ocr, 'ocr');
  const layerText = joined(pages, 'shown');
  const fromLayer = layerText.replace(/\s/g, '').length >= MIN_TEXT_LAYER_CHARS ? letterReadingOf(layerText, 'text') : undefined;
  const fromHidden = letterReadingOf(joined(pages, 'hidden'), 'text');
  const hiddenUnseen =
    fromHidden.outcome === 'read' && [...fromHidden.ibans, ...fromHidden.kennitolur].some((value) => !shownOnPage(value));

  if (fromLayer === undefined || fromLayer.outcome !== 'read') {
    if (fromPage.outcome !== 'read' || !hiddenUnseen) return fromPage;
    return { ...fromPage, textNotAsShown: true };
  }
  const layerHas = (values: readonly string[]) => (value: string) =>
    values.some((printed) => nearlyIn(foldForOcrMatch(printed), foldForOcrMatch(value)));
  const pageOnly = fromPage.outcome === 'read' ? fromPage : { ibans: [], kennitolur: [], holderKennitolur: [] };
  const addedIbans = pageOnly.ibans.filter((iban) => !layerHas(fromLayer.ibans)(iban));
  const addedKennitolur = pageOnly.kennitolur.filter((kennitala) => !layerHas(fromLayer.kennitolur)(kennitala));
  const ibans = fromLayer.ibans.filter(shownOnPage);
  const kennitolur = fromLayer.kennitolur.filter(shownOnPage);
  const differs =
    hiddenUnseen ||
    addedIbans.length > 0 ||
    addedKennitolur.length > 0 ||
    ibans.length < fromLayer.ibans.length ||
    kennitolur.length < fromLayer.kennitolur.length;
  return {
    kind: 'letter',
    outcome: 'read',
    source: addedIbans.length > 0 || addedKennitolur.length > 0 ? 'ocr' : 'text',
    ibans: [...ibans, ...addedIbans].slice(0, MAX_IBANS),
    kennitolur: [...kennitolur, ...addedKennitolur].slice(0, MAX_KENNITOLUR),
    holderKennitolur: [
      ...(fromLayer.holderKennitolur ?? []).filter((kennitala) => kennitolur.includes(kennitala)),
      ...(pageOnly.holderKennitolur ?? []).filter((kennitala) => addedKennitolur.includes(kennitala)),
    ].slice(0, MAX_KENNITOLUR),
    ...(differs ? { textNotAsShown: true as const } : {}),
  };
}
