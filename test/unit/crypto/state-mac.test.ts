import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStateMac } from '$main/crypto/state-mac';

const dataKey = randomBytes(32);
const b = (text: string) => Buffer.from(text, 'utf8');

/**
 * The MAC as specified, written out: HMAC-SHA-256, under the key HKDF derives from the data key,
 * over each part's 4-byte big-endian length and then the part. Every stored state_mac was made so;
 * a change to these bytes would make every application read as tampered.
 */
function reference(parts: Buffer[]): Buffer {
  const key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'fieldboard application state mac v1', 32));
  const hmac = createHmac('sha256', key);
  for (const part of parts) {
    const prefix = Buffer.alloc(4);
    prefix.writeUInt32BE(part.length);
    hmac.update(prefix).update(part);
  }
  return hmac.digest();
}

describe('state MAC', () => {
  const mac = createStateMac(dataKey);

  it('is the specified HMAC of length-prefixed parts: stored MACs stay valid', () => {
    const parts = [b('application-state v1'), b('["id","Þórsbúð ehf.",null,7]'), randomBytes(3645)];
    expect(mac.mac(...parts)).toEqual(reference(parts));
    expect(mac.mac()).toEqual(reference([]));
    expect(mac.mac(b(''), Buffer.alloc(0))).toEqual(reference([b(''), Buffer.alloc(0)]));
  });

  it('tells apart lists of parts that would run together without their lengths', () => {
    expect(mac.mac(b('ab'), b('c'))).not.toEqual(mac.mac(b('a'), b('bc')));
    expect(mac.mac(b('abc'))).not.toEqual(mac.mac(b('abc'), b('')));
  });

  it('verifies its own tags only, and refuses work once destroyed', () => {
    const tag = mac.mac(b('state'), b('body'));
    expect(mac.verify(tag, b('state'), b('body'))).toBe(true);
    expect(mac.verify(tag, b('state'), b('bodY'))).toBe(false);
    expect(mac.verify(null, b('state'), b('body'))).toBe(false);
    expect(mac.verify(tag.subarray(0, 16), b('state'), b('body'))).toBe(false);
    expect(createStateMac(randomBytes(32)).verify(tag, b('state'), b('body'))).toBe(false);
    const other = createStateMac(dataKey);
    other.destroy();
    expect(() => other.mac(b('state'))).toThrow(/closed/);
  });
});
