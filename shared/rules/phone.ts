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

/** Every phone of an application: the applicant's or the company's, and each person's. */
function phonePaths(application: unknown): PathSegment[][] {
  const paths: PathSegment[][] = [
    ['applicant', 'phone'],
    ['company', 'phone'],
  ];
  (asArray(at(application, 'persons')) ?? []).forEach((_, index) => paths.push(['persons', index, 'phone']));
  return paths.filter((path) => asString(at(application, ...path)) !== undefined);
}

/**
 * A phone in the wire shape must be one its country's numbering plan allows: a wrong country code,
 * digit count or first digits can only be a typo, so it blocks. The shape itself is the schema's.
 */
export function phoneRule(application: unknown): Problem[] {
  const out: Problem[] = [];
  for (const path of phonePaths(application)) {
    const verdict = checkPhone(asString(at(application, ...path))!);
    if (verdict !== undefined && !verdict.ok) out.push(problem(path, 'phone_invalid', `${formatPath(path)} ${REFUSALS[verdict.reason]}`));
  }
  return out;
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
