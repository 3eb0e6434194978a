import { createHmac, hkdfSync } from 'node:crypto';
import { KEY_BYTES, open, seal } from './aead';

/**
 * The data key in memory, with the JSON helpers the repositories use. Holding the key in one
 * object lets `close()` wipe it, and keeps it out of the `Database`'s enumerable fields so it does
 * not end up in a log line by accident.
 */
export interface FieldCipher {
  /** Bytes, or text sealed as its UTF-8. */
  seal(plain: Buffer | string, purpose: string): Buffer;
  open(sealed: Buffer, purpose: string): Buffer;
  sealJson(value: unknown, purpose: string): Buffer;
  openJson(sealed: Buffer, purpose: string): unknown;
  /**
   * The blind index of a normalised identifier: hex HMAC-SHA-256 under a key derived from the data
   * key (HKDF-SHA-256, its own label), so equal values can be found without storing either.
   */
  blindIndex(normalised: string): string;
  /** Overwrites the key; later calls throw. */
  destroy(): void;
}

export function createFieldCipher(dataKey: Buffer): FieldCipher {
  if (dataKey.length !== KEY_BYTES) throw new RangeError(`the data key must be ${KEY_BYTES} bytes`);
  // Our own copy, so the caller wiping or reusing its buffer cannot change what we encrypt with.
  const key = Buffer.from(dataKey);
  // A key of its own for the index: an HMAC under the sealing key itself would mix two uses of one key.
  const indexKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'fieldboard blind index v1', 32));
  let destroyed = false;
  // The last index computed, by its input: an autosave asks for its search digest again, with the
  // same text, on every keystroke outside the searchable fields.
  let lastIndex: { normalised: string; index: string } | undefined;
  const live = (): Buffer => {
    if (destroyed) throw new Error('the database is closed: its data key has been wiped');
    return key;
  };
  return {
    seal: (plain, purpose) => seal(live(), plain, purpose),
    open: (sealed, purpose) => open(live(), sealed, purpose),
    // `undefined` has no JSON form; a draft with nothing in it is stored as null.
    sealJson: (value, purpose) => seal(live(), JSON.stringify(value ?? null), purpose),
    openJson: (sealed, purpose) => JSON.parse(open(live(), sealed, purpose).toString('utf8')) as unknown,
    blindIndex: (normalised) => {
      live();
      if (lastIndex?.normalised === normalised) return lastIndex.index;
      const index = createHmac('sha256', indexKey).update(normalised, 'utf8').digest('hex');
      lastIndex = { normalised, index };
      return index;
    },
    destroy() {
      key.fill(0);
      indexKey.fill(0);
      lastIndex = undefined;
      destroyed = true;
    },
  };
}
