/**
 * What each position of a zone may hold (ICAO 9303 parts 4–6), one letter a position:
 * `A` letters or filler, `9` digits (a date, a check digit), `c` a check digit that may be a filler,
 * `x` letters, digits or filler, `s` the sex (M, F, X or filler). Each cell is read as the
 * character of its position's alphabet that its glyph matched best.
 */
export type ZoneFormat = 'TD1' | 'TD2' | 'TD3';

export const ZONE_LAYOUT: Record<ZoneFormat, readonly string[]> = {
  TD1: ['AAAAAxxxxxxxxxcxxxxxxxxxxxxxxx', '9999999s9999999AAAxxxxxxxxxxx9', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  TD2: ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'xxxxxxxxx9AAA9999999s9999999xxxxxxx9'],
  TD3: ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'xxxxxxxxx9AAA9999999s9999999xxxxxxxxxxxxxxc9'],
};
