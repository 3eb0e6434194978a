/**
 * How a name in national characters is written in the machine-readable zone: ICAO Doc 9303 part 3,
 * section 6 (A–Z only; Þ→TH, Æ→AE, Ð→D, Ö→OE, Ø→OE, Å→AA, Ä→AE, Ü→UE, ß→SS; other accents
 * dropped). The generator uses it to write the zone from the name it prints on the page.
 */
const LETTERS: Record<string, string> = {
  Þ: 'TH',
  Æ: 'AE',
  Ð: 'D',
  Ö: 'OE',
  Ø: 'OE',
  Å: 'AA',
  Ä: 'AE',
  Ü: 'UE',
  ß: 'SS',
  Œ: 'OE',
  Ł: 'L',
  Đ: 'D',
};

export function transliterateForZone(name: string): string {
  return name
    .toUpperCase()
    .replace(/[ÞÆÐÖØÅÄÜßŒŁĐ]/g, (letter) => LETTERS[letter]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Z]+/g, '<');
}
