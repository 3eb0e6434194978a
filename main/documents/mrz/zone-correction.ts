import { ZONE_LAYOUT, type ZoneFormat } from './zone-layout';

/**
 * A digit misread as a letter, or a letter as a digit, where OCR-B's shapes are alike. Used only
 * where the position allows one alphabet, so the change is forced by the layout, not chosen.
 */
const AS_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', U: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8', T: '7' };
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B', '4': 'A', '7': 'T' };

/** A line read, made the length the format wants: fillers added to or taken from its runs of fillers. */
export interface FittedLines {
  lines: string[];
  /** How many characters were added, taken or changed to fit: 0 for a reading as read. */
  changes: number;
}

/** Each character changed to its position's alphabet where it is the other's. */
export function correctByAlphabet(format: ZoneFormat, lines: readonly string[]): FittedLines {
  let changes = 0;
  const corrected = lines.map((line, row) => {
    const layout = ZONE_LAYOUT[format][row]!;
    return [...line]
      .map((c, i) => {
        const kind = layout[i];
        const fixed =
          kind === '9' || (kind === 'c' && c !== '<') ? (AS_DIGIT[c] ?? c) : kind === 'A' || kind === 's' ? (AS_LETTER[c] ?? c) : c;
        if (fixed !== c) changes += 1;
        return fixed;
      })
      .join('');
  });
  return { lines: corrected, changes };
}

/**
 * The ways a line one or two characters off its length can be fitted: a filler added to (or taken
 * from) one of its runs of fillers, or at its end. OCR drops or doubles a `<` in a long run; a
 * character of data is never invented or dropped here.
 */
export function fitLength(line: string, length: number): string[] {
  if (line.length === length) return [line];
  const off = length - line.length;
  if (Math.abs(off) > 2) return [];
  const runs: number[] = [];
  for (let i = 0; i < line.length; i += 1) if (line[i] === '<' && (i === 0 || line[i - 1] !== '<')) runs.push(i);
  const fitted = new Set<string>();
  if (off > 0) {
    for (const start of runs) fitted.add(line.slice(0, start) + '<'.repeat(off) + line.slice(start));
    fitted.add(line + '<'.repeat(off));
  } else {
    for (const start of runs) {
      if (line.slice(start, start - off) === '<'.repeat(-off)) fitted.add(line.slice(0, start) + line.slice(start - off));
    }
  }
  return [...fitted].filter((candidate) => candidate.length === length);
}
