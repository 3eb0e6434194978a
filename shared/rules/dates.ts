import type { RuleContext } from './context';
import { isCalendarDate } from './national-id/kennitala';
import { type PathSegment, type Problem, formatPath, problem } from './problem';
import { asArray, asString, at } from './read';

const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Dates of birth must exist in the calendar and lie between 1900 and today. */
export function datesRule(application: unknown, context: RuleContext): Problem[] {
  const paths: PathSegment[][] = [['applicant', 'dateOfBirth']];
  (asArray(at(application, 'persons')) ?? []).forEach((_, index) => paths.push(['persons', index, 'dateOfBirth']));
  const out: Problem[] = [];
  for (const path of paths) {
    const value = asString(at(application, ...path));
    if (value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) continue; // shape is the schema's job
    if (!isCalendarDate(value)) out.push(problem(path, 'invalid_date', `${formatPath(path)} ${value} is not a date in the calendar`));
    else if (value > context.today) out.push(problem(path, 'date_in_future', `${formatPath(path)} is in the future`));
    else if (value < EARLIEST_BIRTH_DATE) out.push(problem(path, 'invalid_date', `${formatPath(path)} is before 1900`));
  }
  return out;
}
