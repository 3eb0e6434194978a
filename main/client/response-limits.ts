import { MAX_REQUEST_DEPTH } from '../../shared/request-limits';
import type { JsonLimits } from '../json/bounded-json';

/** The largest answer read from the service; more is an error (a runaway or hostile server). */
export const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

/** An answer's lists are bounded by its size alone (a restricted-MCC list may be long); its depth is not. */
export const RESPONSE_LIMITS: JsonLimits = { maxChars: MAX_RESPONSE_BYTES, maxDepth: MAX_REQUEST_DEPTH, maxArrayItems: MAX_RESPONSE_BYTES };
