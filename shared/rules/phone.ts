import { type PhoneRefusal, checkPhone, regionOfPhone } from '../phone/phone-number';
import type { PathSegment } from './problem';
import { type Problem, formatPath, problem } from './problem';
import { type Notice, notice } from './notice';
import { asArray, asString, at } from './read';

const REFUSALS: Record<PhoneRefusal, string> = {
  country_code: 'has a country code no country uses',
  too_short: 'has too few digits for its country',
  too_long: 'has too many digits for its country',
  length: 'has a number of digits its country does not use',
  not_in_plan: "starts with digits its country's numbering plan gives no number",
};

/** The phones outside the persons: the applicant's or the company's. */
const OWNER_PHONES: readonly PathSegment[][] = [
  ['applicant', 'phone'],
  ['company', 'phone'],
];

/** Each person's phone (a gap in the list is no person). */
function personPhonePaths(application: unknown): PathSegment[][] {
  const paths: PathSegment[][] = [];
  (asArray(at(application, 'persons')) ?? []).forEach((_, index) => paths.push(['persons', index, 'phone']));
  return paths;
}

/** Every phone of an application. */
function phonePaths(application: unknown): PathSegment[][] {
  return [...OWNER_PHONES, ...personPhonePaths(application)].filter((path) => asString(at(application, ...path)) !== undefined);
}

/**
 * A phone in the wire shape must be one its country's numbering plan allows: a wrong country code,
 * digit count or first digits can only be a typo, so it blocks. The shape itself is the schema's.
 */
function phoneProblems(application: unknown, paths: readonly PathSegment[][]): Problem[] {
  const out: Problem[] = [];
  for (const path of paths) {
    const wire = asString(at(application, ...path));
    const verdict = wire === undefined ? undefined : checkPhone(wire);
    if (verdict !== undefined && !verdict.ok) out.push(problem(path, 'phone_invalid', `${formatPath(path)} ${REFUSALS[verdict.reason]}`));
  }
  return out;
}

/**
 * The applicant's or the company's phone, apart from the persons', so that an edit of one section
 * checks only its own phones again (the phone plan is the costliest check of a keystroke).
 */
export function ownerPhoneRule(application: unknown): Problem[] {
  return phoneProblems(application, OWNER_PHONES);
}

export function personPhoneRule(application: unknown): Problem[] {
  return phoneProblems(application, personPhonePaths(application));
}

/**
 * A number of the plan's shape that no range listed as in use holds may be a newly opened range
 * the library's data does not know yet: it informs, and the agent checks it with the merchant.
 */
export function phoneNotices(application: unknown): Notice[] {
  const out: Notice[] = [];
  for (const path of phonePaths(application)) {
    const wire = asString(at(application, ...path))!;
    const verdict = checkPhone(wire);
    if (verdict?.ok === true && !verdict.assigned) {
      const country = verdict.region ?? regionOfPhone(wire) ?? '';
      out.push(notice(path, 'phone_unassigned', `${formatPath(path)} ${wire} is in no range ${country} lists as in use`, { country }));
    }
  }
  return out;
}
