import http from 'node:http';
import https from 'node:https';
import type { RequestBody } from './request-body';

/**
 * One HTTP request with the evidence an outbox needs: whether the request body was completely
 * handed to the network before anything went wrong. The service has no idempotency key, so
 * "did it leave?" decides between a safe retry and an unknown outcome. Each exchange uses a new
 * connection (no keep-alive): a stale pooled socket would blur that line.
 */
export interface ExchangeRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  /** Written chunk by chunk, never joined. */
  body?: RequestBody;
  timeoutMs: number;
  /** Largest response body read; more is an error (a runaway or hostile server). */
  maxResponseBytes: number;
}

export interface ExchangeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type ExchangeFailure =
  | { stage: 'before_send'; reason: 'offline' | 'refused' | 'dns' | 'timeout' | 'tls' | 'other'; code: string | undefined; message: string }
  | { stage: 'after_send'; reason: 'timeout' | 'reset' | 'response_too_large' | 'other'; code: string | undefined; message: string };

export type ExchangeResult = { ok: true; response: ExchangeResponse } | { ok: false; failure: ExchangeFailure };

const NOT_CONNECTED_CODES: Record<string, 'offline' | 'refused' | 'dns' | 'tls'> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ENETUNREACH: 'offline',
  ENETDOWN: 'offline',
  EHOSTUNREACH: 'offline',
  EHOSTDOWN: 'offline',
  EADDRNOTAVAIL: 'offline',
  CERT_HAS_EXPIRED: 'tls',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'tls',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'tls',
  ERR_TLS_CERT_ALTNAME_INVALID: 'tls',
};

export function exchange(request: ExchangeRequest): Promise<ExchangeResult> {
  return new Promise((resolve) => {
    const transport = request.url.protocol === 'https:' ? https : http;
    let bodySent = false;
    let settled = false;
    const settle = (result: ExchangeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const fail = (reason: string, error: NodeJS.ErrnoException | undefined, message: string) => {
      const code = error?.code;
      if (!bodySent) {
        const known = code !== undefined ? NOT_CONNECTED_CODES[code] : undefined;
        const before = reason === 'timeout' ? 'timeout' : (known ?? 'other');
        settle({ ok: false, failure: { stage: 'before_send', reason: before, code, message } });
      } else {
        const after =
          reason === 'timeout' || reason === 'response_too_large'
            ? reason
            : code === 'ECONNRESET' || code === 'EPIPE' || reason === 'reset'
              ? 'reset'
              : 'other';
        settle({ ok: false, failure: { stage: 'after_send', reason: after, code, message } });
      }
    };

    const req = transport.request(request.url, {
      method: request.method,
      headers: { ...request.headers, Connection: 'close', ...(request.body ? { 'Content-Length': String(request.body.length) } : {}) },
      agent: false,
    });
    const timer = setTimeout(() => {
      fail('timeout', undefined, `no answer within ${request.timeoutMs} ms`);
      req.destroy();
    }, request.timeoutMs);

    // 'finish' fires once the whole body is handed to the socket: from then on the service may have it.
    req.on('finish', () => {
      bodySent = true;
    });
    req.on('error', (error: NodeJS.ErrnoException) => fail('error', error, error.message));
    req.on('response', (res) => {
      bodySent = true;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > request.maxResponseBytes) {
          fail('response_too_large', undefined, `response larger than ${request.maxResponseBytes} bytes`);
          res.destroy();
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', (error: NodeJS.ErrnoException) => fail('reset', error, error.message));
      res.on('aborted', () => fail('reset', undefined, 'the connection closed before the response was complete'));
      res.on('end', () => {
        if (res.complete) {
          settle({
            ok: true,
            response: { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') },
          });
        } else {
          fail('reset', undefined, 'the connection closed before the response was complete');
        }
      });
    });
    // The writable queues the buffers themselves (no copies) and hands them to the socket in order.
    for (const chunk of request.body?.chunks ?? []) req.write(chunk);
    req.end();
  });
}
