import { ZONE_LAYOUT, type ZoneFormat } from './zone-layout';

/**
 * What OCR-B's look-alikes are taken for, in positions that may hold letters or digits. A single
 * slip between the two of a pair always changes the field's check digit, so a check digit tells
 * them apart. G and 6 are left out: their values differ by 10, so no check digit can.
 */
const OTHER: Record<string, string> = {
  O: '0',
  '0': 'O',
  Q: '0',
  D: '0',
  S: '5',
  '5': 'S',
  B: '8',
  '8': 'B',
  I: '1',
  '1': 'I',
  Z: '2',
  '2': 'Z',
  A: '4',
  '4': 'A',
  T: '7',
  '7': 'T',
};

/** The open fields that have a check digit of their own: row, first position, length, check digit's position. */
const CHECKED_FIELDS: Record<ZoneFormat, readonly { row: number; start: number; length: number }[]> = {
  TD1: [{ row: 0, start: 5, length: 9 }],
  TD2: [{ row: 1, start: 0, length: 9 }],
  TD3: [
    { row: 1, start: 0, length: 9 },
    { row: 1, start: 28, length: 14 },
  ],
};

/** Positions (row, index) of the open fields a check digit of their own covers. */
export function checkedPositions(format: ZoneFormat): { row: number; index: number }[] {
  return CHECKED_FIELDS[format].flatMap(({ row, start, length }) => Array.from({ length }, (_, i) => ({ row, index: start + i })));
}

/** At most this many look-alike positions are tried both ways: 2^8 spellings of a zone. */
const MAX_AMBIGUOUS = 8;

/**
 * Every spelling of the zone with its checked open fields' look-alikes read either way, the zone
 * as read first; undefined when there are too many look-alikes to try. Only characters OCR
 * confuses are changed, so when one spelling alone computes, it is the printed one.
 */
export function lookalikeSpellings(format: ZoneFormat, lines: readonly string[]): string[][] | undefined {
  const layout = ZONE_LAYOUT[format];
  const ambiguous = checkedPositions(format).filter(
    ({ row, index }) => layout[row]![index] === 'x' && OTHER[lines[row]![index]!] !== undefined,
  );
  if (ambiguous.length > MAX_AMBIGUOUS) return undefined;
  const spellings: string[][] = [];
  for (let mask = 0; mask < 1 << ambiguous.length; mask += 1) {
    const chars = lines.map((line) => [...line]);
    ambiguous.forEach(({ row, index }, bit) => {
      if ((mask >> bit) & 1) chars[row]![index] = OTHER[chars[row]![index]!]!;
    });
    spellings.push(chars.map((line) => line.join('')));
  }
  return spellings;
}
