import { Metadata, type PhoneNumberType, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/core';
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.max.json';
import { createPlanCompiler, whole } from './compiled-plans';

/**
 * Phone numbers read, checked and shown by the numbering plans libphonenumber-js carries (Google's
 * libphonenumber metadata). The "max" metadata is the flavour that knows each range's type, so a
 * number can be called a mobile or a landline; it is the same data in main and in the renderer.
 * The wire shape is the spec's example, `+<country code>/<national digits>` (decision G4).
 */

/** What kind of line a number is, as the plan says; `landline_or_mobile` where the plan cannot tell (NANP). */
export type PhoneKind =
  | 'mobile'
  | 'landline'
  | 'landline_or_mobile'
  | 'toll_free'
  | 'premium_rate'
  | 'shared_cost'
  | 'voip'
  | 'personal'
  | 'pager'
  | 'uan'
  | 'voicemail';

/** Why a number cannot be one: no such country code, too few, too many or a wrong count of digits, or digits the plan never starts a number with. */
export type PhoneRefusal = 'country_code' | 'too_short' | 'too_long' | 'length' | 'not_in_plan';

export type PhoneCheck =
  | {
      ok: true;
      /** The plan's region for the number, e.g. `IS`; undefined for a number of no one country (+800). */
      region: string | undefined;
      /** Undefined where the plan knows no range holding the number (see `assigned`). */
      kind: PhoneKind | undefined;
      /** False where the number fits the plan's shape but no range the plan lists as in use holds it. */
      assigned: boolean;
    }
  | { ok: false; reason: PhoneRefusal };

const METADATA = metadata as MetadataJson;
const planNumber = createPlanCompiler(METADATA);

const KINDS: Record<PhoneNumberType, PhoneKind> = {
  MOBILE: 'mobile',
  FIXED_LINE: 'landline',
  FIXED_LINE_OR_MOBILE: 'landline_or_mobile',
  TOLL_FREE: 'toll_free',
  PREMIUM_RATE: 'premium_rate',
  SHARED_COST: 'shared_cost',
  VOIP: 'voip',
  PERSONAL_NUMBER: 'personal',
  PAGER: 'pager',
  UAN: 'uan',
  VOICEMAIL: 'voicemail',
};

const WIRE = /^\+(\d{1,3})\/(\d{1,17})$/;

/** The country a number is read in when the agent types none: the party's address country, else Iceland. */
export const DEFAULT_PHONE_COUNTRY = 'IS';

/**
 * What the agent typed, as the wire's `+<country code>/<digits>`, or undefined when it is not a
 * phone number at all (letters, an extension, no digits). A number the plan refuses is still
 * returned in the wire shape, so the rule can say what is wrong with it. Without a country code,
 * the number is read as one of `country`'s.
 */
export function readPhone(text: string, country: string = DEFAULT_PHONE_COUNTRY): string | undefined {
  // "(+354) 610 1234" and "+354 (0) 20 …" are how numbers are printed; the library reads neither parenthesis.
  const cleaned = text
    .replace(/\(0\)/g, '')
    .replace(/[()\u00a0\u2000-\u200b\u2010-\u2015\u2212]/g, ' ')
    .trim();
  if (!/^\+?[\d\s./-]+$/.test(cleaned)) return undefined;
  const region = isRegion(country) ? country : DEFAULT_PHONE_COUNTRY;
  const parsed = parsePhoneNumberFromString(cleaned, { defaultCountry: region as CountryCode, extract: false }, METADATA);
  if (parsed === undefined || parsed.ext !== undefined) return undefined;
  return `+${parsed.countryCallingCode}/${parsed.nationalNumber}`;
}

/**
 * How many verdicts `checkPhone` keeps, the oldest going first: an application's phones (an
 * applicant's or company's and a few persons') are checked again by the rules and the notices on
 * every save, and the plans do not change while the app runs. A verdict is a value of the text.
 */
const KEPT_VERDICTS = 32;

const verdicts = new Map<string, Readonly<PhoneCheck> | undefined>();

/** A wire phone against its country's numbering plan; anything not in the wire shape is the schema's problem, not this. */
export function checkPhone(wire: string): Readonly<PhoneCheck> | undefined {
  if (verdicts.has(wire)) return verdicts.get(wire);
  const verdict = planVerdict(wire);
  if (verdicts.size >= KEPT_VERDICTS) verdicts.delete(verdicts.keys().next().value!);
  verdicts.set(wire, verdict === undefined ? undefined : Object.freeze(verdict));
  return verdict;
}

function planVerdict(wire: string): PhoneCheck | undefined {
  const match = WIRE.exec(wire);
  if (match === null) return undefined;
  const [, callingCode, digits] = match as unknown as [string, string, string];
  // A number its plan takes, as most typed are, is read by the plan's compiled patterns, not the library.
  const read = planNumber(callingCode, digits);
  if (read === undefined) return libraryVerdict(callingCode, digits);
  return { ok: true, region: read.region, kind: read.type === undefined ? undefined : KINDS[read.type], assigned: read.type !== undefined };
}

/** The verdict by the library's parse and checks; exported for the test that holds the compiled plans to it. */
export function libraryVerdict(callingCode: string, digits: string): PhoneCheck | undefined {
  const international = `+${callingCode}${digits}`;
  const parsed = parsePhoneNumberFromString(international, METADATA);
  // A number read and possible has a length its plan allows: only one that is not is parsed a
  // second time to learn which refusal it is (the plan is the costliest check of a keystroke).
  if (parsed === undefined || !parsed.isPossible()) {
    const length = validatePhoneNumberLength(international, METADATA);
    if (length === 'INVALID_COUNTRY') return { ok: false, reason: 'country_code' };
    if (length === 'TOO_SHORT') return { ok: false, reason: 'too_short' };
    if (length === 'TOO_LONG') return { ok: false, reason: 'too_long' };
    if (length === 'INVALID_LENGTH') return { ok: false, reason: 'length' };
  }
  if (parsed === undefined || parsed.nationalNumber !== digits || !fitsPlan(callingCode, digits))
    return { ok: false, reason: 'not_in_plan' };
  const type = parsed.getType();
  // isValid is whether getType finds a type, where the plan has types (it runs the same matching
  // again): so it is asked only of a plan without types, which it checks by the general pattern.
  const assigned = type !== undefined || (!planHasTypes(parsed.country ?? callingCode) && parsed.isValid());
  return { ok: true, region: parsed.country, kind: type === undefined ? undefined : KINDS[type], assigned };
}

/** "+354/6111234" → "+354 611 1234", grouped as the country writes it; anything else as it is. */
export function formatPhone(wire: string): string {
  const match = WIRE.exec(wire);
  if (match === null) return wire;
  const parsed = parsePhoneNumberFromString(`+${match[1]}${match[2]}`, METADATA);
  return parsed?.isPossible() ? parsed.formatInternational() : `+${match[1]} ${match[2]}`;
}

/** The region a wire phone belongs to by its country code alone (`+354/…` → `IS`), for naming the plan that refused it. */
export function regionOfPhone(wire: string): string | undefined {
  const match = WIRE.exec(wire);
  if (match === null) return undefined;
  return METADATA.country_calling_codes[match[1]!]?.[0];
}

function isRegion(country: string): boolean {
  return Object.hasOwn(METADATA.countries, country);
}

/**
 * Whether the digits have the shape of some region's numbers under the calling code (the plan's
 * general pattern). The library's `isValid` asks more: that a range listed as in use holds the
 * number. A number outside every listed range may be a newly opened one, so that is a notice.
 */
function fitsPlan(callingCode: string, digits: string): boolean {
  const regions = METADATA.country_calling_codes[callingCode] ?? [];
  const plan = new Metadata(METADATA) as unknown as NumberingPlans;
  if (regions.length === 0) {
    // A number of no one country (+800, +882…): its plan is under the calling code itself.
    plan.selectNumberingPlan(callingCode);
    return fullMatch(plan.numberingPlan?.nationalNumberPattern(), digits);
  }
  return regions.some((region) => {
    plan.selectNumberingPlan(region);
    return fullMatch(plan.numberingPlan?.nationalNumberPattern(), digits);
  });
}

/** The part of the library's `Metadata` class this needs: its numbering plan's general pattern and whether it has types, which its typings leave out. */
interface NumberingPlans {
  selectNumberingPlan(countryOrCallingCode: string): void;
  numberingPlan: { nationalNumberPattern(): string | undefined } | undefined;
  hasTypes(): boolean;
}

/** Whether the plan the library reads a number by (its region's, else its calling code's) has type patterns. */
function planHasTypes(countryOrCallingCode: string): boolean {
  const plan = new Metadata(METADATA) as unknown as NumberingPlans;
  plan.selectNumberingPlan(countryOrCallingCode);
  return plan.hasTypes();
}

function fullMatch(pattern: string | undefined, digits: string): boolean {
  return pattern !== undefined && whole(pattern).test(digits);
}
