import { checkKennitala, formatKennitala } from '../rules/national-id/kennitala';
import { notice } from '../rules/notice';
import type { PathSegment } from '../rules/problem';
import { asRecord, asString } from '../rules/read';
import type { MrzRead, MrzReading } from './document-reading';
import { type DocumentFindings, type DocumentOffer, IDENTIFICATION_PATH, isEmptyField } from './document-findings';
import { isSpecimen } from './specimens';
import { nameAgrees, nameInTitleCase, spellingFromZone, zoneForm } from './zone-names';
import { ZONE_PLACES, zoneText } from './zone-places';

const APPLICANT = 'applicant';
const at = (field: string): PathSegment[] => [APPLICANT, field];

/**
 * What the applicant's identity document says about the form, `today` being `YYYY-MM-DD`. A zone
 * that did not read (check digits, no zone) fills nothing and says so. From a valid one: empty
 * fields get the document's values (the names only when the page confirmed them and their spelling
 * is certain, otherwise they are offered in the page's spelling, or not at all), typed fields are
 * compared and never overwritten, the date of birth is also compared with the kennitala's, and an
 * expiry before today and a specimen are said.
 */
export function identityFindings(reading: MrzReading, applicantValue: unknown, today: string): DocumentFindings {
  if (reading.outcome === 'unreadable')
    return onlyNotice('document_zone_unreadable', "could not read the document's machine-readable zone");
  if (reading.outcome === 'no_zone') return onlyNotice('document_no_zone', 'no machine-readable zone was found on the document');
  const applicant = asRecord(applicantValue) ?? {};
  const findings: DocumentFindings = { fills: [], offers: [], notices: [] };
  nameFindings(reading, applicant, findings);
  birthDateFindings(reading, applicant, findings);
  personalNumberFindings(reading, applicant, findings);
  if (reading.expiryDate !== null && reading.expiryDate < today) {
    const date = reading.expiryDate;
    findings.notices.push(notice(IDENTIFICATION_PATH, 'document_expired', `the document expired on ${date}`, { date }));
  }
  if (isSpecimen(reading))
    findings.notices.push(notice(IDENTIFICATION_PATH, 'document_specimen', 'the document is a specimen, not issued to a person'));
  return findings;
}

function onlyNotice(code: 'document_zone_unreadable' | 'document_no_zone', message: string): DocumentFindings {
  return { fills: [], offers: [], notices: [notice(IDENTIFICATION_PATH, code, message)] };
}

/** A name as the zone holds it and, where the page confirmed it, as the page prints it. */
interface DocumentName {
  zone: string;
  printed: string | undefined;
}

/** Whether the zone's names were read clearly; a reading stored before this was recorded only where the page confirmed them. */
function namesClear(reading: MrzRead): boolean {
  return reading.namesClear ?? reading.nameConfirmedByPage;
}

/**
 * The surname, and the given names as first name and middle name(s). Typed names are compared
 * with the zone on folded text; the name a notice shows and an offer holds is the page's spelling
 * where the reading has it. A name field the document neither fills nor offers gets the zone's
 * name as a notice, to type as the page prints it; names not read clearly are neither used nor compared.
 */
function nameFindings(reading: MrzRead, applicant: Record<string, unknown>, findings: DocumentFindings): void {
  if (!namesClear(reading)) {
    findings.notices.push(
      notice(at('lastName'), 'document_name_unread', "the document's name could not be read clearly: it was not compared"),
    );
    return;
  }
  const truncated = nameLineIsFull(reading);
  const printed = reading.nameConfirmedByPage ? reading.printedName : undefined;
  const surname = { zone: reading.surname, printed: printed?.surname };
  const fullName = [surname, { zone: reading.givenNames, printed: printed?.givenNames }]
    .map((name) => name.printed?.toUpperCase() ?? zoneForm(name.zone))
    .join(' ')
    .trim();
  const differs = (field: string) =>
    findings.notices.push(notice(at(field), 'document_name_differs', `the document's name is ${fullName}`, { name: fullName }));
  // The first empty name field the document cannot spell, where the agent is told the zone's name.
  let unspelled: string | undefined;
  const give = (field: string, name: DocumentName, cut: boolean) => {
    if (!offerOrFill(reading, at(field), name, cut, findings)) unspelled ??= field;
  };

  // ICAO cuts the given names first: a surname followed by given names is whole.
  const surnameCut = truncated && zoneForm(reading.givenNames) === '';
  const lastName = text(applicant.lastName);
  if (lastName === undefined) give('lastName', surname, surnameCut);
  else if (!nameAgrees(lastName, reading.surname, surnameCut)) differs('lastName');

  const [first, ...rest] = givenNameParts(reading.givenNames, printed?.givenNames);
  const firstName = text(applicant.firstName);
  const middleName = text(applicant.middleName);
  if (firstName !== undefined) {
    if (!nameAgrees(middleName === undefined ? firstName : `${firstName} ${middleName}`, reading.givenNames, truncated))
      differs('firstName');
  } else if (first !== undefined) {
    // The last given name is the one a full line may have cut short.
    give('firstName', first, truncated && rest.length === 0);
    if (middleName === undefined && rest.length > 0) {
      const middle = { zone: rest.map((part) => part.zone).join(' '), printed: joinedPrinted(rest) };
      give('middleName', middle, truncated);
    }
  }
  if (unspelled === undefined) return;
  const zoneName = [reading.surname, reading.givenNames].map(zoneForm).join(' ').trim();
  findings.notices.push(
    notice(at(unspelled), 'document_name_in_zone', `the document's zone gives the name ${zoneName}`, { name: zoneName }),
  );
}

