import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findZones } from '$main/documents/mrz/find-zone';
import { identityDocument } from '$test/helpers/identity-documents/identity-corpus';

describe('finding the zone on a page', () => {
  it('finds a card’s three lines where a letter meets a run of fillers', async () => {
    // A clean card whose second and third lines break between `L` and `<` at a narrower gap.
    const document = await identityDocument(10_020, { degraded: false });
    const { data, info } = await sharp(document.bytes).resize(800).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    const zones = findZones({ data, width: info.width, height: info.height });
    expect(zones[0]).toMatchObject({ lineCount: 3 });
  });
});
