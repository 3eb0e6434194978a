import { type Database, getBoundApiKey, getConfig, serviceOrigin, setBoundApiKey } from '$main/database';
import { CONFIG } from './config-keys';

/** Stores the agent's API key bound to the address configured now: it is sent there and nowhere else. Null forgets it. */
export function storeApiKey(database: Database, apiKey: string | null): void {
  setBoundApiKey(database, apiKey ? { apiKey, origin: serviceOrigin(getConfig<string>(database, CONFIG.baseUrl)) } : null);
}

/** Whether a stored key belongs to another origin than `baseUrl`'s, so moving there must forget it. */
export function keyBoundElsewhere(database: Database, baseUrl: string | null): boolean {
  const stored = getBoundApiKey(database);
  return stored !== undefined && serviceOrigin(baseUrl ?? undefined) !== stored.origin;
}
