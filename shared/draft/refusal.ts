import { canonicalJson } from '../canonical-json';
import type { PathSegment } from '../rules/problem';
import { at } from '../rules/read';

/**
 * One reason the service gave when it refused an application, exactly as it wrote it
 * (`servicePath`, `code`, `message`), with the path read into segments where it named one, and
 * the value the application held there when it was refused: a reason is "changed since the
 * refusal" exactly when the value at its path is no longer that one.
 */
export interface RefusalReason {
  path: PathSegment[] | null;
  servicePath: string | null;
  code: string | null;
  message: string;
  valueAtRefusal: unknown;
}

/** Has the field a reason names changed since the refusal? A reason naming no field never has. */
export function reasonChanged(reason: RefusalReason, application: unknown): boolean {
  if (reason.path === null) return false;
  // Nothing there and a stored null are the same value: both are written `null`.
  return canonicalJson(at(application, ...reason.path)) !== canonicalJson(reason.valueAtRefusal);
}
