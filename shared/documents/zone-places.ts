/**
 * Where a machine-readable zone keeps the fields no reader of names or dates parses for us, by
 * format (ICAO 9303 parts 4–6): the line, the first position and the one after the last.
 */
export type ZonePlace = readonly [line: number, start: number, end: number];

interface Places {
  issuingState: ZonePlace;
  nationality: ZonePlace;
  birthDate: ZonePlace;
  optional: readonly ZonePlace[];
}

export const ZONE_PLACES: Record<'TD1' | 'TD2' | 'TD3', Places> = {
  TD1: {
    issuingState: [0, 2, 5],
    nationality: [1, 15, 18],
    birthDate: [1, 0, 6],
    optional: [
      [0, 15, 30],
      [1, 18, 29],
    ],
  },
  TD2: { issuingState: [0, 2, 5], nationality: [1, 10, 13], birthDate: [1, 13, 19], optional: [[1, 28, 35]] },
  // The personal number field: a passport's optional data.
  TD3: { issuingState: [0, 2, 5], nationality: [1, 10, 13], birthDate: [1, 13, 19], optional: [[1, 28, 42]] },
};

/** The characters of a zone at a place, fillers kept; empty when the line is shorter. */
export function zoneText(lines: readonly string[], [line, start, end]: ZonePlace): string {
  return (lines[line] ?? '').slice(start, end);
}