/**
 * The given names one by one: the page's words where it printed them, each with the zone's words
 * it folds to (a hyphenated one is two of them), else the zone's words.
 */
function givenNameParts(zoneName: string, printed: string | undefined): DocumentName[] {
  const zoneWords = zoneForm(zoneName).split(' ').filter(Boolean);
  const printedWords = printed?.split(' ').filter(Boolean) ?? [];
  const parts: DocumentName[] = [];
  let next = 0;
  for (const word of printedWords) {
    const count = word.split('-').length;
    parts.push({ zone: zoneWords.slice(next, next + count).join(' '), printed: word });
    next += count;
  }
  // A printed name that does not cover the zone's words exactly is not used.
  if (printedWords.length > 0 && next === zoneWords.length) return parts;
  return zoneWords.map((word) => ({ zone: word, printed: undefined }));
}

function joinedPrinted(parts: readonly DocumentName[]): string | undefined {
  return parts.every((part) => part.printed !== undefined) ? parts.map((part) => part.printed).join(' ') : undefined;
}

/**
 * Fills a name whose spelling is certain once the page confirmed it, unless the page spells it
 * otherwise (a letter the rules took for plain); offers it otherwise in the page's own letters,
 * never in the zone's A–Z. False when it did neither: the page gave no spelling to offer.
 */
function offerOrFill(reading: MrzRead, path: PathSegment[], name: DocumentName, truncated: boolean, findings: DocumentFindings): boolean {
  const spelled = truncated ? undefined : spellingFromZone(name.zone, reading.issuingState);
  const printed = name.printed === undefined ? undefined : nameInTitleCase(name.printed);
  if (reading.nameConfirmedByPage && spelled !== undefined && (printed === undefined || printed === spelled)) {
    findings.fills.push({ path, value: spelled });
    return true;
  }
  if (!reading.nameConfirmedByPage || printed === undefined) return false;
  const why: DocumentOffer['why'] = 'spelling_uncertain';
  findings.offers.push({ path, value: printed, why });
  return true;
}

function birthDateFindings(reading: MrzRead, applicant: Record<string, unknown>, findings: DocumentFindings): void {
  const date = reading.birthDate;
  if (date === null) return;
  const typed = text(applicant.dateOfBirth);
  if (typed === undefined) findings.fills.push({ path: at('dateOfBirth'), value: date });
  else if (typed !== date)
    findings.notices.push(notice(at('dateOfBirth'), 'document_birth_date_differs', `the document says ${date}`, { date }));
}

/**
 * An Icelandic document carries the holder's kennitala in its optional data: it fills an empty
 * kennitala and is compared with a typed one. Whatever the kennitala, typed or filled, the date it
 * encodes is compared with the document's date of birth.
 */
function personalNumberFindings(reading: MrzRead, applicant: Record<string, unknown>, findings: DocumentFindings): void {
  const fromDocument = documentKennitala(reading);
  const typed = text(applicant.ssn);
  let kennitala = typed;
  if (fromDocument !== undefined) {
    if (typed === undefined) {
      findings.fills.push({ path: at('ssn'), value: fromDocument });
      kennitala = fromDocument;
    } else if (typed.replace(/\D/g, '') !== fromDocument.replace(/\D/g, '')) {
      findings.notices.push(
        notice(at('ssn'), 'document_personal_number_differs', `the document's personal number ${fromDocument} is not this kennitala`, {
          number: fromDocument,
        }),
      );
    }
  }
  if (kennitala === undefined || reading.birthDate === null) return;
  const verdict = checkKennitala(formatKennitala(kennitala.replace(/\s/g, '')), 'person');
  if (!verdict.ok || verdict.birthDate === reading.birthDate) return;
  findings.notices.push(
    notice(
      at('ssn'),
      'document_birth_date_not_kennitala',
      `the document's date of birth ${reading.birthDate} is not the date this kennitala encodes (${verdict.birthDate})`,
      { date: reading.birthDate, kennitalaDate: verdict.birthDate },
    ),
  );
}

/**
 * Ten digits in one optional field of the zone, fillers after them, and at most one filler where
 * the kennitala's hyphen stands: Iceland writes 311266-9539 as `311266<9539`.
 */
const ZONE_KENNITALA = /^(\d{6})<?(\d{4})<*$/;

/**
 * The kennitala in an Icelandic document's optional data, as the form writes it, when the shared
 * rule takes it for a person's; undefined when there is none.
 */
export function documentKennitala(reading: MrzRead): string | undefined {
  if (reading.issuingState !== 'ISL') return undefined;
  for (const place of ZONE_PLACES[reading.format].optional) {
    const digits = ZONE_KENNITALA.exec(zoneText(reading.lines, place));
    if (digits === null) continue;
    const formatted = formatKennitala(`${digits[1]}${digits[2]}`);
    return checkKennitala(formatted, 'person').ok ? formatted : undefined;
  }
  return undefined;
}

/** A name line with no filler at its end may have been cut short (ICAO truncates long names). */
function nameLineIsFull(reading: MrzRead): boolean {
  const line = reading.format === 'TD1' ? reading.lines[2] : reading.lines[0];
  return line !== undefined && line.length > 0 && !line.endsWith('<');
}

/** What a field holds as text; undefined when it is empty. A value of another kind counts as typed, so it is never overwritten. */
function text(value: unknown): string | undefined {
  if (isEmptyField(value)) return undefined;
  return asString(value)?.trim() ?? JSON.stringify(value);
}
