import { describe, expect, it } from 'vitest';
import { MCC_CODES } from '$renderer/lib/mcc/mcc-codes';
import { type MccEntry, isChainCode, loadMccCodes, searchMcc } from '$renderer/lib/mcc/mcc-search';
import { foldForSearch } from '$shared/fold';
import { rememberMccCode, recentMccCodes } from '$renderer/lib/mcc/recent-mcc';
import { MCC_KEYWORDS } from '$shared/mcc/mcc-keywords';

const codes = (entries: readonly MccEntry[]) => entries.map((entry) => entry.code);

describe('merchant category keywords (shared/mcc/mcc-keywords.ts)', () => {
  it('name only codes that exist, each with words in both languages', () => {
    const known = new Set(MCC_CODES.map(([code]) => code));
    for (const [code, words] of Object.entries(MCC_KEYWORDS)) {
      expect(known.has(Number(code)), `code ${code}`).toBe(true);
      expect(words.en.length, `English words for ${code}`).toBeGreaterThan(0);
      expect(words.is.length, `Icelandic words for ${code}`).toBeGreaterThan(0);
      expect(isChainCode(Number(code)), `${code} is a chain's code`).toBe(false);
    }
  });
});

describe('finding a merchant category', async () => {
  const entries = await loadMccCodes();
  // Queries with Icelandic letters are typed on an Icelandic screen, the others on an English one.
  const top = (query: string, recent: number[] = [], language: 'en' | 'is' = /[áéíóúýþæöð]/i.test(query) ? 'is' : 'en') =>
    codes(searchMcc(entries, query, language, recent)).slice(0, 3);

  it.each([
    ['hotel', 7011],
    ['guesthouse', 7011],
    ['plumb', 1711],
    ['hairdresser', 7230],
    ['taxi', 4121],
    ['cafe', 5814],
    ['restaurant', 5812],
    ['dentist', 8021],
    ['electrician', 1731],
    ['computer repair', 7379],
    ['phone repair', 7622],
    ['ev charging', 5552],
    ['lottery', 9406],
  ])('English: "%s" finds %i first', (query, code) => {
    expect(top(query)[0]).toBe(code);
  });

  it.each([
    ['hótel', 7011],
    ['gistiheimili', 7011],
    ['pípari', 1711],
    ['hárgreiðsla', 7230],
    ['rakari', 7230],
    ['leigubíll', 4121],
    ['kaffihús', 5814],
    ['veitingastaður', 5812],
    ['tannlæknir', 8021],
    ['bílaverkstæði', 7538],
    ['hvalaskoðun', 7999],
    ['golfklúbbur', 7997],
    ['matvöruverslun', 5411],
    ['bakarí', 5462],
    ['tölvuviðgerðir', 7379],
    ['hleðslustöð', 5552],
    ['happdrætti', 9406],
  ])('Icelandic: "%s" finds %i first', (query, code) => {
    expect(top(query, [], 'is')[0]).toBe(code);
  });

  it('matches the words of the language on screen only, and codes in both', () => {
    // "golf" is in the Icelandic "Gólfefnaverslanir" (floor coverings), folded: not an English screen's golf.
    const golf = codes(searchMcc(entries, 'golf', 'en', [], 100));
    expect(golf).toEqual(expect.arrayContaining([7992, 7997]));
    expect(golf).not.toContain(5713);
    expect(codes(searchMcc(entries, 'gólfefna', 'is'))).toContain(5713);
    expect(codes(searchMcc(entries, 'floor', 'is'))).not.toContain(5713);
    expect(codes(searchMcc(entries, 'veitingastaður', 'en'))).toEqual([]);
    expect(codes(searchMcc(entries, '5713', 'en'))).toEqual([5713]);
    expect(codes(searchMcc(entries, '5713', 'is'))).toEqual([5713]);
  });

  it('typed without accents, as on a laptop without an Icelandic keyboard', () => {
    expect(top('gistiheimili', [], 'is')[0]).toBe(top(foldForSearch('gistiheimilí'), [], 'is')[0]);
    expect(top('hotel', [], 'is')[0]).toBe(7011);
    expect(top('leigubill', [], 'is')[0]).toBe(4121);
  });

  it('puts the general code above the chains, and matches words anywhere', () => {
    const hotels = codes(searchMcc(entries, 'hotel', 'en', [], 100));
    expect(hotels[0]).toBe(7011);
    expect(hotels.filter(isChainCode).length).toBeGreaterThan(10);
    expect(hotels.findIndex(isChainCode)).toBeGreaterThan(hotels.indexOf(7011));
    expect(codes(searchMcc(entries, 'contractors', 'en'))).toContain(1771);
  });

  it('puts the codes used recently on this machine first', () => {
    expect(top('', [5814, 7011])).toEqual([5814, 7011, 742]);
    expect(top('hotel', [3504])[0]).toBe(3504);
  });

  it('digits match codes from the start', () => {
    expect(codes(searchMcc(entries, '701', 'en'))).toEqual([7011, 7012, 7013]);
  });
});

describe('recently used codes', () => {
  it('keep the newest first, without repeats, at most eight', () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
    };
    for (const code of [5814, 7011, 5814, 1, 2, 3, 4, 5, 6, 7]) rememberMccCode(code, storage);
    expect(recentMccCodes(storage)).toEqual([7, 6, 5, 4, 3, 2, 1, 5814]);
    memory.set('fieldboard.recentMcc', 'not json');
    expect(recentMccCodes(storage)).toEqual([]);
  });
});
