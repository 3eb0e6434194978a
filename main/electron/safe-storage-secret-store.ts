import type { SafeStorage } from 'electron';
import type { SecretStore } from '$main/crypto/secret-store';

export class KeychainUnavailableError extends Error {
  override readonly name = 'KeychainUnavailableError';
}

/**
 * The app's secret store: Electron's safeStorage (macOS Keychain, Windows DPAPI, libsecret or
 * KWallet on Linux). On Linux without a keyring safeStorage falls back to `basic_text`, which
 * "encrypts" with a fixed, public key: we refuse that rather than pretend the data is protected.
 */
export function createSafeStorageSecretStore(safeStorage: SafeStorage, platform: NodeJS.Platform = process.platform): SecretStore {
  if (!safeStorage.isEncryptionAvailable()) {
    throw new KeychainUnavailableError('This computer offers no way to protect Fieldboard’s key (no system keychain is available).');
  }
  if (platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text') {
    throw new KeychainUnavailableError(
      'No keyring is running (GNOME Keyring or KWallet), so Fieldboard cannot protect the merchants’ personal data. ' +
        'Start your desktop’s keyring, or ask IT to install gnome-keyring, then open Fieldboard again.',
    );
  }
  return {
    kind: 'safe-storage',
    protect: (plain) => safeStorage.encryptString(plain.toString('base64')),
    unprotect: (wrapped) => Buffer.from(safeStorage.decryptString(wrapped), 'base64'),
  };
}
