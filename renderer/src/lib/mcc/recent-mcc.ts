/**
 * The merchant category codes chosen most recently on this machine, newest first, kept in the
 * page's local storage: an agent who boards cafés all week finds 5814 at the top. Holds codes
 * only, nothing about a merchant.
 */
const KEY = 'fieldboard.recentMcc';

/** The part of the page's `localStorage` this needs (and tests give). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const pageStorage = (): KeyValueStore | undefined => (globalThis as { localStorage?: KeyValueStore }).localStorage;
const MAX = 8;

export function recentMccCodes(storage: Pick<KeyValueStore, 'getItem'> | undefined = pageStorage()): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code): code is number => Number.isInteger(code)).slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberMccCode(code: number, storage: KeyValueStore | undefined = pageStorage()): void {
  const next = [code, ...recentMccCodes(storage).filter((other) => other !== code)].slice(0, MAX);
  try {
    storage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the list is a convenience, never a reason to fail a choice.
  }
}
