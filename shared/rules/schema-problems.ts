import type { z } from 'zod';
import { at } from './read';
import { type PathSegment, type Problem, type ProblemCode, formatPath } from './problem';

/** Turns zod's issues into problems: one per unknown key, `required` where a value is absent. */
export function schemaProblems(issues: readonly z.core.$ZodIssue[], input: unknown): Problem[] {
  const out: Problem[] = [];
  for (const issue of issues) {
    const path = issue.path.map((segment): PathSegment => (typeof segment === 'number' ? segment : String(segment)));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const keyPath = [...path, key];
        out.push({ path: keyPath, code: 'unknown_property', message: `${formatPath(keyPath)} is not a property the service knows` });
      }
      continue;
    }
    const code = codeOf(issue, path, input);
    const message = code === 'required' ? 'is required' : issue.message;
    out.push({ path, code, message: `${formatPath(path)} ${message}` });
  }
  return out;
}

function codeOf(issue: z.core.$ZodIssue, path: PathSegment[], input: unknown): ProblemCode {
  switch (issue.code) {
    case 'invalid_type':
      return at(input, ...path) === undefined ? 'required' : 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'too_short';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
      return 'invalid_format';
    case 'invalid_union':
      return 'invalid_type';
    default:
      return 'invalid_value';
  }
}
