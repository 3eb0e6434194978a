import type { IncomingMessage } from 'node:http';
import type { KeyEntry, KeyRegistry } from '../key-registry';
import { type Reply, errorReply } from './replies';

/** Oldest first; the last is the latest, which a request without `api-version` gets (§9.2). */
export const SUPPORTED_API_VERSIONS = ['2.0'] as const;
export const LATEST_API_VERSION = SUPPORTED_API_VERSIONS[SUPPORTED_API_VERSIONS.length - 1]!;

export type Check<T> = { ok: true; value: T } | { ok: false; reply: Reply };

/** One value per header; Node joins repeated unknown headers with ", ", which then matches nothing. */
function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value.join(', ') : value;
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * The key travels in `Apikey`, written `apiKey` and `ApiKey` too (§5.1). Node lowercases header
 * names, so every casing arrives as `apikey`. The key itself is never echoed back.
 */
export function authenticate(req: IncomingMessage, keys: KeyRegistry): Check<{ key: string; entry: KeyEntry }> {
  const key = header(req, 'apikey');
  if (key === undefined) {
    return { ok: false, reply: errorReply(401, 'An API key is required in the Apikey header') };
  }
  const entry = keys.get(key);
  if (entry === undefined) {
    return { ok: false, reply: errorReply(401, 'The API key is not valid') };
  }
  return { ok: true, value: { key, entry } };
}

export function negotiateVersion(req: IncomingMessage): Check<string> {
  const requested = header(req, 'api-version');
  if (requested === undefined) return { ok: true, value: LATEST_API_VERSION };
  if ((SUPPORTED_API_VERSIONS as readonly string[]).includes(requested)) return { ok: true, value: requested };
  return {
    ok: false,
    reply: errorReply(
      400,
      `api-version ${JSON.stringify(requested)} is not supported; supported versions: ${SUPPORTED_API_VERSIONS.join(', ')}`,
      {
        extra: { supportedVersions: [...SUPPORTED_API_VERSIONS] },
      },
    ),
  };
}
