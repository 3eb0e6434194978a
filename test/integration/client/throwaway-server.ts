import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEachTest } from '../../helpers/after-each-test';

/** What a throwaway server saw of one request: raw header names keep the client's spelling. */
export interface SeenRequest {
  method: string;
  path: string;
  rawHeaders: [string, string][];
  body: string;
}

export interface ThrowawayServer {
  baseUrl: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Answers with status, headers and body; or does something ruder with the raw request/response. */
export type Reply =
  | { status: number; headers?: Record<string, string>; body?: string | Buffer }
  | ((req: http.IncomingMessage, res: http.ServerResponse) => void);

const open: ThrowawayServer[] = [];

afterEachTest(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});

/**
 * A small node:http server for what the training service cannot produce. The whole request body
 * is read before `reply` runs, so a reply that breaks the connection does so after the service
 * "has" the application.
 */
export async function startThrowawayServer(reply: (request: SeenRequest) => Reply): Promise<ThrowawayServer> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const pairs: [string, string][] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) pairs.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
      const request = { method: req.method ?? '', path: req.url ?? '', rawHeaders: pairs, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(request);
      const answer = reply(request);
      if (typeof answer === 'function') return answer(req, res);
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const handle: ThrowawayServer = {
    baseUrl: `http://127.0.0.1:${port}/isoapi`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  open.push(handle);
  return handle;
}

/** A loopback port that nothing listens on: a server is started there, then closed. */
export async function closedPortBaseUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/isoapi`;
}

export const CREATED_BODY = JSON.stringify({
  success: true,
  statusCode: 201,
  message: 'Created',
  data: { merchantName: 'Kaffi ehf.', merchantId: 100001, stores: [{ storeName: 'Kaffi', agreementId: 500001, terminalId: 80000001 }] },
});

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
