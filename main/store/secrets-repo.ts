import { createHash } from 'node:crypto';
import { StoreError } from './errors';
import type { Store } from './store';

const API_KEY = 'api_key';

/** Wrapped by the platform's secret store (OS keychain in the app), never written clear. null forgets it. */
export function setApiKey(store: Store, apiKey: string | null): void {
  const now = store.now().toISOString();
  if (apiKey === null) {
    store.db.prepare('DELETE FROM secrets WHERE name = ?').run(API_KEY);
    return;
  }
  if (apiKey.trim() === '') throw new StoreError('invalid_input', 'the API key is empty');
  store.db
    .prepare(
      `INSERT INTO secrets (name, wrapped_value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET wrapped_value = excluded.wrapped_value, updated_at = excluded.updated_at`,
    )
    .run(API_KEY, store.secretStore.protect(Buffer.from(apiKey, 'utf8')), now);
}

export function getApiKey(store: Store): string | undefined {
  const row = store.db.prepare('SELECT wrapped_value FROM secrets WHERE name = ?').get(API_KEY) as { wrapped_value: Buffer } | undefined;
  return row === undefined ? undefined : store.secretStore.unprotect(row.wrapped_value).toString('utf8');
}

/**
 * Names a key without revealing it: settings snapshots are filed under it, and logs may show it.
 * 64 bits of sha-256 tell keys apart; the key itself has far more entropy than a guesser can try.
 */
export function apiKeyFingerprint(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex').slice(0, 16);
}

const API_KEY_ORIGIN = 'api_key.origin';

/**
 * The service origin (`https://host:port`) the stored API key was entered for, wrapped like the
 * key itself so it cannot be edited in the clear. The key is sent to that origin only.
 */
export function setApiKeyOrigin(store: Store, origin: string | null): void {
  if (origin === null) {
    store.db.prepare('DELETE FROM secrets WHERE name = ?').run(API_KEY_ORIGIN);
    return;
  }
  store.db
    .prepare(
      `INSERT INTO secrets (name, wrapped_value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET wrapped_value = excluded.wrapped_value, updated_at = excluded.updated_at`,
    )
    .run(API_KEY_ORIGIN, store.secretStore.protect(Buffer.from(origin, 'utf8')), store.now().toISOString());
}

export function getApiKeyOrigin(store: Store): string | undefined {
  const row = store.db.prepare('SELECT wrapped_value FROM secrets WHERE name = ?').get(API_KEY_ORIGIN) as
    { wrapped_value: Buffer } | undefined;
  return row === undefined ? undefined : store.secretStore.unprotect(row.wrapped_value).toString('utf8');
}

/** The origin of a service address, or undefined when it is not a URL. */
export function serviceOrigin(baseUrl: string | undefined): string | undefined {
  if (baseUrl === undefined) return undefined;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return undefined;
  }
}
