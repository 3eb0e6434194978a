import { type MessageKey, catalogue } from '$renderer/lib/i18n/catalogue';
import type { Entry } from '$renderer/lib/i18n/catalogue/entry';
import { word } from '$renderer/lib/i18n/wording';

export type Language = 'en' | 'is';

/**
 * A message exactly as the app shows it, from the renderer's own catalogue, so page objects find
 * controls by the names a person reads in either language.
 */
export function text(key: MessageKey, language: Language = 'en', params: Record<string, string | number> = {}): string {
  return word((catalogue as Record<string, Entry>)[key]![language], language, params);
}

/** `text` as an anchored regular expression, for names that go on after it ("Person 1: Guðrún …"). */
export function startsWith(value: string): RegExp {
  return new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
