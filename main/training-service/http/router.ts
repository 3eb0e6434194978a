import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityType } from '$shared/entity-types';
import { SUBMISSION_PATHS } from '$shared/entity-types';
import { SUPPORTED_API_VERSIONS, authenticate, negotiateVersion } from './auth-and-version';
import { CONTROL_PREFIX, controlRefusal, controlReply } from '../faults/control-api';
import { type Reply, SUPPORTED_VERSIONS_HEADER, deliver, errorReply } from './replies';
import type { ServiceContext } from '../service-context';
import { settingsReply } from '../settings-handler';
import { submissionReply } from '../submission-handler';

export const BASE_PATH = '/isoapi';

type Route = { method: 'POST'; target: 'submit'; type: EntityType } | { method: 'GET'; target: 'settings' };

/**
 * Paths are matched exactly as the spec writes them (case included): a client that sends another
 * spelling would fail against the real service too, and the training service should show that.
 * Both spellings of the private limited company path come from the shared table (§4.1.5).
 */
const ROUTES: ReadonlyMap<string, Route> = new Map<string, Route>([
  ...Object.entries(SUBMISSION_PATHS).flatMap(([type, paths]) =>
    paths.map((path): [string, Route] => [path, { method: 'POST', target: 'submit', type: type as EntityType }]),
  ),
  ['/settings', { method: 'GET', target: 'settings' }],
]);

const ISOAPI_HEADERS = { [SUPPORTED_VERSIONS_HEADER]: SUPPORTED_API_VERSIONS.join(', ') };

export async function route(req: IncomingMessage, res: ServerResponse, context: ServiceContext): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  if (pathname === CONTROL_PREFIX || pathname.startsWith(`${CONTROL_PREFIX}/`)) {
    // As the browser host: a Host other than this loopback address is a DNS-rebinding page, and
    // only a holder of this run's token is the process that started the service.
    const reply = !loopbackHost(req.headers.host, req.socket.localPort)
      ? errorReply(421, 'The control API answers only to its own loopback address')
      : (controlRefusal(req, context.controlToken) ?? (await controlReply(req, pathname, context)));
    await deliver(req, res, reply, { delayMs: 0, signal: context.signal });
    return;
  }

  context.requests.total += 1;
  const found = pathname.startsWith(`${BASE_PATH}/`) ? ROUTES.get(pathname.slice(BASE_PATH.length)) : undefined;
  if (found !== undefined) context.requests[found.target] += 1;
  else context.requests.other += 1;

  const { reply, delayMs, held } = await isoapiReply(req, pathname, found, context);
  await deliver(req, res, reply, {
    delayMs,
    signal: context.signal,
    commonHeaders: ISOAPI_HEADERS,
    ...(held ? { hold: context.held } : {}),
  });
}

async function isoapiReply(
  req: IncomingMessage,
  pathname: string,
  found: Route | undefined,
  context: ServiceContext,
): Promise<{ reply: Reply; delayMs: number; held: boolean }> {
  const refuse = (reply: Reply) => ({ reply, delayMs: 0, held: false });
  if (found === undefined) return refuse(errorReply(404, `No endpoint ${pathname}`));
  if (req.method !== found.method) {
    return refuse(errorReply(405, `${pathname} accepts ${found.method} only`, { headers: { Allow: found.method } }));
  }
  const auth = authenticate(req, context.keys);
  if (!auth.ok) return refuse(auth.reply);
  const version = negotiateVersion(req);
  if (!version.ok) return refuse(version.reply);

  const faults = context.faults.take(found.target);
  const reply =
    found.target === 'settings'
      ? settingsReply(auth.value.entry, faults)
      : await submissionReply(req, context, found.type, auth.value.entry, faults);
  return { reply, delayMs: faults.delayMs, held: faults.held };
}

function loopbackHost(host: string | undefined, port: number | undefined): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}
