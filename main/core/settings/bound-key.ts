import { apiKeyFingerprint, serviceOrigin } from '$main/database';

/** Where a key comes from: the training service's, the command that started the process, or Settings. */
export type KeySource = 'training' | 'startup' | 'stored';

/**
 * An API key together with the origin it was given for. The core holds keys only in this form and
 * picks the one to send only through `keyForAddress`, so no key reaches an address other than its
 * own, whoever changed the address (decision B5).
 */
export interface BoundKey {
  readonly apiKey: string;
  readonly origin: string;
  readonly from: KeySource;
}

/** `apiKey` bound to the origin of `address`; none when either is missing or the address is not http(s). */
export function bindKey(apiKey: string | undefined, address: string | undefined, from: KeySource): BoundKey | undefined {
  const origin = serviceOrigin(address);
  return apiKey && origin !== undefined ? { apiKey, origin, from } : undefined;
}

/** The first of `keys` bound to the origin of `address`, or none: the only way a key is chosen for a request. */
export function keyForAddress(address: string | undefined, keys: readonly (BoundKey | undefined)[]): BoundKey | undefined {
  const origin = serviceOrigin(address);
  if (origin === undefined) return undefined;
  return keys.find((key): key is BoundKey => key !== undefined && key.origin === origin);
}

/**
 * The name a key's settings are filed under (settings snapshots are kept per key). Training mode's
 * key is made anew at every start, so its settings are filed under one name whatever the run's key:
 * the public training key's, as before that key was replaced, so a restart finds them.
 */
export function keyFingerprintOf(key: BoundKey): string {
  return apiKeyFingerprint(key.from === 'training' ? TRAINING_SETTINGS_NAME : key.apiKey);
}

const TRAINING_SETTINGS_NAME = 'training';
