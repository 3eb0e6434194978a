import { MAX_REQUEST_DEPTH } from '../../shared/request-limits';
import type { JsonLimits } from '../json/bounded-json';

/** The largest answer read from the service; more is an error (a runaway or hostile server). */
export const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

/**
 * An answer's lists and texts are bounded by its size alone (a restricted-MCC list may be long);
 * its depth and its members are not, so that no answer can hold main for long.
 */
export const RESPONSE_LIMITS: JsonLimits = {
  maxChars: MAX_RESPONSE_BYTES,
  maxDepth: MAX_REQUEST_DEPTH,
  maxArrayItems: MAX_RESPONSE_BYTES,
  maxMembers: 100_000,
  maxStringChars: MAX_RESPONSE_BYTES,
};
