import type { FoundZone, Grey } from './find-zone';
import { zoneCrop } from './zone-geometry';
import { type MatchedZone, matchZone } from './zone-glyph-match';
import { type ZoneFormat, ZONE_LAYOUT } from './zone-layout';
import { type ZoneFields, parseZone } from './zone-parse';

/** The characters each position's kind allows (see `ZONE_LAYOUT`). */
const ALLOWED: Record<string, RegExp> = { A: /[A-Z<]/, '9': /[0-9]/, c: /[0-9<]/, x: /[A-Z0-9<]/, s: /[MFX<]/ };

/**
 * How much better a character must match than the next its position allows to count as clearly
 * read. Every correct character of the generated corpora, degraded photos included, cleared it
 * by twice this or more.
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
 * The zone's text from its cells' matches: each cell is the character its position allows that
 * matched best (a digit where only digits may be, a letter where only letters): the layout
 * chooses the alphabet, the glyph's shape the character, and no check digit chooses anything.
 * The reading counts only when every open position was read clearly and every check digit then
 * computes, the composite too. A name is confident when each of its letters was read clearly.
 */
export function readMatchedZone(zone: MatchedZone, today: Date): GlyphVerdict {
  const format = formatOf(zone);
  const layout = ZONE_LAYOUT[format];
  const names = NAME_FIELD[format];
  let namesConfident = true;
  let openUnclear = false;
  const lines = zone.lines.map((line, row) =>
    line.scores
      .map((scores, i) => {
        const allowed = ALLOWED[layout[row]![i]!]!;
        let best = -Infinity;
        let second = -Infinity;
        let chosen = '<';
        for (let g = 0; g < zone.characters.length; g += 1) {
          const c = zone.characters[g]!;
          if (!allowed.test(c)) continue;
          const score = scores[g]!;
          if (score > best) {
            second = best;
            best = score;
            chosen = c;
          } else if (score > second) second = score;
        }
        if (best - second < CLEAR_MARGIN) {
          if (row === names.row && i >= names.from) namesConfident = false;
          if (layout[row]![i] === 'x') openUnclear = true;
        }
        return chosen;
      })
      .join(''),
  );
  // A letter and a digit in an open position can cancel in its check digit (L and 1 at a weight of
  // 7 differ by 140): an open position read unclearly makes the zone unreadable, not a guess.
  if (openUnclear) return { kind: 'unreadable' };
  const fields = parseZone(format, lines, today);
  return fields === undefined ? { kind: 'unreadable' } : { kind: 'read', fields, namesConfident };
}

/** The pitch the zone is matched at: enough pixels for OCR-B's shapes, no more. */
const GLYPH_PITCH = 22;

/**
 * One zone, one way up, read by matching its cells against OCR-B's glyphs (decision DR27): cut
 * level at a first guess of its pitch, and again at its measured pitch when the guess was far off
 * (a card's zone taken for a passport's). `none` when the crop shows no lines like a zone's.
 */
export function readZoneByGlyphs(full: Grey, zone: FoundZone, upsideDown: boolean, today: Date): GlyphVerdict {
  let matched = matchZone(zoneCrop(full, zone, upsideDown, GLYPH_PITCH), GLYPH_PITCH);
  if (matched !== undefined && Math.abs(matched.pitch / GLYPH_PITCH - 1) > 0.2) {
    matched = matchZone(zoneCrop(full, zone, upsideDown, (GLYPH_PITCH * GLYPH_PITCH) / matched.pitch), GLYPH_PITCH);
  }
  return matched === undefined ? { kind: 'none' } : readMatchedZone(matched, today);
}
