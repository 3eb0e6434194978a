import { fitLength } from './zone-correction';
import { ZONE_LAYOUT, type ZoneFormat } from './zone-layout';

/**
 * The zone's lines as most readings of it say, character by character: each position takes the
 * character a strict majority of the readings agree on (at least two). A position with no such
 * majority leaves the zone unvoted (undefined): a tie is never settled by a check digit.
 * Readings of a line that fit its length in more than one way take no part.
 */
export function voteLines(format: ZoneFormat, readings: readonly (readonly string[])[]): string[] | undefined {
  const layout = ZONE_LAYOUT[format];
  const voted: string[] = [];
  for (let row = 0; row < layout.length; row += 1) {
    const length = layout[row]!.length;
    const lines = readings
      .map((reading) => reading[row])
      .map((line) => (line === undefined ? [] : fitLength(line, length)))
      .filter((fits) => fits.length === 1)
      .map((fits) => fits[0]!);
    if (lines.length < 2) return undefined;
    let line = '';
    for (let i = 0; i < length; i += 1) {
      const counts = new Map<string, number>();
      for (const candidate of lines) counts.set(candidate[i]!, (counts.get(candidate[i]!) ?? 0) + 1);
      const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
      const [top, second] = ranked;
      if (top === undefined || top[1] < 2 || (second !== undefined && second[1] === top[1])) return undefined;
      line += top[0];
    }
    voted.push(line);
  }
  return voted;
}
