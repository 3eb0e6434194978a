import type { z } from 'zod';
import type { EntityType } from '../entity-types';
import { APPLICATION_SCHEMAS } from '../wire/applications';
import { amexRule } from './stores/amex';
import { bankRule } from './bank/bank';
import type { Rule } from './context';
import { datesRule } from './dates';
import { merchantServiceChargeFeesRule } from './fees';
import { accountNumberRule } from './bank/icelandic-iban';
import { ownerIdentityRule, personIdentityRule } from './identity';
import { mccRule } from './stores/mcc';
import { personsRule } from './persons';
import { ownerPhoneRule, personPhoneRule } from './phone';
import type { Problem } from './problem';
import { type JsonRecord, asRecord } from './read';
import { schemaProblems } from './schema-problems';
import { storesRule } from './stores/stores';
import { PROBLEM_RULES } from './validate-application';

/**
 * validateApplication cut into units that each read only some top-level properties of the
 * application (its "sections": company, persons, stores…), so a caller that knows which sections
 * changed can re-run only the units that read them and keep the others' problems (main's
 * IncrementalValidation, the editor's per-section deriveds). Put back together in the same order
 * and deduplicated the same way, the units give exactly validateApplication's list; the property
 * test in test/unit/shared/incremental-validation.test.ts holds them to that.
 *
 * The wire schemas are strict objects, and zod checks each property with its own schema and
 * prefixes the issues with the key, then lists unknown keys last: so one unit per property of the
 * schema's shape, then one for unknown keys, then one per domain rule.
 */

/** What a rule reads; a rule missing here is treated as reading everything (correct, only slower). */
const RULE_READS = new Map<Rule, readonly string[]>([
  [ownerIdentityRule, ['applicant', 'company']],
  [personIdentityRule, ['persons']],
  [datesRule, ['applicant', 'persons']],
  [bankRule, ['bankAccount']],
  [accountNumberRule, ['bankAccount']],
  [personsRule, ['persons']],
  [ownerPhoneRule, ['applicant', 'company']],
  [personPhoneRule, ['persons']],
  [storesRule, ['stores']],
  [mccRule, ['stores']],
  [merchantServiceChargeFeesRule, ['fees']],
  [amexRule, ['stores']],
]);

/** Every top-level property any entity type has: the sections an editor keeps apart. */
export const SECTION_KEYS: readonly string[] = [
  ...new Set(Object.values(APPLICATION_SCHEMAS).flatMap((schema) => Object.keys(schema.shape))),
];

type Shape = Record<string, z.ZodType>;

const shapeOf = (type: EntityType): Shape => APPLICATION_SCHEMAS[type].shape as Shape;

const sectionLists = new Map<EntityType, readonly string[]>();

/** The sections of `type` in the schema's order (one list per type, asked on every autosave). */
export function sectionsOf(type: EntityType): readonly string[] {
  let sections = sectionLists.get(type);
  if (sections === undefined) {
    sections = Object.freeze(Object.keys(shapeOf(type)));
    sectionLists.set(type, sections);
  }
  return sections;
}

const picked = new Map<string, z.ZodType>();

/** The type's schema cut down to one property: strict still, so it checks that property exactly as the whole schema does. */
function sectionSchema(type: EntityType, key: string): z.ZodType {
  const cacheKey = `${type} ${key}`;
  let schema = picked.get(cacheKey);
  if (schema === undefined) {
    const whole = APPLICATION_SCHEMAS[type] as unknown as z.ZodObject<Shape>;
    schema = whole.pick({ [key]: true } as Record<string, true> & Record<number, never>);
    picked.set(cacheKey, schema);
  }
  return schema;
}

/**
 * The wire schema's problems for one section of the type; `value` is the section as validation
 * sees it (files resolved), `present` whether the application has the property at all (zod tells
 * a missing property from one holding undefined).
 */
export function sectionSchemaProblems(type: EntityType, key: string, value: unknown, present = value !== undefined): Problem[] {
  if (!Object.hasOwn(shapeOf(type), key)) return [];
  const input = present ? { [key]: value } : {};
  const parsed = sectionSchema(type, key).safeParse(input);
  return parsed.success ? [] : schemaProblems(parsed.error.issues, input);
}

/** One problem per top-level property the type does not have, as the strict schema reports them. */
export function unknownSectionProblems(type: EntityType, keys: readonly string[]): Problem[] {
  const shape = shapeOf(type);
  const unknown = keys.filter((key) => !Object.hasOwn(shape, key));
  if (unknown.length === 0) return [];
  return schemaProblems([{ code: 'unrecognized_keys', keys: unknown, path: [], input: {}, message: '' }], {});
}

export interface RuleUnit {
  rule: Rule;
  /** The sections it reads; null: all of them. */
  reads: readonly string[] | null;
}

export const RULE_UNITS: readonly RuleUnit[] = PROBLEM_RULES.map((rule) => ({ rule, reads: RULE_READS.get(rule) ?? null }));

/** The units' problems put together as validateApplication lists them: schema, unknown keys, rules; first of each path and code. */
export function combineUnitProblems(parts: readonly (readonly Problem[])[]): Problem[] {
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const part of parts) {
    for (const p of part) {
      const key = `${JSON.stringify(p.path)} ${p.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(p);
    }
  }
  return out;
}

/** True for an application the units can take apart: a record (anything else gets the schema's one root problem). */
export function isSectioned(application: unknown): application is JsonRecord {
  return asRecord(application) !== undefined;
}
