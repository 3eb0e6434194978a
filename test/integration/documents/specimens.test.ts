import { describe, expect, it } from 'vitest';
import { readIdentityDocument } from '$main/documents/mrz/read-identity-document';
import type { MrzReading } from '$shared/documents/document-reading';
import { identityFindings } from '$shared/documents/identity-checks';
import { specimenBytes, specimenNamed } from '$test/helpers/identity-documents/specimens';

const TODAY = '2026-11-26';

/** A public specimen read as the app reads a stored document (the kept child), and what it says about an empty form. */
async function read(file: string) {
  const reading = await readIdentityDocument(await specimenBytes(specimenNamed(file)), 'image/jpeg');
  return { reading, findings: identityFindings(reading, {}, TODAY) };
}

const readZone = (reading: MrzReading) => {
  if (reading.outcome !== 'read') throw new Error(`the zone was not read: ${reading.outcome}`);
  return reading;
};

const given = (findings: ReturnType<typeof identityFindings>) =>
  [...findings.fills, ...findings.offers].map((item) => [item.path.at(-1), item.value]);

// The first test starts the OCR engine; each reads a whole document. A limit only costs time when a test hangs.
describe('public specimens of real documents', { timeout: 180_000 }, () => {
  it('never offers the French specimen’s CHRISTOPHE as read with one letter wrong', async () => {
    // Every check digit computes with CHRISTOPHF: names carry none, and this one was not read clearly.
    const { reading, findings } = await read('pass-fra.jpg');
    expect(readZone(reading)).toMatchObject({ documentNumber: '08CD50338', birthDate: '1960-04-10', namesClear: false, givenNames: '' });
    expect(given(findings)).toEqual([['dateOfBirth', '1960-04-10']]);
    expect(JSON.stringify(findings)).not.toMatch(/christophf/i);
    expect(findings.notices.map((notice) => notice.code)).toContain('document_name_unread');
  });

  it('dates the Taiwanese specimen’s expiry 980104 in 1998, and says it expired', async () => {
    const { reading, findings } = await read('pass-twn.jpg');
    expect(readZone(reading).expiryDate).toBe('1998-01-04');
    expect(findings.notices.find((notice) => notice.code === 'document_expired')?.params).toEqual({ date: '1998-01-04' });
  });

  it('fills the Icelandic specimen’s kennitala from 311266<9539, and offers none of Thuridur, Oesp, Aevarsdottir', async () => {
    const { reading, findings } = await read('pass-isl.jpg');
    expect(readZone(reading).lines[1]).toBe('A0000000<0ISL6612315F0905264311266<9539<<<32');
    expect(given(findings)).toContainEqual(['ssn', '311266-9539']);
    expect(given(findings)).toContainEqual(['dateOfBirth', '1966-12-31']);
    for (const [, value] of given(findings)) expect(value).not.toMatch(/thuridur|oesp|aevarsdottir/i);
  });

  it('reads ICAO’s Utopia specimen and says it is one', async () => {
    const { reading, findings } = await read('pass-uto.jpg');
    expect(readZone(reading)).toMatchObject({ issuingState: 'UTO', documentNumber: 'L898902C3', birthDate: '1974-08-12' });
    expect(findings.notices.map((notice) => notice.code)).toContain('document_specimen');
  });

  it('gives the Czech specimen’s 110101 the century its page prints, 1911', async () => {
    const { reading } = await read('pass-cze.jpg');
    expect(readZone(reading).birthDate).toBe('1911-01-01');
  });
});
