import type { EntityType } from '../entity-types';
import { APPLICATION_SCHEMAS } from '../wire/applications';
import type { Settings } from '../wire/settings';
import { amexRule } from './amex';
import { bankRule } from './bank';
import type { Rule, RuleContext } from './context';
import { datesRule } from './dates';
import { merchantServiceChargeFeesRule } from './fees';
import { identityRule } from './identity';
import { personsRule } from './persons';
import type { Problem } from './problem';
import { schemaProblems } from './schema-problems';
import { storesRule } from './stores';

const RULES: readonly Rule[] = [identityRule, datesRule, bankRule, personsRule, storesRule, merchantServiceChargeFeesRule, amexRule];

export interface ValidateOptions {
  settings: Settings | undefined;
  /** Defaults to the current UTC date. */
  today?: string;
}

/**
 * Every problem of an application, from the wire schema and every domain rule, in one list.
 * Rules run even where the schema fails, so the agent sees everything at once. Never throws.
 */
export function validateApplication(type: EntityType, application: unknown, options: ValidateOptions): Problem[] {
  const context: RuleContext = {
    type,
    settings: options.settings,
    today: options.today ?? new Date().toISOString().slice(0, 10),
  };
  const parsed = APPLICATION_SCHEMAS[type].safeParse(application);
  const problems = parsed.success ? [] : schemaProblems(parsed.error.issues, application);
  for (const rule of RULES) problems.push(...rule(application, context));
  return dedupe(problems);
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${JSON.stringify(p.path)} ${p.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
