import { foldText } from '$shared/search/fold';

/**
 * A name in a form both zones can meet in: folded (accents dropped, Þ→TH, Ð→D, Æ→AE), upper case,
 * letters only, and the two spellings ICAO 9303 allows for Ä, Ö, Ü (AE or A, OE or O, UE or U)
 * made one, as are Å's AA and the A the page's Å folds to.
 */
function nameKey(text: string): string {
  return foldText(text)
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .replace(/([AOU])E/g, '$1')
    .replace(/AA/g, 'A')
    .trim();
}

/**
 * Whether the page's printed text shows the zone's surname and given names, each as whole words
 * in order. OCR of the page reads a capital Þ as P or B, so the zone's TH also meets those.
 */
export function pageShowsName(pageText: string, surname: string, givenNames: string): boolean {
  const page = ` ${nameKey(pageText).replace(/\s+/g, ' ')} `;
  const pattern = (name: string) =>
    new RegExp(
      ` ${nameKey(name)
        .split(' ')
        .filter(Boolean)
        .map((word) => word.replace(/TH/g, '(?:TH|P|B)'))
        .join(' ')} `,
    );
  return surname.trim() !== '' && pattern(surname).test(page) && (givenNames.trim() === '' || pattern(givenNames).test(page));
}
