/**
 * Wraps small secrets (the data key, the API key) with a key the platform keeps. In the Electron
 * app this is `safeStorage` (OS keychain / DPAPI / libsecret); the command line and tests use the
 * key-file store. The database and the core never know which one they have, so it runs the same everywhere.
 */
export interface SecretStore {
  /** A short name for logs and the keyring row, e.g. `key-file` or `safe-storage`. */
  readonly kind: string;
  protect(plain: Buffer): Buffer;
  /** Throws when `wrapped` was not made by this store's key. */
  unprotect(wrapped: Buffer): Buffer;
  /**
   * Crypto-erase (a wipe): destroy this store's own key where it is ours to destroy (the key
   * file), so nothing it wrapped can be unwrapped again. The OS keychain's entry (safeStorage) is
   * shared by the whole app and cannot be deleted through Electron; there the wrapped data key,
   * deleted from the database, is what the wipe destroys.
   */
  destroy?(): void;
}
