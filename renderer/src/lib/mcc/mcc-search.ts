import { formatMcc } from '../draft/normalise';

export interface MccEntry {
  code: number;
  description: string;
  /** Code and description folded for search: lower case, no accents. */
  haystack: string;
}

let loading: Promise<readonly MccEntry[]> | undefined;

/** The 981 codes load on first use: they are not part of the app's first screen. */
export function loadMccCodes(): Promise<readonly MccEntry[]> {
  loading ??= import('./mcc-codes').then(({ MCC_CODES }) =>
    MCC_CODES.map(([code, description]) => ({ code, description, haystack: fold(`${formatMcc(code)} ${description}`) })),
  );
  return loading;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Every word of the query must occur in the code or the description; digits alone match codes from the start. */
export function searchMcc(entries: readonly MccEntry[], query: string, limit = 50): MccEntry[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  if (words.length === 0) return entries.slice(0, limit);
  const [first] = words;
  if (words.length === 1 && /^\d+$/.test(first!)) {
    const digits = first!;
    return entries.filter((entry) => formatMcc(entry.code).startsWith(digits) || String(entry.code).startsWith(digits)).slice(0, limit);
  }
  const out: MccEntry[] = [];
  for (const entry of entries) {
    if (words.every((word) => entry.haystack.includes(word))) out.push(entry);
    if (out.length >= limit) break;
  }
  return out;
}
