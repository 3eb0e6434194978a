import type { EntityType } from '../entity-types';
import { APPLICATION_SCHEMAS } from '../wire/applications';
import type { Settings } from '../wire/settings';
import { amexRule } from './stores/amex';
import { bankRule } from './bank/bank';
import type { NoticeRule, Rule, RuleContext } from './context';
import { datesRule } from './dates';
import { merchantServiceChargeFeesRule } from './fees';
import { accountNumberRule, ibanHolderNotices } from './bank/icelandic-iban';
import { identityNotices, ownerIdentityRule, personIdentityRule } from './identity';
import { mccNotices, mccRule } from './stores/mcc';
import { type Notice, dedupeNotices } from './notice';
import { personsRule, sharesNotices } from './persons';
import { ownerPhoneRule, personPhoneRule, phoneNotices } from './phone';
import type { Problem } from './problem';
import { schemaProblems } from './schema-problems';
import { storesRule } from './stores/stores';

/** Every rule of the first severity, in the order their problems are listed; validation-units.ts says which sections each reads. */
export const PROBLEM_RULES: readonly Rule[] = [
  ownerIdentityRule,
  personIdentityRule,
  datesRule,
  bankRule,
  accountNumberRule,
  personsRule,
  ownerPhoneRule,
  personPhoneRule,
  storesRule,
  mccRule,
  merchantServiceChargeFeesRule,
  amexRule,
];

/** Rules whose findings inform and never block: kept apart so no caller can count them as problems. */
const NOTICE_RULES: readonly NoticeRule[] = [identityNotices, ibanHolderNotices, phoneNotices, mccNotices, sharesNotices];

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
  for (const rule of PROBLEM_RULES) problems.push(...rule(application, context));
  return dedupe(problems);
}

/**
 * Every notice of an application: what the agent should know or confirm but what does not stop
 * it being ready. Pure like `validateApplication`, so the renderer, main and the command line
 * reach the same list. Never throws.
 */
export function applicationNotices(type: EntityType, application: unknown, options: Pick<ValidateOptions, 'today'> = {}): Notice[] {
  const context: RuleContext = { type, settings: undefined, today: options.today ?? new Date().toISOString().slice(0, 10) };
  return dedupeNotices(NOTICE_RULES.flatMap((rule) => rule(application, context)));
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
