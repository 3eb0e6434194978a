import type { Language } from '$shared/ipc/views';
import { foldForSearch } from '$shared/fold';
import { MCC_KEYWORDS } from '$shared/mcc/mcc-keywords';
import { formatMcc } from '../draft/normalise';

export interface MccEntry {
  code: number;
  /**
   * In English from the card schemes, in Icelandic the project's own (shared/mcc/mcc-icelandic.ts);
   * a chain's code is its name in both.
   */
  description: { en: string; is: string };
  /** What agents call it, in English and Icelandic (shared/mcc/mcc-keywords.ts). */
  keywords: { en: readonly string[]; is: readonly string[] };
  /**
   * Per language, its description and keywords folded for search (lower case, no accents): the
   * agent searches in the words of the screen's language, so an English "golf" never meets the
   * Icelandic "gólf" (floor) of 5713 Gólfefnaverslanir.
   */
  haystack: Record<Language, string>;
  /** Its keywords alone, folded, per language: a match there is what the agent meant. */
  keywordHaystack: Record<Language, string>;
}

let loading: Promise<readonly MccEntry[]> | undefined;

/** The codes load on first use: they are not part of the app's first screen. */
export function loadMccCodes(): Promise<readonly MccEntry[]> {
  loading ??= Promise.all([import('./mcc-codes'), import('$shared/mcc/mcc-icelandic')]).then(([{ MCC_CODES }, { MCC_ICELANDIC }]) =>
    MCC_CODES.map(([code, en]) => {
      const description = { en, is: MCC_ICELANDIC[code] ?? en };
      const keywords = MCC_KEYWORDS[code] ?? { en: [], is: [] };
      const keywordHaystack = { en: foldForSearch(keywords.en.join(' | ')), is: foldForSearch(keywords.is.join(' | ')) };
      const haystack = {
        en: `${foldForSearch(description.en)} | ${keywordHaystack.en}`,
        is: `${foldForSearch(description.is)} | ${keywordHaystack.is}`,
      };
      return { code, description, keywords, haystack, keywordHaystack };
    }),
  );
  return loading;
}

/**
 * Airline (3000–3350), car rental (3351–3500) and hotel (3501–3999) codes name one chain each:
 * the general code of the category (4511, 7512, 7011) is what almost every merchant needs.
 */
export function isChainCode(code: number): boolean {
  return code >= 3000 && code <= 3999;
}

/**
 * Codes whose every query word occurs anywhere in the description or keywords of `language` (the
 * screen's); digits alone match codes from the start. Order: the codes used recently on this
 * machine (most recent first), then general codes before chains, then those the agent's words
 * name as a keyword or start a word of, then by code.
 */
export function searchMcc(
  entries: readonly MccEntry[],
  query: string,
  language: Language,
  recent: readonly number[] = [],
  limit = 50,
): MccEntry[] {
  const words = foldForSearch(query)
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word !== '');
  const [first] = words;
  let matches: readonly MccEntry[];
  if (words.length === 0) matches = entries;
  else if (words.length === 1 && /^\d+$/.test(first!)) {
    const digits = first!;
    matches = entries.filter((entry) => formatMcc(entry.code).startsWith(digits) || String(entry.code).startsWith(digits));
  } else matches = entries.filter((entry) => words.every((word) => entry.haystack[language].includes(word)));
  const rank = (entry: MccEntry): number[] => {
    const recency = recent.indexOf(entry.code);
    const keywordHits = words.filter((word) => startsAWord(entry.keywordHaystack[language], word)).length;
    const wordHits = words.filter((word) => startsAWord(entry.haystack[language], word)).length;
    return [recency === -1 ? recent.length : recency, isChainCode(entry.code) ? 1 : 0, -keywordHits, -wordHits, entry.code];
  };
  return matches
    .map((entry) => ({ entry, key: rank(entry) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .slice(0, limit)
    .map(({ entry }) => entry);
}

function startsAWord(haystack: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(haystack);
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return a[index]! - b[index]!;
  return 0;
}
