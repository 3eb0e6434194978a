/**
 * Every folding of text the app does, each named for what it folds for: search and finding words
 * (`foldForSearch`), a country's name (`foldForCountryName`), a typed name against a
 * machine-readable zone (`foldForZone`), a name looked for on a document's page
 * (`foldForNameOnPage`) and a number printed in a PDF's text against OCR of its drawn page
 * (`foldForOcrMatch`). They differ on purpose: search keeps lower case and digits, a zone holds
 * A–Z only and lets the issuing state choose how Ä, Ö, Ü and Å are written.
 */

const SEARCH_LETTERS: Record<string, string> = {
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
};

/**
 * The search key of a text: lower case, Icelandic letters spelled the way agents type them on a
 * keyboard without them (ð→d, þ→th, æ→ae, ö→o), and every other accent dropped (á→a, é→e, ü→u),
 * so "gudrun" finds "Guðrún", "thorsbud" finds "Þórsbúð" and "aegir" finds "Ægir". Runs of
 * white space become one space. Names and queries go through the same function.
 */
export function foldForSearch(text: string): string {
  // Every autosave folds its business name, which rarely changes: the last answer is kept.
  if (text === lastSearchText) return lastSearchKey;
  const key = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[ðþæøœßđł]/g, (letter) => SEARCH_LETTERS[letter]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  lastSearchText = text;
  lastSearchKey = key;
  return key;
}

let lastSearchText: string | undefined;
let lastSearchKey = '';

/** The search key with punctuation made spaces, so "Ísland", "island" and "ISLAND" meet, as do "Bosnia-Herzegovina" and "Bosnia Herzegovina". */
export function foldForCountryName(text: string): string {
  return foldForSearch(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * ICAO Doc 9303 part 3 writes a name in a zone in A–Z only: diacritics dropped (Á→A, É→E, Ó→O),
 * national letters transliterated (Þ→TH, Æ→AE, Ð→D, Ø→OE, Å→AA, ß→SS; Ä, Ö, Ü→AE, OE, UE or A,
 * O, U as the issuing state chooses), apostrophes omitted, hyphens and spaces made fillers.
 * These are the letters each choice writes in more than one letter.
 */
const ZONE_CHOICES: readonly Record<string, string>[] = [
  { Ä: 'AE', Ö: 'OE', Ü: 'UE', Å: 'AA' },
  { Ä: 'A', Ö: 'O', Ü: 'U', Å: 'A' },
];
const ZONE_LETTERS: Record<string, string> = {
  Þ: 'TH',
  Æ: 'AE',
  Ð: 'D',
  Ø: 'OE',
  Œ: 'OE',
  ß: 'SS',
  ẞ: 'SS',
  Ł: 'L',
  Đ: 'D',
  Ħ: 'H',
  ı: 'I',
};
const APOSTROPHES = /['’ʼ`´]/gu;

/** A typed name as a zone would hold it, once per choice ICAO leaves to the issuing state: "Jónsdóttir" → ["JONSDOTTIR"]. */
export function foldForZone(typed: string): string[] {
  const forms = ZONE_CHOICES.map((choice) => {
    let out = '';
    for (const char of typed.toUpperCase().replace(APOSTROPHES, '')) {
      const mapped = choice[char] ?? ZONE_LETTERS[char] ?? ZONE_LETTERS[char.toLowerCase()];
      out += mapped ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    }
    return out.replace(/[^A-Z]+/g, ' ').trim();
  });
  return [...new Set(forms)];
}

/**
 * A name, or a page's text, in a form the page and the zone can meet in: the search key in upper
 * case, letters only, and the two spellings ICAO allows for Ä, Ö, Ü (AE or A, OE or O, UE or U)
 * made one, as are Å's AA and the A the page's Å folds to.
 */
export function foldForNameOnPage(text: string): string {
  return foldForSearch(text)
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .replace(/([AOU])E/g, '$1')
    .replace(/AA/g, 'A')
    .trim();
}

/** Characters OCR takes for one another, each made the one it stands for, so a misreading of them compares equal. */
const LOOK_ALIKE: Readonly<Record<string, string>> = { O: '0', Q: '0', D: '0', I: '1', L: '1', '|': '1', S: '5', B: '8', Z: '2', G: '6' };

/** Letters and digits only, in capitals, look-alikes made one: how a printed number and its OCR are compared. */
export function foldForOcrMatch(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC').toUpperCase()) {
    const folded = LOOK_ALIKE[char] ?? char;
    if (/[A-Z0-9]/.test(folded)) out += folded;
  }
  return out;
}
