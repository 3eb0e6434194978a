import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  body: string;
}

export interface RecordingProxy {
  /** The service's base URL through the proxy: what the app is configured with. */
  baseUrl: string;
  /** Every request the app made, with its body exactly as it went out. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A pass-through between the app and the training service that keeps a copy of every request:
 * what the acquirer received, read on the wire rather than from the app's own records. The
 * service still answers, so the app's outcome is the real one.
 */
export async function startRecordingProxy(serviceBaseUrl: string): Promise<RecordingProxy> {
  const target = new URL(serviceBaseUrl);
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', body: body.toString('utf8') });
      const headers = { ...req.headers, host: target.host };
      const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        res.destroy();
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${target.pathname}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
