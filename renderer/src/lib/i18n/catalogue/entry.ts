/** One message in every language the app speaks: a missing translation is a type error. */
export interface Entry {
  en: string;
  is: string;
}

export type Catalogue = Record<string, Entry>;
