import { NUMBER_LOCALES } from '$shared/fees/exact-number';
import type { Language } from '$shared/ipc/views';
import { catalogue, type MessageKey } from './catalogue';
import type { Entry } from './catalogue/entry';
import { type Params, word } from './wording';

export type { MessageKey, Params };

/**
 * Intl locales per language. Chromium (and so Electron) ships ICU data only for its own UI
 * languages, which leave out Icelandic: there `is-IS` silently becomes en-US ("Nov 21, 5:56 AM",
 * "1,234.5"). German follows the same numeric conventions as Icelandic (1.234,5; 21.11.2026,
 * 05:56), so it is the fallback where `is-IS` is missing; with full ICU, `is-IS` itself is used.
 * Numbers with a unit go through the shared formatter, which writes Icelandic units itself.
 */
const LOCALES: Record<Language, string[]> = { en: [...NUMBER_LOCALES.en], is: [...NUMBER_LOCALES.is] };
/** For names (countries), a missing Icelandic falls back to English, never to German. */
const NAME_LOCALES: Record<Language, string[]> = { en: ['en-GB'], is: ['is-IS', 'en-GB'] };

let current = $state<Language>('en');

/** The language the screens speak; reading it inside markup makes the markup follow a switch. */
export const i18n = {
  get language(): Language {
    return current;
  },
  get locales(): string[] {
    return LOCALES[current];
  },
  get nameLocales(): string[] {
    return NAME_LOCALES[current];
  },
  use(language: Language) {
    current = language;
    document.documentElement.lang = language;
  },
};

/**
 * The message for `key` in the current language, with `{name}` placeholders filled. A plural
 * message chooses its form by the number `count` (pass the number, not a formatted text; the
 * message may show `{shown}` for the formatted one).
 */
export function t(key: MessageKey, params?: Params): string {
  return word((catalogue as Record<string, Entry>)[key]![current], current, params);
}

/** For keys composed at run time (field names, problem codes): `undefined` when there is no such message. */
export function tMaybe(key: string, params?: Params): string | undefined {
  const entry = (catalogue as Record<string, Entry | undefined>)[key];
  return entry === undefined ? undefined : word(entry[current], current, params);
}
