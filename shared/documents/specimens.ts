/**
 * Specimen documents: what issuers print to show what a document looks like, never issued to a
 * person. They are read like any other (agents train on them), and the agent is told.
 */

/**
 * State codes no real document carries: ICAO's Utopia (UTO), on every specimen of Doc 9303, and
 * the German federal printer's own code (BDR) on its specimen passports. No check digit covers a
 * state code.
 */
const SPECIMEN_STATES = new Set(['UTO', 'BDR']);

/** A zone's three-letter code (fillers kept, as printed) that only a specimen carries. */
export function isSpecimenState(code: string): boolean {
  return SPECIMEN_STATES.has(code);
}

/** Whether a read zone is a specimen's: by its state or nationality code, or a name that is the word SPECIMEN. */
export function isSpecimen(reading: { issuingState: string; nationality: string; surname: string; givenNames: string }): boolean {
  const words = `${reading.surname} ${reading.givenNames}`.split(/[^A-Z]+/);
  return isSpecimenState(reading.issuingState) || isSpecimenState(reading.nationality) || words.includes('SPECIMEN');
}
