import { createHash } from 'node:crypto';
import { DatabaseError } from '../errors';
import type { Database } from '../database';
import { upsertOrDelete, type KeyedTable } from '../statements';

const API_KEY = 'api_key';
const SECRETS: KeyedTable = { table: 'secrets', key: 'name', value: 'wrapped_value' };

/** Wrapped by the platform's secret store (OS keychain in the app), never written clear. null forgets it. */
export function setApiKey(database: Database, apiKey: string | null): void {
  if (apiKey !== null && apiKey.trim() === '') throw new DatabaseError('invalid_input', 'the API key is empty');
  setWrapped(database, API_KEY, apiKey);
}

/** Wraps `value` with the platform's secret store and keeps it under `name`; null deletes it. */
function setWrapped(database: Database, name: string, value: string | null): void {
  const wrapped = value === null ? null : database.secretStore.protect(Buffer.from(value, 'utf8'));
  upsertOrDelete(database.db, SECRETS, name, wrapped, database.now().toISOString());
}

/** The value kept under `name`, unwrapped by the platform's secret store; undefined when none is. */
function getWrapped(database: Database, name: string): string | undefined {
  const row = database.db.prepare('SELECT wrapped_value FROM secrets WHERE name = ?').get(name) as { wrapped_value: Buffer } | undefined;
  return row === undefined ? undefined : database.secretStore.unprotect(row.wrapped_value).toString('utf8');
}

export function getApiKey(database: Database): string | undefined {
  return getWrapped(database, API_KEY);
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
function setApiKeyOrigin(database: Database, origin: string | null): void {
  setWrapped(database, API_KEY_ORIGIN, origin);
}

export function getApiKeyOrigin(database: Database): string | undefined {
  return getWrapped(database, API_KEY_ORIGIN);
}

/**
 * The stored key and the origin it was entered for, written together so that neither changes
 * without the other. An origin of undefined binds the key to nowhere: it is kept but never sent.
 */
export function setBoundApiKey(database: Database, bound: { apiKey: string; origin: string | undefined } | null): void {
  database.db.transaction(() => {
    setApiKey(database, bound?.apiKey ?? null);
    setApiKeyOrigin(database, bound?.origin ?? null);
  })();
}

/** The stored key with the origin it was entered for (undefined: none, so it goes nowhere). */
export function getBoundApiKey(database: Database): { apiKey: string; origin: string | undefined } | undefined {
  const apiKey = getApiKey(database);
  return apiKey === undefined ? undefined : { apiKey, origin: getApiKeyOrigin(database) };
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
