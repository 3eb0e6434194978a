import type { FoundZone, Grey } from './find-zone';
import { zoneCrop } from './zone-geometry';
import { states } from 'mrz';
import { isSpecimenState } from '$shared/documents/specimens';
import { type MatchedLine, type MatchedZone, matchZones } from './zone-glyph-match';
import { type ZoneFormat, ZONE_LAYOUT } from './zone-layout';
import { type ZoneFields, parseZone } from './zone-parse';
import { GLYPH_CHARACTERS } from './ocr-b-glyphs';

/** The characters each position's kind allows (see `ZONE_LAYOUT`). */
const ALLOWED: Record<string, RegExp> = { A: /[A-Z<]/, '9': /[0-9]/, c: /[0-9<]/, x: /[A-Z0-9<]/, s: /[MFX<]/ };

/**
 * How much better a character must match than the next its position allows to count as clearly
 * read. Blur and a photo's perspective bring 0 and O within it; L and 1, or M and H, far less often.
 */
const CLEAR_MARGIN = 0.04;

export type GlyphVerdict = { kind: 'read'; fields: ZoneFields; namesConfident: boolean } | { kind: 'unreadable' } | { kind: 'none' };

function formatOf(zone: MatchedZone): ZoneFormat {
  if (zone.lines.length === 3) return 'TD1';
  return zone.lines[0]!.scores.length === 36 ? 'TD2' : 'TD3';
}

/** Where a format's names are: the line and the first position. */
const NAME_FIELD: Record<ZoneFormat, { row: number; from: number }> = {
  TD1: { row: 2, from: 0 },
  TD2: { row: 0, from: 5 },
  TD3: { row: 0, from: 5 },
};

/**
 * Positions no check digit covers, outside the names (which have their own confidence): the
 * document's kind, the issuing state, the nationality and the sex, each as line, first position
 * and the one after the last. A character read unclearly there could be wrong and still compute:
 * as in an open position, the zone is unreadable when a near reading of it parses too (F for M;
 * MLD for NLD does not). The code's second letter, the issuer's own and no field of the reading,
 * is not among them.
 */
const UNCHECKED: Record<ZoneFormat, readonly (readonly [number, number, number])[]> = {
  TD1: [
    [0, 0, 1],
    [0, 2, 5],
    [1, 7, 8],
    [1, 15, 18],
  ],
  TD2: [
    [0, 0, 1],
    [0, 2, 5],
    [1, 10, 13],
    [1, 20, 21],
  ],
  TD3: [
    [0, 0, 1],
    [0, 2, 5],
    [1, 10, 13],
    [1, 20, 21],
  ],
};

/** An open position read unclearly: where it is, and the characters that matched almost as well. */
interface Unclear {
  row: number;
  at: number;
  others: string[];
}

/** Unclear open positions a reading may have at most; past it, the zone is unreadable. */
const MAX_UNCLEAR = 8;

/**
 * The zone's text from its cells' matches: each cell is the character its position allows that
 * matched best (a digit where only digits may be, a letter where only letters): the layout
 * chooses the alphabet, the glyph's shape the character, and no check digit chooses anything.
 * The reading counts only when every check digit computes, the composite too, and no reading
 * that puts, in one or two open positions read unclearly, a character that matched almost as
 * well would compute too: then the glyphs have not told the two apart, and the zone is
 * unreadable rather than a guess (L and 1 at a weight of 7 differ by 140, so every check digit
 * computes with either). A name is confident when each of its letters was read clearly.
 */
export function readMatchedZone(zone: MatchedZone, today: Date): GlyphVerdict {
  const format = formatOf(zone);
  const layout = ZONE_LAYOUT[format];
  const names = NAME_FIELD[format];
  let namesConfident = true;
  const unclear: Unclear[] = [];
  const lines = zone.lines.map((line, row) =>
    line.scores
      .map((scores, at) => {
        const allowed = ALLOWED[layout[row]![at]!]!;
        const ranked = [...GLYPH_CHARACTERS]
          .map((c, g) => ({ c, score: scores[g]! }))
          .filter(({ c }) => allowed.test(c))
          .sort((x, y) => y.score - x.score);
        const [best, ...rest] = ranked;
        const close = rest.filter((other) => best!.score - other.score < CLEAR_MARGIN).map((other) => other.c);
        if (close.length > 0) {
          if (row === names.row && at >= names.from) namesConfident = false;
          // An open position, or one no check digit covers, read unclearly: if another reading of it also parses, the zone is unreadable.
          if (layout[row]![at] === 'x' || UNCHECKED[format].some(([r, from, to]) => r === row && at >= from && at < to))
            unclear.push({ row, at, others: close });
        }
        return best!.c;
      })
      .join(''),
  );
  const fields = parseZone(format, lines, today);
  if (fields === undefined || unclear.length > MAX_UNCLEAR) return { kind: 'unreadable' };
  if (alternativeComputes(format, lines, unclear, today)) return { kind: 'unreadable' };
  return { kind: 'read', fields, namesConfident };
}

