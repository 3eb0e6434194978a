import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Grey, findZones } from '$main/documents/mrz/find-zone';
import { GLYPH_CHARACTERS, GLYPH_FRAME, GLYPH_PIXELS } from '$main/documents/mrz/ocr-b-glyphs';
import { scaleZone } from '$main/documents/mrz/zone-geometry';
import type { MatchedZone } from '$main/documents/mrz/zone-glyph-match';
import { type GlyphVerdict, readMatchedZone, readZoneByGlyphs } from '$main/documents/mrz/zone-glyph-reading';
import { identityDocument } from '$test/helpers/identity-documents/identity-corpus';
import { drawGlyphs } from '../../../scripts/ocr-b-glyph-drawing';

const TODAY = new Date('2026-11-26T00:00:00Z');
// ICAO 9303 part 4's specimen, its fictional state Utopia as Germany (no check digit covers it).
const TD3 = ['P<D<<ERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36D<<7408122F1204159ZE184226B<<<<<10'];

async function grey(bytes: Buffer, longSide: number): Promise<Grey> {
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Reads a generated document's zone by its glyphs alone, as the OCR child does before any engine. */
async function readByGlyphs(bytes: Buffer): Promise<GlyphVerdict> {
  const full = await grey(bytes, 2400);
  const small = await grey(bytes, 800);
  for (const found of findZones(small)) {
    const zone = scaleZone(found, full.width / small.width);
    for (const upsideDown of [zone.printedSide === 1, zone.printedSide !== 1]) {
      const verdict = readZoneByGlyphs(full, zone, upsideDown, TODAY);
      if (verdict.kind === 'read') return verdict;
    }
  }
  return { kind: 'unreadable' };
}

/** A matched zone whose every cell matched `lines`' character at `score` and every other at 0.2. */
function matched(lines: readonly string[], score = 0.95, near: { row: number; at: number; by: string; score: number }[] = []): MatchedZone {
  return {
    pitch: 22,
    lines: lines.map((line, row) => ({
      scores: [...line].map((c, at) => {
        const scores = new Float32Array(GLYPH_CHARACTERS.length).fill(0.2);
        scores[GLYPH_CHARACTERS.indexOf(c)] = score;
        for (const other of near.filter((n) => n.row === row && n.at === at)) scores[GLYPH_CHARACTERS.indexOf(other.by)] = other.score;
        return scores;
      }),
    })),
  };
}

describe('OCR-B glyphs', () => {
  it('are the font’s own drawing (regenerate with scripts/generate-ocr-b-glyphs.ts)', async () => {
    const drawn = await drawGlyphs();
    expect({ width: drawn.width, height: drawn.height, baseline: drawn.baseline }).toEqual(GLYPH_FRAME);
    expect(drawn.characters).toBe(GLYPH_CHARACTERS);
    expect(Buffer.from(inflateSync(Buffer.from(GLYPH_PIXELS, 'base64'))).equals(Buffer.from(drawn.pixels))).toBe(true);
  });
});

describe('reading a zone by its glyphs', { timeout: 60_000 }, () => {
  it('reads a clean passport (TD3) and a clean Icelandic ID card (TD1) exactly', async () => {
    for (const options of [
      { format: 'TD3', icelandic: false },
      { format: 'TD1', icelandic: true },
    ] as const) {
      const document = await identityDocument(201, { degraded: false, ...options });
      const verdict = await readByGlyphs(document.bytes);
      expect(verdict.kind === 'read' && verdict.fields.lines).toEqual(document.truth.lines);
      expect(verdict.kind === 'read' && verdict.namesConfident).toBe(true);
    }
  });

  it('reads phone photos turned upside down and by a quarter', async () => {
    // Seeds whose degradation turns the page by a half (3, 8) and a quarter (14) turn.
    for (const seed of [3, 8, 14]) {
      const document = await identityDocument(seed, { degraded: true });
      expect(document.degradation?.quarterTurns).not.toBe(0);
      const verdict = await readByGlyphs(document.bytes);
      expect(verdict.kind === 'read' && verdict.fields.lines, `seed ${seed}`).toEqual(document.truth.lines);
    }
  });

  it('gives a zone whose check digit fails as unreadable', async () => {
    const document = await identityDocument(104, { degraded: false, format: 'TD3', brokenCheckDigit: true });
    expect(await readByGlyphs(document.bytes)).toEqual({ kind: 'unreadable' });
  });
});

describe('a zone’s text from its cells’ matches', () => {
  it('takes a digit where only digits may stand, however well a letter matched', () => {
    // The birth date's first digit (line 2, position 13) matched O better than 7.
    const verdict = readMatchedZone(matched(TD3, 0.9, [{ row: 1, at: 13, by: 'O', score: 0.97 }]), TODAY);
    expect(verdict).toMatchObject({ kind: 'read', fields: { birthDate: '1974-08-12' } });
  });

  it('counts a name as confident only when each letter matched clearly better than the next', () => {
    expect(readMatchedZone(matched(TD3), TODAY)).toMatchObject({ kind: 'read', namesConfident: true });
    // ERIKSSON's K (line 1, position 8) nearly as like an X: the zone reads, its name is only offered.
    const unsure = readMatchedZone(matched(TD3, 0.9, [{ row: 0, at: 8, by: 'X', score: 0.88 }]), TODAY);
    expect(unsure).toMatchObject({ kind: 'read', namesConfident: false, fields: { surname: 'ERIKSSON' } });
  });

  it('gives a zone unreadable when an open position matched two characters alike, though its check digits compute', () => {
    // The number's first character (line 2, position 0) matched 1 a little better than L: at a
    // weight of 7, L (21) and 1 differ by 140, so every check digit computes with either.
    expect(readMatchedZone(matched(TD3, 0.9, [{ row: 1, at: 0, by: '1', score: 0.92 }]), TODAY)).toEqual({ kind: 'unreadable' });
    // Matched clearly as L, the same zone reads.
    expect(readMatchedZone(matched(TD3, 0.9, [{ row: 1, at: 0, by: '1', score: 0.8 }]), TODAY)).toMatchObject({ kind: 'read' });
  });

  it('gives a zone unreadable when its sex or state, which no check digit covers, matched another valid reading alike', () => {
    // The sex (line 2, position 20) matched M nearly as well as F: both parse.
    expect(readMatchedZone(matched(TD3, 0.9, [{ row: 1, at: 20, by: 'M', score: 0.89 }]), TODAY)).toEqual({ kind: 'unreadable' });
    // The state's D (line 1, position 2) matched O nearly as well: O<< is no state, so the glyphs' choice stands.
    expect(readMatchedZone(matched(TD3, 0.9, [{ row: 0, at: 2, by: 'O', score: 0.89 }]), TODAY)).toMatchObject({ kind: 'read' });
  });

  it('reads a zone where an open position matched another character almost as well that no check digit allows', () => {
    // The number's 0 (line 2, position 5) matched O nearly as well; with O (24) the number's check
    // digit no longer computes, so the glyphs' choice stands.
    const verdict = readMatchedZone(matched(TD3, 0.9, [{ row: 1, at: 5, by: 'O', score: 0.89 }]), TODAY);
    expect(verdict).toMatchObject({ kind: 'read', fields: { documentNumber: 'L898902C3' } });
  });
});
