/**
 * The search key of a text: lower case, Icelandic letters spelled the way agents type them on a
 * keyboard without them (ð→d, þ→th, æ→ae, ö→o), and every other accent dropped (á→a, é→e, ü→u),
 * so "gudrun" finds "Guðrún", "thorsbud" finds "Þórsbúð" and "aegir" finds "Ægir". Runs of
 * white space become one space. Names and queries go through the same function.
 */
const LETTERS: Record<string, string> = {
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
};

export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[ðþæøœßđł]/g, (letter) => LETTERS[letter]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
