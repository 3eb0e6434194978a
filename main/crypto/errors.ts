/**
 * A sealed value did not open: wrong key, wrong row or purpose (AAD), or changed bytes. Never
 * caught and ignored: a value that fails to open must not be shown or sent as if it were empty.
 */
export class DecryptionError extends Error {
  override readonly name = 'DecryptionError';
  constructor(
    message: string,
    readonly purpose: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The secret store cannot be used as it is (e.g. a key file other users can read). */
export class SecretStoreError extends Error {
  override readonly name = 'SecretStoreError';
}
