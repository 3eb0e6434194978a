import { createHash } from 'node:crypto';
import { StoreError } from '../errors';
import type { Store } from '../store';

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
function setApiKeyOrigin(store: Store, origin: string | null): void {
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

/**
 * The stored key and the origin it was entered for, written together so that neither changes
 * without the other. An origin of undefined binds the key to nowhere: it is kept but never sent.
 */
export function setBoundApiKey(store: Store, bound: { apiKey: string; origin: string | undefined } | null): void {
  store.db.transaction(() => {
    setApiKey(store, bound?.apiKey ?? null);
    setApiKeyOrigin(store, bound?.origin ?? null);
  })();
}

/** The stored key with the origin it was entered for (undefined: none, so it goes nowhere). */
export function getBoundApiKey(store: Store): { apiKey: string; origin: string | undefined } | undefined {
  const apiKey = getApiKey(store);
  return apiKey === undefined ? undefined : { apiKey, origin: getApiKeyOrigin(store) };
}

/**
 * The origin of a service address, or undefined when it is not an http(s) URL: other schemes all
 * share the opaque origin "null", which would make any two of them the same service.
 */
export function serviceOrigin(baseUrl: string | undefined): string | undefined {
  if (baseUrl === undefined) return undefined;
  try {
    const url = new URL(baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
