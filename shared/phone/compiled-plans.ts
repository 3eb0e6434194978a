import { Metadata, type PhoneNumberType } from 'libphonenumber-js/core';
import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * The numbering plan of a calling code that one country alone uses, its patterns compiled once:
 * what `checkPhone` asks about every keystroke's number. The library walks its metadata and
 * compiles each pattern again on every call, which made the phone check most of an autosave's
 * validation (and pushed the rest of the save out of the processor's caches). A wire number has
 * its calling code and digits apart already, so a plan's lengths and patterns settle it.
 *
 * This settles a number the library would accept, by the library's own steps (parse,
 * `isPossible`, `getType`), and says which listed range holds it, if any. Anything else it leaves
 * to the library: a calling code several countries share or none has, a plan without ranges by
 * type, a number a national prefix could be read off, a length or pattern the plan refuses (the
 * library says which refusal). The unit test holds the two equal for every calling code.
 */

interface TypeRange {
  pattern: RegExp;
  /** Undefined: the plan's own lengths, which the general pattern has already checked. */
  lengths: readonly number[] | undefined;
}

interface CompiledPlan {
  region: string;
  lengths: readonly number[];
  general: RegExp;
  /** Undefined where the plan has none: nothing can be read off the front of the digits. */
  nationalPrefix: RegExp | undefined;
  fixedLine: TypeRange | undefined;
  /**
   * Whether a landline number is a mobile one too: always where the plan lists no mobile type,
   * or an empty one (the library drops a mobile pattern equal to the landline's); never where its
   * pattern is missing; else as the mobile ranges say.
   */
  landlineAlsoMobile: TypeRange | 'always' | 'never';
  /** In the library's order of asking, after landline. */
  others: readonly [PhoneNumberType, TypeRange][];
}

/** getNumberType's order after landline (libphonenumber-js, helpers/getNumberType.js). */
const NON_FIXED_LINE_TYPES: readonly PhoneNumberType[] = [
  'MOBILE',
  'PREMIUM_RATE',
  'TOLL_FREE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
];

/** The library's parse refuses a national number shorter than this (MIN_LENGTH_FOR_NSN). */
const SHORTEST_NATIONAL_NUMBER = 2;

/** The parts of the library's `Metadata` this reads, which its typings leave out. */
interface PlanReader {
  selectNumberingPlan(country: string): void;
  nationalNumberPattern(): string | undefined;
  possibleLengths(): number[] | undefined;
  nationalPrefixForParsing(): string | undefined;
  hasTypes(): boolean;
  type(type: PhoneNumberType): { pattern(): string | undefined; possibleLengths(): number[] | undefined } | undefined;
}

const wholes = new Map<string, RegExp>();

/** `pattern` as a test of a whole text, compiled once per pattern (the library compiles it on every call). */
export function whole(pattern: string): RegExp {
  let regExp = wholes.get(pattern);
  if (regExp === undefined) {
    regExp = new RegExp(`^(?:${pattern})$`);
    wholes.set(pattern, regExp);
  }
  return regExp;
}

export function createPlanCompiler(metadata: MetadataJson) {
  const plans = new Map<string, CompiledPlan | null>();

  function compile(callingCode: string): CompiledPlan | null {
    const regions: readonly string[] | undefined = metadata.country_calling_codes[callingCode];
    // A region of '001' is a calling code of no one country (+800…): the library reads those apart.
    if (regions?.length !== 1 || regions[0] === '001') return null;
    const region = regions[0]!;
    const reader = new Metadata(metadata) as unknown as PlanReader;
    reader.selectNumberingPlan(region);
    const general = reader.nationalNumberPattern();
    const lengths = reader.possibleLengths();
    if (general === undefined || lengths === undefined || !reader.hasTypes()) return null;
    const range = (type: PhoneNumberType): TypeRange | undefined => {
      const definition = reader.type(type);
      const pattern = definition?.pattern();
      if (definition === undefined || !pattern) return undefined;
      return { pattern: whole(pattern), lengths: definition.possibleLengths() };
    };
    const mobile = reader.type('MOBILE');
    const mobilePattern = mobile?.pattern();
    const prefix = reader.nationalPrefixForParsing();
    return {
      region,
      lengths,
      general: whole(general),
      nationalPrefix: prefix ? new RegExp(`^(?:${prefix})`) : undefined,
      fixedLine: range('FIXED_LINE'),
      landlineAlsoMobile: mobile === undefined || mobilePattern === '' ? 'always' : (range('MOBILE') ?? 'never'),
      others: NON_FIXED_LINE_TYPES.flatMap((type) => {
        const found = range(type);
        return found === undefined ? [] : [[type, found] as [PhoneNumberType, TypeRange]];
      }),
    };
  }

  function planOf(callingCode: string): CompiledPlan | null {
    let plan = plans.get(callingCode);
    if (plan === undefined) {
      plan = compile(callingCode);
      plans.set(callingCode, plan);
    }
    return plan;
  }

  /**
   * The region the library would give `+<callingCode><digits>` and the type of the listed range
   * holding it (undefined: none does), or undefined where this leaves the number to the library.
   */
  return function planNumber(callingCode: string, digits: string): { region: string; type: PhoneNumberType | undefined } | undefined {
    const plan = planOf(callingCode);
    if (plan === null) return undefined;
    // parse: nothing read off the front, so the national number is the digits; isPossible: a length of the plan's.
    if (digits.length < SHORTEST_NATIONAL_NUMBER || !plan.lengths.includes(digits.length)) return undefined;
    if (plan.nationalPrefix?.test(digits) === true || !plan.general.test(digits)) return undefined;
    return { region: plan.region, type: numberType(plan, digits) };
  };
}

/** getNumberType (libphonenumber-js, helpers/getNumberType.js) over the compiled plan, for digits its general pattern holds. */
function numberType(plan: CompiledPlan, digits: string): PhoneNumberType | undefined {
  if (holds(plan.fixedLine, digits)) {
    const mobile = plan.landlineAlsoMobile;
    if (mobile === 'always' || (mobile !== 'never' && holds(mobile, digits))) return 'FIXED_LINE_OR_MOBILE';
    return 'FIXED_LINE';
  }
  for (const [type, range] of plan.others) if (holds(range, digits)) return type;
  return undefined;
}

function holds(range: TypeRange | undefined, digits: string): boolean {
  if (range === undefined) return false;
  if (range.lengths !== undefined && !range.lengths.includes(digits.length)) return false;
  return range.pattern.test(digits);
}
