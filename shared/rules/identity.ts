import { hasApplicant } from '../entity-types';
import type { RuleContext } from './context';
import { type KennitalaKind, type KennitalaRefusal, checkKennitala, isCalendarDate, isRegistryTestPerson } from './national-id/kennitala';
import { type Notice, notice } from './notice';
import { type PathSegment, type Problem, formatPath, problem } from './problem';
import { asArray, asString, at } from './read';

const KENNITALA_REASONS: Record<Exclude<KennitalaRefusal, 'kind'>, string> = {
  format: 'must be an Icelandic kennitala written DDMMYY-NNNN',
  century: 'is not a valid kennitala: its last digit must be 9, 0 or 8',
  date: 'is not a valid kennitala: its first six digits are not a date',
  day: 'is not a valid kennitala: it starts with no day of a person (01-31) or a company (41-71)',
  system:
    'is not a valid kennitala: Registers Iceland has not issued numbers starting with 8 or 9 (its announced form of system numbers, kerfiskennitölur)',
  future: 'is not a valid kennitala: its date is after today',
};

type KennitalaField = { base: PathSegment[]; field: string; kind: KennitalaKind };

/** Every kennitala field of the application, with the kind of number it must hold: the owner's, then the persons'. */
export function kennitalaFields(application: unknown, context: Pick<RuleContext, 'type'>): KennitalaField[] {
  return [ownerKennitalaField(context), ...personKennitalaFields(application, context)];
}

/** The applicant's kennitala, or the company's. */
function ownerKennitalaField(context: Pick<RuleContext, 'type'>): KennitalaField {
  if (hasApplicant(context.type)) return { base: ['applicant'], field: 'ssn', kind: 'person' };
  return { base: ['company'], field: 'number', kind: 'company' };
}

/** Each person's kennitala, for a type with persons (an applicant's type has none checked). */
function personKennitalaFields(application: unknown, context: Pick<RuleContext, 'type'>): KennitalaField[] {
  if (hasApplicant(context.type)) return [];
  const persons = asArray(at(application, 'persons')) ?? [];
  // Array.from, not map: a draft's list may be sparse, and map keeps the holes.
  return Array.from({ length: persons.length }, (_, index) => ({ base: ['persons', index], field: 'ssn', kind: 'person' }));
}

/**
 * Kennitala check where the party's address is in Iceland; person IDs must agree with the date
 * of birth. Two rules, the owner's (applicant or company) and the persons', so that an edit of
 * one section checks only its own numbers again; together they are one rule's list, in its order.
 */
export function ownerIdentityRule(application: unknown, context: RuleContext): Problem[] {
  const { base, field, kind } = ownerKennitalaField(context);
  return checkParty(application, base, field, kind, context.today);
}

export function personIdentityRule(application: unknown, context: RuleContext): Problem[] {
  return personKennitalaFields(application, context).flatMap(({ base, field, kind }) =>
    checkParty(application, base, field, kind, context.today),
  );
}

/**
 * A kennitala that passes but whose ninth digit does not compute: issued so since 18 February
 * 2026, or mistyped. Nothing can tell the two apart, so the agent compares it with the document.
 * One of the registry's test persons is said too: only the training service takes it.
 */
export function identityNotices(application: unknown, context: RuleContext): Notice[] {
  return kennitalaFields(application, context).flatMap(({ base, field, kind }) => {
    const value = icelandicKennitala(application, base, field);
    if (value === undefined || !/^\d{6}-\d{4}$/.test(value)) return [];
    const verdict = checkKennitala(value, kind, context.today);
    if (!verdict.ok) return [];
    const path = [...base, field];
    if (isRegistryTestPerson(value))
      return [
        notice(
          path,
          'kennitala_test_person',
          `${formatPath(path)} ${value} is one of Registers Iceland's test persons: only the training service takes it`,
          { kennitala: value },
        ),
      ];
    if (verdict.checkDigitComputes) return [];
    return [
      notice(
        path,
        'kennitala_unverifiable',
        `${formatPath(path)} ${value} cannot be verified by its check digit; compare it with the ID document`,
        { kennitala: value },
      ),
    ];
  });
}

/**
 * The fields holding one of Registers Iceland's test persons where the party is in Iceland: such
 * an application may go to the training service only (docs/decisions.md, KI5).
 */
export function registryTestPersonPaths(application: unknown, context: Pick<RuleContext, 'type'>): PathSegment[][] {
  return kennitalaFields(application, context).flatMap(({ base, field }) => {
    const value = icelandicKennitala(application, base, field);
    return value !== undefined && isRegistryTestPerson(value) ? [[...base, field]] : [];
  });
}

function icelandicKennitala(application: unknown, base: PathSegment[], field: string): string | undefined {
  if (asString(at(application, ...base, 'address', 'countryCode')) !== 'IS') return undefined;
  const value = asString(at(application, ...base, field));
  return value === '' ? undefined : value;
}

function checkParty(application: unknown, base: PathSegment[], field: string, kind: KennitalaKind, today: string): Problem[] {
  const value = icelandicKennitala(application, base, field);
  if (value === undefined) return [];
  const path = [...base, field];
  if (!/^\d{6}-\d{4}$/.test(value)) return [problem(path, 'invalid_format', `${formatPath(path)} ${KENNITALA_REASONS.format}`)];
  const verdict = checkKennitala(value, kind, today);
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
