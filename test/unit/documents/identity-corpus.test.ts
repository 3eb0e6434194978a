import { parse } from 'mrz';
import { describe, expect, it } from 'vitest';
import { identityDocument } from '$test/helpers/identity-documents/identity-corpus';
import { transliterateForZone } from '$test/helpers/identity-documents/icao-transliteration';

describe('the generated identity documents', () => {
  it('carry zones whose every check digit computes, by the mrz package', async () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const { truth } = await identityDocument(seed, { degraded: false });
      const parsed = parse(truth.lines);
      expect(parsed.valid, `${seed}: ${truth.lines.join(' / ')}`).toBe(true);
      expect(parsed.format).toBe(truth.format);
      expect(parsed.fields.documentNumber).toBe(truth.documentNumber);
    }
  });

  it('are the same bytes from the same seed', async () => {
    const first = await identityDocument(7, { degraded: true });
    const again = await identityDocument(7, { degraded: true });
    expect(first.bytes.equals(again.bytes)).toBe(true);
    expect(first.mediaType).toBe('image/jpeg');
  });

  it('carry an Icelandic holder’s kennitala in the optional data', async () => {
    const truths = await Promise.all([1, 2, 3, 4, 5, 6].map(async (seed) => (await identityDocument(seed, { degraded: false })).truth));
    const icelandic = truths.filter((truth) => truth.nationality === 'ISL');
    expect(icelandic.length).toBeGreaterThan(0);
    for (const truth of icelandic) expect(truth.optionalData).toBe(truth.kennitala);
  });

  it('write national characters as ICAO 9303 part 3 transliterates them', () => {
    expect(transliterateForZone('Þórðardóttir')).toBe('THORDARDOTTIR');
    expect(transliterateForZone('Ægir Björn')).toBe('AEGIR<BJOERN');
    expect(transliterateForZone('Jørgensen Groß')).toBe('JOERGENSEN<GROSS');
  });
});
