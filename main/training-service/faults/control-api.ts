import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ZodError } from 'zod';
import { FaultListSchema } from './faults';
import { listMerchants } from '../id-store';
import { InvalidKeyConfigError } from '../key-registry';
import { isJsonContentType, readJsonBody } from '../http/read-body';
import { type Reply, errorReply, jsonReply } from '../http/replies';
import type { ServiceContext } from '../service-context';
import { collectStats } from '../stats';

/**
 * Test hooks on the same port, outside /isoapi so no client of the real interface can reach them
 * by accident. Bodies must be `application/json`: that also means a web page cannot drive these
 * routes from a browser without a CORS preflight, which this server never answers.
 */
export const CONTROL_PREFIX = '/__control';

/**
 * The header carrying the service's per-run control token. Any local user can reach 127.0.0.1, so
 * the port alone would give them the trainees' merchants and the power to set keys and faults.
 */
export const CONTROL_TOKEN_HEADER = 'x-fieldboard-control-token';

/** 401 without the token, 403 with another one; undefined when the request carries this run's. */
export function controlRefusal(req: IncomingMessage, token: string): Reply | undefined {
  const presented = req.headers[CONTROL_TOKEN_HEADER];
  if (typeof presented !== 'string') return errorReply(401, `The control API needs the ${CONTROL_TOKEN_HEADER} header`);
  // Compared as digests: equal lengths for timingSafeEqual, whatever was presented.
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(token)) ? undefined : errorReply(403, 'Wrong control token');
}

export async function controlReply(req: IncomingMessage, pathname: string, context: ServiceContext): Promise<Reply> {
  const route = pathname.slice(CONTROL_PREFIX.length);
  const method = req.method ?? 'GET';

  if (route === '/stats') return onlyMethods(method, ['GET']) ?? jsonReply(200, collectStats(context));
  if (route === '/merchants') return onlyMethods(method, ['GET']) ?? jsonReply(200, { merchants: listMerchants(context.db) });
  if (route === '/faults') {
    const refused = onlyMethods(method, ['GET', 'POST', 'DELETE']);
    if (refused !== undefined) return refused;
    if (method === 'DELETE') context.faults.clear();
    if (method === 'POST') {
      const body = await readControlBody(req);
      if (!body.ok) return body.reply;
      // A bare list or `{ faults: [...] }`; both read naturally in a test.
      const list = Array.isArray(body.value) ? body.value : (body.value as { faults?: unknown } | null)?.faults;
      const parsed = FaultListSchema.safeParse(list);
      if (!parsed.success) return invalid('The fault list is not valid', parsed.error);
      context.faults.set(parsed.data);
    }
    return jsonReply(200, { faults: context.faults.list() });
  }
  if (route === '/release') return onlyMethods(method, ['POST']) ?? jsonReply(200, { released: context.held.releaseAll() });
  if (route.startsWith('/keys/')) {
    const refused = onlyMethods(method, ['PUT', 'DELETE']);
    if (refused !== undefined) return refused;
    let key: string;
    try {
      key = decodeURIComponent(route.slice('/keys/'.length));
    } catch {
      return errorReply(400, 'The key in the path is not valid percent-encoding');
    }
    if (method === 'DELETE') {
      return context.keys.delete(key) ? jsonReply(200, { deleted: true }) : errorReply(404, 'No such API key');
    }
    const body = await readControlBody(req);
    if (!body.ok) return body.reply;
    try {
      const entry = context.keys.set(key, body.value);
      return jsonReply(200, { fingerprint: entry.fingerprint, settings: entry.served });
    } catch (error) {
      if (error instanceof InvalidKeyConfigError) return errorReply(400, error.message);
      throw error;
    }
  }
  return errorReply(404, `No control route ${pathname}`);
}

function onlyMethods(method: string, allowed: string[]): Reply | undefined {
  if (allowed.includes(method)) return undefined;
  return errorReply(405, `Method ${method} is not allowed here`, { headers: { Allow: allowed.join(', ') } });
}

async function readControlBody(req: IncomingMessage) {
  if (!isJsonContentType(req.headers['content-type'])) {
    return { ok: false as const, reply: errorReply(415, 'Content-Type must be application/json') };
  }
  return readJsonBody(req);
}

function invalid(message: string, error: ZodError): Reply {
  return errorReply(400, message, {
    errors: error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', code: issue.code, message: issue.message })),
  });
}