/** Whether another character in one or two of the unclear positions also gives a zone whose every check digit computes. */
function alternativeComputes(format: ZoneFormat, lines: readonly string[], unclear: readonly Unclear[], today: Date): boolean {
  const changed = (changes: readonly { row: number; at: number; c: string }[]) =>
    lines.map((line, row) => [...line].map((c, at) => changes.find((change) => change.row === row && change.at === at)?.c ?? c).join(''));
  const single = unclear.flatMap(({ row, at, others }) => others.map((c) => ({ row, at, c })));
  for (const [i, first] of single.entries()) {
    if (parseZone(format, changed([first]), today) !== undefined) return true;
    for (const second of single.slice(i + 1)) {
      if (second.row === first.row && second.at === first.at) continue;
      if (parseZone(format, changed([first, second]), today) !== undefined) return true;
    }
  }
  return false;
}

/** The pitch the zone is matched at: enough pixels for OCR-B's shapes, no more. */
const GLYPH_PITCH = 22;

/**
 * The crops a zone is read from, in turn, the first as found; the others only when it showed lines
 * like a zone's that did not read: longer (glare or shade may have hidden a line's end from the
 * finder, and the crop cut its last characters off), then smaller (a dark photo's grain is large
 * beside its print's range of grey: shrunk, it averages away, and 0 is told from O again).
 */
const CROPS: readonly { widen: number; pitch: number }[] = [
  { widen: 1.12, pitch: GLYPH_PITCH },
  { widen: 1.4, pitch: GLYPH_PITCH },
  { widen: 1.12, pitch: 15 },
];

/**
 * Whether a first line matched could begin a zone of its layout: a passport's P, a card's A, C or
 * I, and a state's code (or a specimen's) where the layout puts it, each the best match its
 * position allows. The `mrz` package refuses anything else, so a layout that fails here is not
 * worth matching further.
 */
function firstLineFits(line: MatchedLine, lineCount: number): boolean {
  const format: ZoneFormat = lineCount === 3 ? 'TD1' : line.scores.length === 36 ? 'TD2' : 'TD3';
  const layout = ZONE_LAYOUT[format][0]!;
  const best = (at: number) => {
    const allowed = ALLOWED[layout[at]!]!;
    let choice = '<';
    let score = -Infinity;
    GLYPH_CHARACTERS.split('').forEach((c, g) => {
      if (allowed.test(c) && line.scores[at]![g]! > score) {
        score = line.scores[at]![g]!;
        choice = c;
      }
    });
    return choice;
  };
  const code = best(0);
  const state = [2, 3, 4].map(best).join('');
  const codeFits = format === 'TD3' ? code === 'P' : 'ACI'.includes(code);
  return codeFits && (isSpecimenState(state) || state.replace(/<+$/, '') in states);
}

/**
 * One zone, one way up, read by matching its cells against OCR-B's glyphs (decision DR27): cut
 * level at a first guess of its pitch, and again at its measured pitch when the guess was far off
 * (a card's zone taken for a passport's), each way its lines may be a zone in turn until one
 * reads; then, if lines were matched but none read, from the other crops (`CROPS`). `none` when
 * no crop shows lines like a zone's.
 */
export function readZoneByGlyphs(full: Grey, zone: FoundZone, upsideDown: boolean, today: Date): GlyphVerdict {
  let verdict: GlyphVerdict = { kind: 'none' };
  for (const [i, { widen, pitch }] of CROPS.entries()) {
    if (i > 0 && verdict.kind !== 'unreadable') return verdict;
    for (const first of matchZones(zoneCrop(full, zone, upsideDown, pitch, widen), pitch, firstLineFits)) {
      const recut = Math.abs(first.pitch / pitch - 1) > 0.2;
      const tries = recut
        ? matchZones(zoneCrop(full, zone, upsideDown, (pitch * pitch) / first.pitch, widen), pitch, firstLineFits)
        : [first];
      for (const matched of tries) {
        const read = readMatchedZone(matched, today);
        if (read.kind === 'read') return read;
        verdict = read;
      }
    }
  }
  return verdict;
}
