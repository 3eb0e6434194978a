/**
 * A text that depends on a number: the CLDR plural categories English and Icelandic have (both
 * only `one` and `other`; Icelandic's `one` is 1, 21, 31, 101 … but not 11 or 111). The number is
 * the `count` parameter, chosen through Intl.PluralRules (wording.ts).
 */
export interface Plural {
  one: string;
  other: string;
}

export type Text = string | Plural;

/** One message in every language the app speaks: a missing translation is a type error. */
export interface Entry {
  en: Text;
  is: Text;
}

export type Catalogue = Record<string, Entry>;
