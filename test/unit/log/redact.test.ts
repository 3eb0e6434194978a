import { describe, expect, it } from 'vitest';
import { createRedactor } from '$main/log/redact';

const KENNITALA = '230587-2729';
const IBAN = 'IS260133260123452305873129';
const IBAN_GROUPED = 'IS26 0133 2601 2345 2305 8731 29';

function redact(text: string, ...secrets: string[]): string {
  const redactor = createRedactor();
  for (const secret of secrets) redactor.addSecret(secret);
  return redactor.redact(text);
}

describe('redactor: national IDs', () => {
  it.each([
    ['with the hyphen', `ssn ${KENNITALA} refused`],
    ['without the hyphen', `ssn ${KENNITALA.replace('-', '')} refused`],
    ['inside JSON', JSON.stringify({ persons: [{ ssn: KENNITALA }] })],
    ['after a colon', `kt:${KENNITALA.replace('-', '')},`],
  ])('hides a kennitala %s', (_label, text) => {
    const out = redact(text);
    expect(out).toContain('[national-id]');
    expect(out).not.toMatch(/230587|2729/);
  });

  it('leaves timestamps, merchant and terminal numbers readable', () => {
    const text = 'at 2026-11-21T10:00:00.000Z merchant 100001 terminal 80000001 phone +354/5551234';
    expect(redact(text)).toBe(text);
  });
});

describe('redactor: IBANs', () => {
  it.each([
    ['in electronic format', IBAN],
    ['in groups of four', IBAN_GROUPED],
    ['of another country', 'DE89370400440532013000'],
    ['of another country, grouped', 'DE89 3704 0044 0532 0130 00'],
  ])('hides an IBAN %s', (_label, iban) => {
    const out = redact(`account ${iban} confirmed`);
    expect(out).toBe('account [iban] confirmed');
  });

  it('hides an IBAN as a JSON value', () => {
    const out = redact(JSON.stringify({ bankAccount: { iban: IBAN } }));
    expect(out).toBe('{"bankAccount":{"iban":"[iban]"}}');
  });
});

describe('redactor: secrets', () => {
  it('hides a registered secret wherever it appears', () => {
    const key = 'fbk_Zq8vR2canary';
    expect(redact(`key=${key}; again:${key}!`, key)).toBe('key=[secret]; again:[secret]!');
  });

  it('ignores values too short to be secrets, so it does not shred ordinary text', () => {
    expect(redact('the cat sat', 'cat', '', 'at')).toBe('the cat sat');
  });

  it('hides the longer of two overlapping secrets whole', () => {
    const out = redact('old abcd-1111 new abcd-1111-zzzz', 'abcd-1111', 'abcd-1111-zzzz');
    expect(out).toBe('old [secret] new [secret]');
    expect(out).not.toContain('zzzz');
  });

  it('hides a secret with a quote or backslash also as JSON escapes it', () => {
    const key = 'k3y"with\\odd';
    const out = redact(JSON.stringify({ note: `pasted ${key}` }), key);
    expect(out).not.toContain('with');
    expect(out).toContain('[secret]');
  });

  it.each([
    ['Apikey: x', 'Apikey: [secret]'],
    ['ApiKey:   s3cr3t-value', 'ApiKey:   [secret]'],
    ['apikey=abc123,next', 'apikey=[secret],next'],
    ['x-api-key: foo', 'x-api-key: [secret]'],
    ['{"headers":{"Apikey":"unregistered-123"}}', '{"headers":{"Apikey":"[secret]"}}'],
  ])('hides an API key in header-like text: %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });
});

describe('redactor: document bytes', () => {
  it('replaces a long base64 run, padding included', () => {
    const run = Buffer.alloc(300, 0xa7).toString('base64');
    const out = redact(`{"File":"${run}","Filename":"id.png"}`);
    expect(out).toBe('{"File":"[base64]","Filename":"[file]"}');
  });

  it('leaves shorter runs alone', () => {
    const short = 'A'.repeat(199);
    expect(redact(short)).toBe(short);
  });
});
