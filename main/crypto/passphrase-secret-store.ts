import { scryptSync } from 'node:crypto';
import { KEY_BYTES, open, seal } from './aead';
import type { SecretStore } from './secret-store';

const PURPOSE = 'fieldboard:passphrase-secret-store';
/** scrypt cost: about 100 ms on a field laptop, paid once per open. N=2^15, r=8 needs 32 MiB. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/**
 * A secret store keyed by a passphrase (scrypt). Used to seal backups so they can be restored on
 * another machine, and where the platform offers no keychain. `salt` is stored beside what it
 * protects; it is not secret. `purpose` is authenticated with what it wraps: what opens under one
 * purpose does not open under another.
 */
export function createPassphraseSecretStore(passphrase: string, salt: Buffer, purpose: string = PURPOSE): SecretStore {
  if (passphrase.length < 8) throw new RangeError('the passphrase must have at least 8 characters');
  const key = scryptSync(passphrase.normalize('NFC'), salt, KEY_BYTES, SCRYPT);
  return {
    kind: 'passphrase',
    protect: (plain) => seal(key, plain, purpose),
    unprotect: (wrapped) => open(key, wrapped, purpose),
  };
}
