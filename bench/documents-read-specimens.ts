import { identityFindings } from '$shared/documents/identity-checks';
import type { MrzReading } from '$shared/documents/document-reading';
import { nameInTitleCase } from '$shared/documents/zone-names';
import { type Specimen, SPECIMENS, specimenBytes } from '$test/helpers/identity-documents/specimens';
import { type BenchRow, verdict } from './stats';

/** What the app made of one specimen: read or refused, and every value it would put before the agent that the document does not show. */
export interface SpecimenJudgement {
  read: boolean;
  wrong: string[];
  /** The fills and offers, as `field=value`, for the table. */
  said: string[];
}

const ZONE_READING_GOAL = 0.9;
/** The goal counts zones of at least this many pixels per character: below it no reader is asked to read. */
const GOAL_PX_PER_CHARACTER = 8;

/**
 * Judges a reading of a specimen against what the specimen truly shows, through the checks the
 * app runs on an empty form (`identityFindings`): every value filled, offered or named in a notice
 * must be the document's. A reading of an image that holds no valid zone is wrong in itself.
 */
export function judgeSpecimen(specimen: Specimen, reading: MrzReading, today: string): SpecimenJudgement {
  const findings = identityFindings(reading, {}, today);
  const said = [...findings.fills, ...findings.offers].map((item) => `${String(item.path.at(-1))}=${item.value}`);
  if (reading.outcome !== 'read') return { read: false, wrong: [], said };
  if (specimen.zone === undefined) return { read: true, wrong: ['read a zone that is not valid'], said };
  const wrong: string[] = [];
  const expect = (what: string, got: unknown, truth: unknown) => {
    if (got !== truth) wrong.push(`${what} ${String(got)} (is ${String(truth)})`);
  };
  // A name read unclearly is emptied and goes nowhere; its letters in the lines are not put forward.
  const shown = (lines: readonly string[]) => (reading.namesClear === false ? withoutNames(reading.format, lines) : lines).join('/');
  expect('zone', shown(reading.lines), shown(specimen.zone));
  // A date the zone leaves between two centuries, and the page does not settle, is no value at all.
  if (reading.birthDate !== null) expect('birth date', reading.birthDate, specimen.birthDate);
  expect('expiry date', reading.expiryDate, specimen.expiryDate);
  const printed = specimen.printed;
  const names: Record<string, string | undefined> = {
    lastName: printed && nameInTitleCase(printed.surname.toUpperCase()),
    firstName: printed?.givenNames.split(' ').map((name) => nameInTitleCase(name.toUpperCase()))[0],
    middleName: printed && nameInTitleCase(printed.givenNames.toUpperCase()).split(' ').slice(1).join(' '),
  };
  for (const item of [...findings.fills, ...findings.offers]) {
    const field = String(item.path.at(-1));
    if (field === 'dateOfBirth') expect('date of birth filled', item.value, specimen.birthDate);
    else if (field === 'ssn') expect('kennitala', item.value, specimen.kennitala);
    else if (field in names) expect(`${field} offered`, item.value, names[field] ?? '(not printed)');
    else wrong.push(`${field} given ${item.value}`);
  }
  for (const notice of findings.notices) {
    if (notice.code === 'document_expired') expect('expired on', notice.params.date, specimen.expiryDate);
    if (notice.code === 'document_birth_date_not_kennitala') wrong.push('says the kennitala disagrees');
  }
  if (specimen.kennitala !== undefined && !findings.fills.some((fill) => fill.path.at(-1) === 'ssn')) wrong.push('kennitala not filled');
  const specimenSaid = findings.notices.some((notice) => notice.code === 'document_specimen');
  if (specimenSaid !== (specimen.specimen === true)) wrong.push(specimenSaid ? 'called a specimen' : 'specimen not said');
  return { read: true, wrong, said };
}

/** Where each format writes the names: the line and where the field begins. */
const NAME_FIELD = { TD1: [2, 0], TD2: [0, 5], TD3: [0, 5] } as const;

function withoutNames(format: keyof typeof NAME_FIELD, lines: readonly string[]): string[] {
  const [row, from] = NAME_FIELD[format];
  return lines.map((line, i) => (i === row ? line.slice(0, from) : line));
}

/**
 * The real specimens read through `read` (the kept child, as the app reads a stored document):
 * one row each, then the share read of those with a valid zone at 8 px a character or more, and
 * the wrong values over all of them.
 */
export async function documentsReadSpecimensBench(read: (bytes: Buffer) => Promise<MrzReading>): Promise<BenchRow[]> {
  const today = new Date().toISOString().slice(0, 10);
  const rows: BenchRow[] = [];
  let goalSet = 0;
  let goalRead = 0;
  let wrong = 0;
  for (const specimen of SPECIMENS) {
    const judged = judgeSpecimen(specimen, await read(await specimenBytes(specimen)), today);
    const inGoal = specimen.zone !== undefined && specimen.pxPerCharacter >= GOAL_PX_PER_CHARACTER;
    if (inGoal) goalSet += 1;
    if (inGoal && judged.read) goalRead += 1;
    wrong += judged.wrong.length;
    const outcome = judged.wrong.length > 0 ? `WRONG: ${judged.wrong.join('; ')}` : judged.read ? 'read' : 'refused';
    rows.push({
      bench: 'documents-read',
      name: `specimen ${specimen.file} (${specimen.label}; ${specimen.pxPerCharacter} px/char${specimen.noValidZone === undefined ? '' : `; no valid zone: ${specimen.noValidZone}`})`,
      figure: judged.said.length > 0 ? `${outcome}: ${judged.said.join(', ')}` : outcome,
      goal: inGoal ? 'read, nothing wrong' : 'nothing wrong',
      verdict: verdict(judged.wrong.length === 0 && (!inGoal || judged.read)),
    });
  }
  const share = goalRead / Math.max(1, goalSet);
  rows.push(
    {
      bench: 'documents-read',
      name: `real specimens read, valid zone at ≥ ${GOAL_PX_PER_CHARACTER} px/char (${goalRead} of ${goalSet})`,
      figure: `${(share * 100).toFixed(1)} %`,
      goal: `≥ ${ZONE_READING_GOAL * 100} %`,
      verdict: verdict(share >= ZONE_READING_GOAL),
    },
    {
      bench: 'documents-read',
      name: `real specimens: wrong fields and offers (all ${SPECIMENS.length})`,
      figure: String(wrong),
      goal: '0',
      verdict: verdict(wrong === 0),
    },
  );
  return rows;
}
