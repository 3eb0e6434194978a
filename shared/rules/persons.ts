import { hasApplicant, hasOwnershipFields } from '../entity-types';
import type { RuleContext } from './context';
import { type Notice, notice } from './notice';
import { type Problem, problem } from './problem';
import { asArray, asNumber, asString, at } from './read';
import { normaliseIdentifier } from './national-id/identifier';

/** Tolerance for decimal shares such as 33.33 + 33.33 + 33.34. */
const EPSILON = 1e-9;

/** Shares sum to at most 100 %; a company has at least one primary contact; no person is listed twice. */
export function personsRule(application: unknown, context: RuleContext): Problem[] {
  if (hasApplicant(context.type)) return [];
  const persons = asArray(at(application, 'persons'));
  if (persons === undefined || persons.length === 0) return [];
  const out: Problem[] = [];
  if (hasOwnershipFields(context.type)) {
    const total = persons.reduce<number>((sum, person) => sum + (asNumber(at(person, 'share')) ?? 0), 0);
    if (total > 100 + EPSILON) {
      out.push(problem(['persons'], 'shares_over_100', `persons' shares add up to ${round(total)} %, more than 100 %`));
    }
  }
  const hasPrimaryContact = persons.some((person) => (asArray(at(person, 'roles')) ?? []).includes('PrimaryContact'));
  if (!hasPrimaryContact) {
    out.push(problem(['persons'], 'primary_contact_missing', 'persons needs one person with the role PrimaryContact'));
  }
  out.push(...repeatedPersons(persons));
  return out;
}

/**
 * Shares that add up to less than 100 % (0 % or 90 %) may be right (an owner not listed, an
 * association's chair with no share), so they inform rather than block; over 100 % is a problem.
 * An organisation of the other type whose every person owns 0 % has no owners (an association,
 * a foundation: decision F22), which is said by the shares and needs no word.
 */
export function sharesNotices(application: unknown, context: RuleContext): Notice[] {
  if (!hasOwnershipFields(context.type)) return [];
  const shares = (asArray(at(application, 'persons')) ?? []).map((person) => asNumber(at(person, 'share')));
  const given = shares.filter((share): share is number => share !== undefined);
  if (given.length === 0) return [];
  if (context.type === 'other' && given.length === shares.length && given.every((share) => share === 0)) return [];
  // Summed in hundredths so 33.33 + 33.33 + 33.34 is exactly 100.
  const total = given.reduce((sum, share) => sum + Math.round(share * 100), 0) / 100;
  if (total >= 100 - EPSILON) return [];
  return [notice(['persons'], 'shares_under_100', `persons' shares add up to ${total} %, less than 100 %`, { total: String(total) })];
}

/**
 * The same kennitala on a second person is the same person twice (roles are a list: one person
 * may be director and owner at once), so each repeat is a problem on its own `ssn`.
 */
function repeatedPersons(persons: readonly unknown[]): Problem[] {
  const first = new Map<string, number>();
  const out: Problem[] = [];
  persons.forEach((person, index) => {
    const ssn = asString(at(person, 'ssn'));
    const key = ssn === undefined ? '' : normaliseIdentifier(ssn);
    if (key === '') return;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else
      out.push(
        problem(
          ['persons', index, 'ssn'],
          'person_repeated',
          `persons[${index}].ssn: the same kennitala as persons[${earlier}]: one person with both roles`,
        ),
      );
  });
  return out;
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}
