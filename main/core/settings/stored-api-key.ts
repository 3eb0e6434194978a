import { type Store, getBoundApiKey, getConfig, serviceOrigin, setBoundApiKey } from '../../store';
import { CONFIG } from './config-keys';

/** Stores the agent's API key bound to the address configured now: it is sent there and nowhere else. Null forgets it. */
export function storeApiKey(store: Store, apiKey: string | null): void {
  setBoundApiKey(store, apiKey ? { apiKey, origin: serviceOrigin(getConfig<string>(store, CONFIG.baseUrl)) } : null);
}

/** Whether a stored key belongs to another origin than `baseUrl`'s, so moving there must forget it. */
export function keyBoundElsewhere(store: Store, baseUrl: string | null): boolean {
  const stored = getBoundApiKey(store);
  return stored !== undefined && serviceOrigin(baseUrl ?? undefined) !== stored.origin;
}
