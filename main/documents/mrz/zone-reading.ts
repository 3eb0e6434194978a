import { correctByAlphabet, fitLength } from './zone-correction';
import { formatsFor, ZONE_LAYOUT } from './zone-layout';
import { type ZoneFields, parseZone } from './zone-parse';
import { voteLines } from './zone-vote';

/** What OCR's text of a zone gave: a reading, a zone that could not be read, or no zone at all. */
export type ZoneTextVerdict = { kind: 'read'; fields: ZoneFields; changes: number } | { kind: 'unreadable' } | { kind: 'none' };

/** Candidate lines at most: every fitting of every window of lines is parsed, so this bounds the work. */
const MAX_CANDIDATES = 64;

/** A line of OCR text as the zone's alphabet: upper case, no spaces, nothing outside A–Z, 0–9 and `<`. */
function cleanZoneLine(line: string): string {
  return line.toUpperCase().replace(/[^A-Z0-9<]/g, '');
}

/** Looks like a zone line: long, and with the fillers a zone always has. */
function zoneLike(line: string): boolean {
  return line.length >= 25 && /<</.test(line);
}

function product(options: string[][]): string[][] {
  return options.reduce<string[][]>((acc, choices) => acc.flatMap((prefix) => choices.map((choice) => [...prefix, choice])), [[]]);
}

/**
 * Reads a zone from OCR's lines. Only changes the layout forces are made: a character to its
 * position's alphabet, a filler added to or dropped from a run of fillers to fit the line's length.
 * Every fitting whose every check digit computes is a candidate; when two candidates disagree,
 * the zone is unreadable rather than guessed (decision DR11).
 */
export function readZoneText(text: readonly string[], today: Date): ZoneTextVerdict {
  const lines = text.map(cleanZoneLine).filter((line) => line.length >= 20);
  if (lines.filter(zoneLike).length === 0) return { kind: 'none' };
  const readings = new Map<string, { fields: ZoneFields; changes: number }>();
  for (const lineCount of [3, 2]) {
    for (let start = 0; start + lineCount <= lines.length; start += 1) {
      const window = lines.slice(start, start + lineCount);
      const meanLength = window.reduce((sum, line) => sum + line.length, 0) / lineCount;
      for (const format of formatsFor(lineCount, meanLength)) {
        const layout = ZONE_LAYOUT[format];
        if (layout.length !== lineCount) continue;
        const fits = window.map((line, row) => fitLength(line, layout[row]!.length));
        const candidates = product(fits).slice(0, MAX_CANDIDATES);
        for (const candidate of candidates) {
          const fitChanges = candidate.reduce((sum, line, row) => sum + (line === window[row] ? 0 : 1), 0);
          const corrected = correctByAlphabet(format, candidate);
          const fields = parseZone(format, corrected.lines, today);
          if (fields === undefined) continue;
          const key = corrected.lines.join('\n');
          const changes = fitChanges + corrected.changes;
          const known = readings.get(key);
          if (known === undefined || known.changes > changes) readings.set(key, { fields, changes });
        }
      }
    }
  }
  if (readings.size !== 1) return { kind: 'unreadable' };
  const [only] = readings.values();
  return { kind: 'read', ...only! };
}

/** The zone's lines as several passes of OCR read them, voted character by character, then read. */
export function readVotedZone(passes: readonly (readonly string[])[], today: Date): ZoneTextVerdict {
  const cleaned = passes.map((text) => text.map(cleanZoneLine).filter(zoneLike));
  const readings = new Map<string, { fields: ZoneFields; changes: number }>();
  for (const format of ['TD1', 'TD2', 'TD3'] as const) {
    const lineCount = ZONE_LAYOUT[format].length;
    const voted = voteLines(
      format,
      cleaned.filter((lines) => lines.length === lineCount),
    );
    if (voted === undefined) continue;
    const corrected = correctByAlphabet(format, voted);
    const fields = parseZone(format, corrected.lines, today);
    if (fields !== undefined) readings.set(corrected.lines.join('\n'), { fields, changes: corrected.changes });
  }
  if (readings.size !== 1) return { kind: 'unreadable' };
  const [only] = readings.values();
  return { kind: 'read', ...only! };
}

/** Characters OCR takes for one another (0/O/Q/D, 1/I, 4/A, 8/B, 5/S, 2/Z, 6/G, 7/T). */
const LOOKALIKES = /[0OQD1I4A8B5S2Z6G7T]/;

/**
 * Whether a reading's open positions (those that may hold letters or digits: the document number,
 * the optional data) hold a character OCR confuses with another. Two such slips can cancel in the
 * check digits, composite too (Z0PN4Z97K read as ZOPNAZ97K computes the same), so such a reading
 * needs a second pass that reads those positions alike.
 */
export function needsSecondReading(fields: ZoneFields): boolean {
  const layout = ZONE_LAYOUT[fields.format];
  return fields.lines.some((line, row) => [...line].some((c, i) => layout[row]![i] === 'x' && LOOKALIKES.test(c)));
}

/** Whether another pass's text reads the reading's open positions exactly alike. */
export function confirmsOpenPositions(fields: ZoneFields, other: readonly string[]): boolean {
  const layout = ZONE_LAYOUT[fields.format];
  const lines = other.map(cleanZoneLine).filter(zoneLike);
  if (lines.length !== layout.length) return false;
  const fitted = lines.map((line, row) => fitLength(line, layout[row]!.length));
  if (fitted.some((fits) => fits.length !== 1)) return false;
  const corrected = correctByAlphabet(
    fields.format,
    fitted.map((fits) => fits[0]!),
  ).lines;
  return fields.lines.every((line, row) => [...line].every((c, i) => layout[row]![i] !== 'x' || corrected[row]![i] === c));
}
