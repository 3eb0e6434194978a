import { hasApplicant } from '../entity-types';
import type { RuleContext } from './context';
import { checkKennitala, isCalendarDate, type KennitalaKind } from './kennitala';
import { type PathSegment, type Problem, formatPath, problem } from './problem';
import { asArray, asString, at } from './read';

const KENNITALA_REASONS = {
  format: 'must be an Icelandic kennitala written DDMMYY-NNNN',
  check_digit: 'is not a valid kennitala: its check digit does not match',
  century: 'is not a valid kennitala: its last digit must be 9, 0 or 8',
  date: 'is not a valid kennitala: its first six digits are not a date',
  kind: '',
} as const;

/** Kennitala check where the party's address is in Iceland; person IDs must agree with the date of birth. */
export function identityRule(application: unknown, context: RuleContext): Problem[] {
  const out: Problem[] = [];
  if (hasApplicant(context.type)) {
    out.push(...checkParty(application, ['applicant'], 'ssn', 'person'));
  } else {
    out.push(...checkParty(application, ['company'], 'number', 'company'));
    const persons = asArray(at(application, 'persons')) ?? [];
    persons.forEach((_, index) => out.push(...checkParty(application, ['persons', index], 'ssn', 'person')));
  }
  return out;
}

function checkParty(application: unknown, base: PathSegment[], field: string, kind: KennitalaKind): Problem[] {
  if (asString(at(application, ...base, 'address', 'countryCode')) !== 'IS') return [];
  const value = asString(at(application, ...base, field));
  if (value === undefined || value === '') return [];
  const path = [...base, field];
  if (!/^\d{6}-\d{4}$/.test(value)) return [problem(path, 'invalid_format', `${formatPath(path)} ${KENNITALA_REASONS.format}`)];
  const verdict = checkKennitala(value, kind);
  if (!verdict.ok) {
    const message =
      verdict.reason === 'kind'
        ? kind === 'company'
          ? "is a person's kennitala; a company's starts with a day from 41 to 71"
          : "is a company's kennitala; a person's starts with a day from 01 to 31"
        : KENNITALA_REASONS[verdict.reason];
    return [problem(path, 'kennitala_invalid', `${formatPath(path)} ${message}`)];
  }
  const dateOfBirth = asString(at(application, ...base, 'dateOfBirth'));
  if (kind === 'person' && dateOfBirth !== undefined && isCalendarDate(dateOfBirth) && dateOfBirth !== verdict.birthDate) {
    const datePath = [...base, 'dateOfBirth'];
    return [
      problem(
        datePath,
        'kennitala_birth_date_mismatch',
        `${formatPath(datePath)} is ${dateOfBirth} but the kennitala says ${verdict.birthDate}`,
      ),
    ];
  }
  return [];
}
