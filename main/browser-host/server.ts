import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { IpcErrorCode } from '$shared/ipc/errors';
import type { Dispatch } from '$main/ipc/dispatcher';
import type { EventBus } from '$main/ipc/event-bus';
import { CONTENT_SECURITY_POLICY } from '$main/renderer-files/content-security-policy';
import { BAD_PATH, rendererFile } from '$main/renderer-files/read-static';
import { BUSY_RETRY_SECONDS, type BodyBudget, createBodyBudget, readRequestBody } from './request-body';

export const TOKEN_HEADER = 'x-fieldboard-token';

export interface BrowserHostOptions {
  dispatch: Dispatch;
  events: EventBus;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  port?: number;
  /** Fixed token for tests; a random one per run otherwise. */
  token?: string;
  /** Where a request that failed in an unexpected way is recorded (never its body). */
  onError?: (error: unknown, where: string) => void;
  /** The bytes of large bodies held at once (`MAX_BODIES_IN_FLIGHT_BYTES` unless given). */
  bodyBudget?: BodyBudget;
}

export interface BrowserHost {
  url: string;
  /** The URL to open: the page reads the token from it once and drops it from the address bar. */
  urlWithToken: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves the renderer and bridges the IPC contract over HTTP on 127.0.0.1 only, for running the
 * whole app without Electron. Every /api request needs the per-run token; the Host header must
 * name this address, which defeats DNS rebinding; the page itself carries no token.
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const token = options.token ?? randomBytes(32).toString('base64url');
  const sse = new Set<http.ServerResponse>();
  const unsubscribe = options.events.subscribe((event, payload) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const res of sse) res.write(frame);
  });
  let port = 0;
  const budget = options.bodyBudget ?? createBodyBudget();

  const onError = options.onError ?? (() => undefined);
  // Every request is answered whatever it holds: a throw becomes a 500, never the end of the host.
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      onError(error, 'request');
      fail(res, 500, 'internal', 'the request could not be handled');
    }
  });
  // CONNECT and Upgrade requests never reach `handle`: without these, Node would drop the socket unanswered.
  const refuseTunnel = (_req: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  };
  server.on('connect', refuseTunnel);
  server.on('upgrade', refuseTunnel);
  // A malformed request line or headers: Node answers 400 itself; a reset socket is simply dropped.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    // A socket error after the answer (the client went away) must not become an unhandled 'error' event.
    res.on('error', (error) => onError(error, 'response'));
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!hostAllowed(req.headers.host, port)) return send(res, 421, 'text/plain', 'wrong host');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-store');

    if (url.pathname.startsWith('/api/')) {
      const presented = url.pathname === '/api/events' ? url.searchParams.get('token') : req.headers[TOKEN_HEADER];
      if (!tokenMatches(presented, token)) return fail(res, 403, 'forbidden', 'missing or wrong token');
      if (url.pathname === '/api/events' && req.method === 'GET') return openEventStream(res, sse);
      const match = /^\/api\/invoke\/([a-zA-Z]+:[a-zA-Z]+)$/.exec(url.pathname);
      if (match && req.method === 'POST') {
        invoke(req, res, match[1]!, options.dispatch, budget).catch((error: unknown) => {
          // The body stopped arriving (the client dropped the upload) or the answer could not be written.
          onError(error, 'invoke');
          fail(res, 400, 'invalid_request', 'the request did not arrive whole');
        });
        return;
      }
      return fail(res, 404, 'unknown_channel', 'no such endpoint');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'method not allowed');
    const file = rendererFile(options.rendererDir, url.pathname);
    if (file === BAD_PATH) return send(res, 400, 'text/plain', 'bad path');
    if (file === undefined) return send(res, 404, 'text/plain', 'not found');
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    return send(res, 200, file.type, file.body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    urlWithToken: `${url}#token=${token}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        for (const res of sse) res.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function hostAllowed(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

function tokenMatches(presented: string | string[] | null | undefined, token: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function openEventStream(res: http.ServerResponse, clients: Set<http.ServerResponse>): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
  res.write(': connected\n\n');
  clients.add(res);
  res.on('close', () => clients.delete(res));
}

async function invoke(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  channel: string,
  dispatch: Dispatch,
  budget: BodyBudget,
): Promise<void> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
    return fail(res, 415, 'invalid_request', 'send JSON');
  }
  const body = await readRequestBody(req, res, budget);
  if (!body.ok) {
    if (body.status === 503) res.setHeader('Retry-After', String(BUSY_RETRY_SECONDS));
    return fail(res, body.status, body.code, body.message);
  }
  const result = await dispatch(channel, body.request);
  send(res, 200, 'application/json', JSON.stringify(result));
}

function send(res: http.ServerResponse, status: number, type: string, body: string | Buffer): void {
  // Answered already, or the client is gone: nothing more to say.
  if (res.headersSent || res.destroyed) {
    if (!res.writableEnded) res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': type });
  res.end(body);
}

/** A refusal of the host's own, typed like the dispatcher's (IpcErrorSchema): code, params and message. */
function fail(res: http.ServerResponse, status: number, code: IpcErrorCode, message: string): void {
  send(res, status, 'application/json', JSON.stringify({ ok: false, error: { code, params: {}, message } }));
}
