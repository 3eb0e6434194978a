import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptionError } from './errors';

/**
 * AES-256-GCM with the layout `version (1) | nonce (12) | tag (16) | ciphertext`. The version
 * byte lets a later release change the algorithm without guessing at old values; it is part of
 * the AAD, so it cannot be flipped to make a value parse under another scheme.
 *
 * `purpose` names the row and field a value belongs to (`application:<id>:body`). It is
 * authenticated but not stored, so a ciphertext copied into another row or column fails to open
 * instead of silently showing one merchant's data under another's name.
 */
export const SEALED_VERSION = 1;
export const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + NONCE_BYTES + TAG_BYTES;
/** How much longer a sealed value is than its plaintext: what bounds a sealed column before it is read. */
export const SEAL_OVERHEAD_BYTES = HEADER_BYTES;

/**
 * Nonces are drawn from the system's random source a few kilobytes at a time and each handed out
 * once, from a buffer never refilled (a new one is drawn): one draw per value cost an autosave
 * about as much as sealing its 4 kB body (a crypto job per call).
 */
const NONCES_PER_DRAW = 341;
let nonces = Buffer.alloc(0);
let nextNonceAt = 0;

function freshNonce(): Buffer {
  if (nextNonceAt + NONCE_BYTES > nonces.length) {
    nonces = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    nextNonceAt = 0;
  }
  const nonce = nonces.subarray(nextNonceAt, nextNonceAt + NONCE_BYTES);
  nextNonceAt += NONCE_BYTES;
  return nonce;
}

function additionalData(version: number, purpose: string): Buffer {
  // One buffer, written in place: a concatenation made three, on every autosave.
  const aad = Buffer.allocUnsafe(1 + Buffer.byteLength(purpose, 'utf8'));
  aad[0] = version;
  aad.write(purpose, 1, 'utf8');
  return aad;
}

function checkKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new RangeError(`AES-256-GCM needs a ${KEY_BYTES}-byte key, got ${key.length}`);
}

/**
 * Seals `plain`, bytes or text (as UTF-8). Text goes to the cipher as it is, which encodes it
 * natively: encoding it into a Buffer first cost an autosave a 4 kB allocation, and its release.
 */
export function seal(key: Buffer, plain: Buffer | string, purpose: string): Buffer {
  checkKey(key);
  const length = typeof plain === 'string' ? Buffer.byteLength(plain, 'utf8') : plain.length;
  // A random 96-bit nonce per value: far below the birthday bound for the values one device writes.
  const nonce = freshNonce();
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(SEALED_VERSION, purpose));
  // Laid out in place: the ciphertext is copied once, not concatenated twice (an autosave seals 4 kB).
  const sealed = Buffer.allocUnsafe(HEADER_BYTES + length);
  sealed[0] = SEALED_VERSION;
  nonce.copy(sealed, 1);
  const written = (typeof plain === 'string' ? cipher.update(plain, 'utf8') : cipher.update(plain)).copy(sealed, HEADER_BYTES);
  // GCM is a stream cipher: final() flushes nothing, it only computes the tag.
  const rest = cipher.final();
  if (written + rest.length !== length) throw new Error('AES-GCM returned a ciphertext of another length than its input');
  cipher.getAuthTag().copy(sealed, 1 + NONCE_BYTES);
  return sealed;
}

export function open(key: Buffer, sealed: Buffer, purpose: string): Buffer {
  checkKey(key);
  if (sealed.length < HEADER_BYTES) {
    throw new DecryptionError(`Sealed value for ${purpose} is truncated (${sealed.length} bytes)`, purpose);
  }
  const version = sealed[0];
  if (version !== SEALED_VERSION) {
    throw new DecryptionError(`Sealed value for ${purpose} has unknown format version ${version}`, purpose);
  }
  const nonce = sealed.subarray(1, 1 + NONCE_BYTES);
  const tag = sealed.subarray(1 + NONCE_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  decipher.setAAD(additionalData(version, purpose));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
  } catch (cause) {
    throw new DecryptionError(
      `Sealed value for ${purpose} failed authentication: wrong key, moved between rows, or changed on disk`,
      purpose,
      { cause },
    );
  }
}
