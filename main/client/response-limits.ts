import { MAX_REQUEST_DEPTH } from '$shared/request-limits';
import { MAX_RESTRICTED_AMEX_MCCS, MAX_SETTINGS_TEXT_CHARS } from '$shared/wire/settings';
import type { JsonLimits } from '$main/json/bounded-json';

/** The largest answer read from the service; more is an error (a runaway or hostile server). */
export const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

/**
 * A submission's answer or refusal: bounded by its size, and in members, so that no answer can
 * hold main for long; its lists and texts by its size alone (a refusal may list every field).
 */
export const RESPONSE_LIMITS: JsonLimits = {
  maxChars: MAX_RESPONSE_BYTES,
  maxDepth: MAX_REQUEST_DEPTH,
  maxArrayItems: MAX_RESPONSE_BYTES,
  maxMembers: 100_000,
  maxStringChars: MAX_RESPONSE_BYTES,
};

/**
 * The settings answer, sized from what settings hold (§2.11, decision B32): 10,000 restricted
 * Amex combinations of four members each, 200 processing fees with up to 100 markets and types
 * each, 100 fee names: about 85,000 members and, written out, well under a megabyte.
 */
export const MAX_SETTINGS_BYTES = 1024 * 1024;
export const SETTINGS_LIMITS: JsonLimits = {
  maxChars: MAX_SETTINGS_BYTES,
  maxDepth: MAX_REQUEST_DEPTH,
  maxArrayItems: MAX_RESTRICTED_AMEX_MCCS,
  maxMembers: 100_000,
  maxStringChars: MAX_SETTINGS_TEXT_CHARS,
};
