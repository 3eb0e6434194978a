import type { EntityType } from '../entity-types';
import { processingFeesRule } from '../rules/fees';
import type { Problem } from '../rules/problem';
import type { JsonRecord } from '../rules/read';
import {
  RULE_UNITS,
  type RuleUnit,
  combineUnitProblems,
  isSectioned,
  sectionSchemaProblems,
  sectionsOf,
  unknownSectionProblems,
} from '../rules/validation-units';
import type { Settings } from '../wire/settings';
import { type DraftBody, isDocumentRef, resolveDocuments } from './draft-body';
import { type DocumentFacts, documentStandIn, validateDraft } from './validate-draft';

export interface SectionOptions {
  settings: Settings | undefined;
  /**
   * The stored files. A function is called only when a changed section refers to a file; the
   * caller's `context` must then change whenever the files do (their ids are enough, since a
   * stored file never changes).
   */
  attachments: readonly DocumentFacts[] | (() => readonly DocumentFacts[]);
  today?: string;
  /** The sections' JSON texts, when the caller already made them from this very draft (draftJson). */
  sectionJson?: ReadonlyMap<string, string>;
}

interface Section {
  /** The object last given for the section (see `unchangedWhenSame`). */
  given: unknown;
  /** The section's JSON text: how a change is recognised. */
  json: string;
  /** The section as validation sees it: parsed back from `json`, files replaced by stand-ins; undefined if it resolves to nothing. */
  resolved: unknown;
  /** Changes whenever `json` does (never reused): what a rule's inputs are compared by. */
  version: number;
}

interface UnitResult<Inputs> {
  /** What the unit read; its problems are reused while this is the same. */
  inputs: Inputs;
  problems: Problem[];
}

/**
 * validateDraft for a draft saved over and over, one field at a time: each section of the
 * application (company, persons, stores…) is compared with the last call's by its JSON text, and
 * only the schema checks and rules that read a changed section run again. The result is always
 * validateDraft's for the same draft read back from JSON (what the database keeps); the property test
 * holds it to that over random edits.
 *
 * Everything else validation depends on (entity type, settings, today, the stored files' names) is
 * the `context` key: when it changes, everything runs again. Settings snapshots never change
 * content, so main keys them by snapshot id.
 */
export class IncrementalValidation {
  #context: string | undefined;
  #sections = new Map<string, Section>();
  // Each kind of unit kept apart, by a key that needs no text built on every save: a schema unit
  // by its section (compared by the section's JSON), a rule by its place in RULE_UNITS (by the
  // versions of the sections it reads).
  #schemaUnits = new Map<string, UnitResult<string>>();
  #unknownKeys: UnitResult<readonly string[]> | undefined;
  #ruleUnits: (UnitResult<readonly number[]> | undefined)[] = [];
  #fees: UnitResult<string> | undefined;
  #nextVersion = 1;

  /**
   * `unchangedWhenSame`: the caller never changes a section object it has passed (the editor passes
   * snapshots, made again only for a section that changed), so a section given as the very object
   * it was last time is not even turned into JSON to compare.
   */
  validate(type: EntityType, draft: DraftBody, options: SectionOptions, context: string, unchangedWhenSame = false): Problem[] {
    const today = options.today ?? new Date().toISOString().slice(0, 10);
    const given = options.attachments;
    const files = typeof given === 'function' ? '' : JSON.stringify(given.map((a) => [a.id, a.fileName]));
    const fullContext = `${type}\n${today}\n${files}\n${context}`;
    const application: unknown = draft.application;
    if (!isSectioned(application) || isDocumentRef(application)) {
      this.#reset(undefined);
      const attachments = typeof given === 'function' ? given() : given;
      return validateDraft(type, JSON.parse(JSON.stringify(draft)) as DraftBody, { ...options, attachments, today });
    }
    if (fullContext !== this.#context) this.#reset(fullContext);

    let standIn: ReturnType<typeof documentStandIn> | undefined;
    const resolve: ReturnType<typeof documentStandIn> = (ref) =>
      (standIn ??= documentStandIn(typeof given === 'function' ? given() : given))(ref);
    // The properties the stored draft has (JSON drops undefined, functions and symbols), in order.
    const seen = new Set<string>();
    for (const [key, value] of Object.entries(application)) {
      const known = this.#sections.get(key);
      if (unchangedWhenSame && known !== undefined && known.given === value) {
        seen.add(key);
        continue;
      }
      const json = options.sectionJson?.get(key) ?? (JSON.stringify(value) as string | undefined);
      if (json === undefined) continue;
      seen.add(key);
      if (known?.json !== json)
        this.#sections.set(key, {
          given: value,
          json,
          resolved: resolveDocuments(JSON.parse(json), resolve),
          version: this.#nextVersion++,
        });
      else known.given = value;
    }
    for (const key of [...this.#sections.keys()]) if (!seen.has(key)) this.#sections.delete(key);
    // A section that is itself a reference to a missing file resolves to nothing: validation does not see it.
    const present = [...seen].filter((key) => this.#sections.get(key)!.resolved !== undefined);

    const parts: Problem[][] = [];
    for (const key of sectionsOf(type)) {
      const section = this.#sections.get(key);
      const json = section?.json ?? '';
      let unit = this.#schemaUnits.get(key);
      if (unit?.inputs !== json) {
        const value = section?.resolved;
        unit = { inputs: json, problems: sectionSchemaProblems(type, key, value, value !== undefined) };
        this.#schemaUnits.set(key, unit);
      }
      parts.push(unit.problems);
    }
    if (this.#unknownKeys === undefined || !sameItems(this.#unknownKeys.inputs, present)) {
      this.#unknownKeys = { inputs: present, problems: unknownSectionProblems(type, present) };
    }
    parts.push(this.#unknownKeys.problems);
    const settings = options.settings;
    RULE_UNITS.forEach((unit, index) => {
      // The sections' versions, not their JSON: a save would build a copy of most of the draft per rule.
      const inputs = (unit.reads ?? present).map((key) => this.#sections.get(key)?.version ?? 0);
      let result = this.#ruleUnits[index];
      if (result === undefined || !sameItems(result.inputs, inputs)) {
        result = { inputs, problems: unit.rule(this.#sectionsFor(unit, present), { type, settings, today }) };
        this.#ruleUnits[index] = result;
      }
      parts.push(result.problems);
    });
    const feesJson = JSON.stringify(draft.processingFees ?? null);
    if (this.#fees?.inputs !== feesJson) {
      this.#fees = { inputs: feesJson, problems: processingFeesRule(JSON.parse(feesJson) as unknown, settings) };
    }
    return [...combineUnitProblems(parts), ...this.#fees.problems];
  }

  /** The resolved sections a rule reads, as an application object. */
  #sectionsFor(unit: RuleUnit, present: readonly string[]): JsonRecord {
    const out: JsonRecord = {};
    for (const key of present) if (unit.reads === null || unit.reads.includes(key)) out[key] = this.#sections.get(key)!.resolved;
    return out;
  }

  #reset(context: string | undefined) {
    this.#context = context;
    this.#sections.clear();
    this.#schemaUnits.clear();
    this.#unknownKeys = undefined;
    this.#ruleUnits = [];
    this.#fees = undefined;
  }
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}
