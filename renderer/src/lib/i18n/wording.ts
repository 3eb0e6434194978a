import type { Language } from '$shared/ipc/views';
import { fillPlaceholders } from '$shared/messages/fill-placeholders';
import type { Plural, Text } from './catalogue/entry';

export type Params = Record<string, string | number>;

const PLURAL_LOCALE: Record<Language, string> = { en: 'en', is: 'is' };
const rulesCache = new Map<Language, Intl.PluralRules | null>();

/**
 * `one` or `other` for `count` in `language`, by Intl.PluralRules. Where a runtime lacks the
 * language's rules (Intl falls back to another locale) the CLDR rule is applied directly, so
 * Icelandic 21 stays singular ("21 villa") whatever the ICU data.
 */
export function pluralCategory(language: Language, count: number): keyof Plural {
  let rules = rulesCache.get(language);
  if (rules === undefined) {
    const candidate = new Intl.PluralRules(PLURAL_LOCALE[language]);
    rules = candidate.resolvedOptions().locale.split('-')[0] === PLURAL_LOCALE[language] ? candidate : null;
    rulesCache.set(language, rules);
  }
  if (rules !== null) return rules.select(count) === 'one' ? 'one' : 'other';
  const whole = Math.trunc(Math.abs(count));
  if (language === 'is') return Number.isInteger(count) && whole % 10 === 1 && whole % 100 !== 11 ? 'one' : 'other';
  return count === 1 ? 'one' : 'other';
}

/**
 * The number a plural is chosen by. Screens often pass the count already formatted for the
 * language ("1.234" in Icelandic, "1,234" in English); counts are whole numbers, so the digits
 * alone are the number.
 */
function countOf(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value === undefined) return undefined;
  const digits = value.replace(/[^\d-]/g, '');
  return /^-?\d+$/.test(digits) ? Number(digits) : undefined;
}

/** A catalogue text in one language with `{name}` placeholders filled; a plural picks its form by `count`. */
export function word(text: Text, language: Language, params?: Params): string {
  let template: string;
  if (typeof text === 'string') template = text;
  else {
    const count = countOf(params?.count);
    template = text[count === undefined ? 'other' : pluralCategory(language, count)];
  }
  if (params === undefined) return template;
  return fillPlaceholders(template, params);
}
