import { zoneForm } from '$shared/documents/zone-names';
import { foldForNameOnPage, foldForZone } from '$shared/fold';
import type { PageWord } from './printed-marks';

/**
 * Whether the page's printed text shows the zone's surname and given names, each as whole words
 * in order. OCR of the page reads a capital Þ as P or B, so the zone's TH also meets those.
 */
export function pageShowsName(pageText: string, surname: string, givenNames: string): boolean {
  const page = ` ${foldForNameOnPage(pageText).replace(/\s+/g, ' ')} `;
  const pattern = (name: string) =>
    new RegExp(
      ` ${foldForNameOnPage(name)
        .split(' ')
        .filter(Boolean)
        .map((word) => word.replace(/TH/g, '(?:TH|P|B)'))
        .join(' ')} `,
    );
  return surname.trim() !== '' && pattern(surname).test(page) && (givenNames.trim() === '' || pattern(givenNames).test(page));
}

/** The page's spelling of the zone's names, each where it was read in letters that fold to the zone's own. */
export interface PrintedName {
  surname?: string;
  givenNames?: string;
}

/** A printed name's word: Latin letters, national ones included (Þ, Ð, Æ, Ö, Ø, Å, ß, Ł…), hyphenated parts allowed. */
const PRINTED_WORD = /^[A-Za-zÀ-ÖØ-öø-ÿĀ-ž]+(?:-[A-Za-zÀ-ÖØ-öø-ÿĀ-ž]+)*$/u;

/**
 * The words of the page's text that spell the zone's surname and given names: consecutive words
 * of capital letters only which, folded as ICAO folds a name, are exactly the zone's, each with
 * its marks where its letters say (`marksAgree`, given as `agrees`). A capital Þ that OCR read as
 * P or B confirms the name (`pageShowsName`) but is not its spelling, so such a word gives none;
 * neither does a name the page spells two ways, nor one in small letters, whose accents could not
 * be told from an i's dot or a tall letter. Undefined when neither name has a spelling.
 */
export function printedNameOnPage(
  words: readonly PageWord[],
  surname: string,
  givenNames: string,
  agrees: (word: PageWord) => boolean,
): PrintedName | undefined {
  const spelt = words.filter((word) => PRINTED_WORD.test(word.text) && word.text === word.text.toUpperCase() && agrees(word));
  const printed: PrintedName = {};
  const surnameOnPage = spellingOnPage(words, spelt, surname);
  const givenOnPage = spellingOnPage(words, spelt, givenNames);
  if (surnameOnPage !== undefined) printed.surname = surnameOnPage;
  if (givenOnPage !== undefined) printed.givenNames = givenOnPage;
  return surnameOnPage === undefined && givenOnPage === undefined ? undefined : printed;
}

function spellingOnPage(words: readonly PageWord[], spelt: readonly PageWord[], zoneName: string): string | undefined {
  const zone = zoneForm(zoneName);
  const zoneWords = zone.split(' ').filter(Boolean).length;
  // By lower case, so the same spelling in another case is one spelling and ß is not SS.
  const found = new Map<string, string>();
  for (let start = 0; start < words.length; start += 1) {
    // Each printed word is at least one of the zone's words (a hyphenated one is more).
    for (let end = start + 1; end <= Math.min(words.length, start + zoneWords); end += 1) {
      const run = words.slice(start, end);
      if (!run.every((word) => spelt.includes(word))) break;
      const spelling = run.map((word) => word.text).join(' ');
      if (foldForZone(spelling).includes(zone) && !found.has(spelling.toLowerCase())) found.set(spelling.toLowerCase(), spelling);
    }
  }
  return zone !== '' && found.size === 1 ? [...found.values()][0] : undefined;
}
