import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** HKDF's info for the state MAC key: a key used for one purpose only, never the data key itself. */
const STATE_MAC_INFO = 'fieldboard application state mac v1';

/**
 * HMAC-SHA-256 under a key derived from the data key (HKDF-SHA-256, its own info string), for
 * values kept clear that still must not be changed behind the database's back (an application's
 * status, merchant ID, result). Like the field cipher it holds its key privately and can wipe it.
 */
export interface StateMac {
  mac(...parts: Buffer[]): Buffer;
  verify(tag: Buffer | null, ...parts: Buffer[]): boolean;
  destroy(): void;
}

const lengthPrefix = Buffer.alloc(4);

export function createStateMac(dataKey: Buffer): StateMac {
  const key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), STATE_MAC_INFO, 32));
  let destroyed = false;
  const mac = (...parts: Buffer[]): Buffer => {
    if (destroyed) throw new Error('the database is closed: its state key has been wiped');
    const hmac = createHmac('sha256', key);
    // Each part is length-prefixed, so no two different lists of parts give the same input.
    // update() copies what it is given at once, so one scratch buffer serves every prefix.
    for (const part of parts) {
      lengthPrefix.writeUInt32BE(part.length);
      hmac.update(lengthPrefix).update(part);
    }
    return hmac.digest();
  };
  return {
    mac,
    verify(tag, ...parts) {
      if (tag === null || tag.length !== 32) return false;
      return timingSafeEqual(tag, mac(...parts));
    },
    destroy() {
      key.fill(0);
      destroyed = true;
    },
  };
}
