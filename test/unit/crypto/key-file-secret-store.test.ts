import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DecryptionError, SecretStoreError } from '$main/crypto/errors';
import { createKeyFileSecretStore, KEY_FILE_NAME } from '$main/crypto/key-file-secret-store';
import { HAS_POSIX_MODES } from '$main/crypto/private-files';
import { tempDir as tempDirOf } from '../../helpers/temp-dir';

const tempDir = () => tempDirOf('fieldboard-keyfile-');

const secret = Buffer.from('a data key of thirty-two bytes!!');

describe('key-file secret store', () => {
  it('creates the data folder 0700 and a 32-byte key file 0600', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const store = createKeyFileSecretStore(dataDir);
    expect(store.kind).toBe('key-file');
    const keyPath = join(dataDir, KEY_FILE_NAME);
    expect(readFileSync(keyPath).length).toBe(32);
    if (HAS_POSIX_MODES) {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(keyPath).mode & 0o777).toBe(0o600);
    }
  });

  it('round-trips, and the wrapped form does not contain the plain value', () => {
    const store = createKeyFileSecretStore(tempDir());
    const wrapped = store.protect(secret);
    expect(wrapped.includes(secret)).toBe(false);
    expect(store.unprotect(wrapped)).toEqual(secret);
  });

  it('reuses the key on the next start', () => {
    const dir = tempDir();
    const wrapped = createKeyFileSecretStore(dir).protect(secret);
    const key = readFileSync(join(dir, KEY_FILE_NAME));
    expect(createKeyFileSecretStore(dir).unprotect(wrapped)).toEqual(secret);
    expect(readFileSync(join(dir, KEY_FILE_NAME))).toEqual(key);
  });

  it("cannot unwrap another folder's values", () => {
    const wrapped = createKeyFileSecretStore(tempDir()).protect(secret);
    expect(() => createKeyFileSecretStore(tempDir()).unprotect(wrapped)).toThrow(DecryptionError);
  });

  it.runIf(HAS_POSIX_MODES)('refuses a key file others can read, naming the fix', () => {
    const dir = tempDir();
    createKeyFileSecretStore(dir);
    const keyPath = join(dir, KEY_FILE_NAME);
    const key = readFileSync(keyPath);
    chmodSync(keyPath, 0o644);
    expect(() => createKeyFileSecretStore(dir)).toThrow(SecretStoreError);
    expect(() => createKeyFileSecretStore(dir)).toThrow(/other users \(mode 0644\).*chmod 600/);
    // Refusing must not replace or change the key.
    expect(readFileSync(keyPath)).toEqual(key);
    chmodSync(keyPath, 0o640);
    expect(() => createKeyFileSecretStore(dir)).toThrow(/mode 0640/);
  });

  it('refuses a key file of the wrong length', () => {
    const dir = tempDir();
    writeFileSync(join(dir, KEY_FILE_NAME), Buffer.alloc(31), { mode: 0o600 });
    expect(() => createKeyFileSecretStore(dir)).toThrow(/31 bytes/);
  });

  it('replaces an empty key file a crash left behind', () => {
    const dir = tempDir();
    const keyPath = join(dir, KEY_FILE_NAME);
    writeFileSync(keyPath, Buffer.alloc(0), { mode: 0o600 });
    const store = createKeyFileSecretStore(dir);
    expect(existsSync(keyPath)).toBe(true);
    expect(readFileSync(keyPath).length).toBe(32);
    expect(store.unprotect(store.protect(secret))).toEqual(secret);
  });
});
