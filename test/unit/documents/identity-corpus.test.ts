import { parse } from 'mrz';
import { describe, expect, it } from 'vitest';
import { identityDocument, makeIdentityDocument } from '$test/helpers/identity-documents/identity-corpus';
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

  it('are the same bytes from the same seed, made again or read from the cache', async () => {
    const first = await makeIdentityDocument(7, { degraded: true });
    const again = await makeIdentityDocument(7, { degraded: true });
    expect(first.bytes.equals(again.bytes)).toBe(true);
    expect(first.mediaType).toBe('image/jpeg');
    const kept = await identityDocument(7, { degraded: true });
    expect(kept.bytes.equals(first.bytes)).toBe(true);
    expect(kept.truth).toEqual(first.truth);
  });

  it('make harder photos of each kind from their own seeds', async () => {
    const turned = await identityDocument(31, { degraded: true, harder: 'turned' });
    expect(Math.abs(turned.degradation!.tiltDegrees)).toBeGreaterThanOrEqual(5);
    expect(Math.abs(turned.degradation!.tiltDegrees)).toBeLessThanOrEqual(20);
    const glare = await identityDocument(31, { degraded: true, harder: 'glare' });
    expect(glare.degradation!.glare).toBeDefined();
    expect(glare.bytes.equals(turned.bytes)).toBe(false);
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
