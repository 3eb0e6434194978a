import { DatabaseError } from './errors';

/**
 * Times are stored as `Date#toISOString()` text so that SQL compares them as strings correctly
 * (`next_attempt_at <= ?`). Times from callers are normalised to that form, and nonsense refused.
 */
export function toIsoTime(value: string, field: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new DatabaseError('invalid_input', `${field} is not a time: ${JSON.stringify(value)}`);
  return date.toISOString();
}
