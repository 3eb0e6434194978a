import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError } from '$main/crypto/errors';
import { open, seal, SEALED_VERSION } from '$main/crypto/aead';
import { createFieldCipher } from '$main/crypto/field-cipher';

const key = randomBytes(32);
const plain = Buffer.from('kennitala 010130-3019', 'utf8');
const purpose = 'application:00000000-0000-4000-8000-000000000001:body';

describe('seal / open', () => {
  it('round-trips and lays out version | nonce | tag | ciphertext', () => {
    const sealed = seal(key, plain, purpose);
    expect(sealed[0]).toBe(SEALED_VERSION);
    expect(sealed.length).toBe(1 + 12 + 16 + plain.length);
    expect(sealed.includes(plain)).toBe(false);
    expect(open(key, sealed, purpose)).toEqual(plain);
  });

  it('uses a fresh nonce every time', () => {
    const a = seal(key, plain, purpose);
    const b = seal(key, plain, purpose);
    expect(a.subarray(1, 13).equals(b.subarray(1, 13))).toBe(false);
    expect(a.equals(b)).toBe(false);
  });

  it('never repeats a nonce over a thousand values, each owning its bytes', () => {
    const sealed = Array.from({ length: 1000 }, () => seal(key, plain, purpose));
    const nonces = new Set(sealed.map((value) => value.subarray(1, 13).toString('hex')));
    expect(nonces.size).toBe(1000);
    // Sealing more does not change an earlier value.
    const first = Buffer.from(sealed[0]!);
    for (let i = 0; i < 300; i += 1) seal(key, plain, purpose);
    expect(sealed[0]!.equals(first)).toBe(true);
    expect(open(key, sealed[0]!, purpose)).toEqual(plain);
  });

  it('refuses a value sealed for another row or purpose', () => {
    const sealed = seal(key, plain, purpose);
    expect(() => open(key, sealed, 'application:00000000-0000-4000-8000-000000000002:body')).toThrow(DecryptionError);
    expect(() => open(key, sealed, purpose.replace(':body', ':problems'))).toThrow(DecryptionError);
  });

  it('refuses the wrong key', () => {
    expect(() => open(randomBytes(32), seal(key, plain, purpose), purpose)).toThrow(/failed authentication/);
  });

  it.each([
    ['nonce', 5],
    ['tag', 20],
    ['ciphertext', 30],
  ])('detects a flipped bit in the %s', (_part, index) => {
    const sealed = seal(key, plain, purpose);
    sealed[index] = (sealed[index] ?? 0) ^ 0x01;
    expect(() => open(key, sealed, purpose)).toThrow(DecryptionError);
  });

  it('refuses an unknown version byte and a truncated value', () => {
    const sealed = seal(key, plain, purpose);
    const otherVersion = Buffer.from(sealed);
    otherVersion[0] = 2;
    expect(() => open(key, otherVersion, purpose)).toThrow(/unknown format version 2/);
    expect(() => open(key, sealed.subarray(0, 28), purpose)).toThrow(/truncated/);
    expect(() => open(key, sealed.subarray(0, sealed.length - 1), purpose)).toThrow(DecryptionError);
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => seal(randomBytes(16), plain, purpose)).toThrow(RangeError);
  });

  it('seals an empty value', () => {
    expect(open(key, seal(key, Buffer.alloc(0), purpose), purpose).length).toBe(0);
    expect(open(key, seal(key, '', purpose), purpose).length).toBe(0);
  });

  it('seals text as its UTF-8 bytes, multi-byte letters included, with a purpose of any letters', () => {
    const text = 'Þórður Ævarsson, Mælifell 🏔';
    const accented = 'application:Þ:body';
    const sealed = seal(key, text, accented);
    expect(sealed.length).toBe(1 + 12 + 16 + Buffer.byteLength(text, 'utf8'));
    expect(open(key, sealed, accented).toString('utf8')).toBe(text);
    expect(open(key, seal(key, Buffer.from(text, 'utf8'), accented), accented)).toEqual(Buffer.from(text, 'utf8'));
    expect(() => open(key, sealed, 'application:T:body')).toThrow(DecryptionError);
  });
});

describe('field cipher', () => {
  it('round-trips JSON and stores undefined as null', () => {
    const cipher = createFieldCipher(key);
    const value = { persons: [{ ssn: '010130-3019' }], n: 1.5, ok: true };
    expect(cipher.openJson(cipher.sealJson(value, purpose), purpose)).toEqual(value);
    expect(cipher.openJson(cipher.sealJson(undefined, purpose), purpose)).toBeNull();
  });

  it('keeps its own copy of the key and refuses work once destroyed', () => {
    const outside = Buffer.from(key);
    const cipher = createFieldCipher(outside);
    const sealed = cipher.sealJson('x', purpose);
    outside.fill(0);
    expect(cipher.openJson(sealed, purpose)).toBe('x');
    cipher.destroy();
    expect(() => cipher.openJson(sealed, purpose)).toThrow(/closed/);
  });

  it('gives the blind index of each input, asked again or in turn, and none once destroyed', () => {
    const cipher = createFieldCipher(key);
    const indexKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'fieldboard blind index v1', 32));
    const expected = (text: string) => createHmac('sha256', indexKey).update(text, 'utf8').digest('hex');
    for (const text of ['0101303019', '0101303019', 'IS140159260076545510730339', '0101303019', '']) {
      expect(cipher.blindIndex(text), text).toBe(expected(text));
    }
    cipher.destroy();
    // Not even the last input asked, which it remembered.
    expect(() => cipher.blindIndex('')).toThrow(/closed/);
  });
});
