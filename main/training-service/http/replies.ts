import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Problem } from '$shared/rules/problem';
import { formatPath } from '$shared/rules/problem';
import { discardUnreadBody } from './discard-body';
import type { HeldReplies } from '../faults/held-replies';

/**
 * A handler decides a reply; `deliver` is the one place that puts it on the wire, so faults that
 * replace, delay or drop the reply act in one place whatever the endpoint.
 */
export type Reply = { kind: 'send'; status: number; headers?: Record<string, string>; body: string } | { kind: 'reset' };

export type SendReply = Extract<Reply, { kind: 'send' }>;

export interface ErrorItem {
  path: string;
  code: string;
  message: string;
}

export function jsonReply(status: number, value: unknown, headers?: Record<string, string>): SendReply {
  return { kind: 'send', status, body: JSON.stringify(value), ...(headers === undefined ? {} : { headers }) };
}

/** The spec shows no error body (§7); every error reuses the success envelope's first fields. */
export function errorReply(
  status: number,
  message: string,
  options: { errors?: ErrorItem[]; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
): SendReply {
  const body = {
    success: false,
    statusCode: status,
    message,
    ...(options.errors === undefined ? {} : { errors: options.errors }),
    ...options.extra,
  };
  return jsonReply(status, body, options.headers);
}

export function problemItems(problems: readonly Problem[]): ErrorItem[] {
  return problems.map((p) => ({ path: formatPath(p.path), code: p.code, message: p.message }));
}

/** Sent on every reply of the service, as ASP.NET API versioning does; the client may read it. */
export const SUPPORTED_VERSIONS_HEADER = 'api-supported-versions';

export interface DeliverOptions {
  delayMs: number;
  /** Set by a `hold` fault: the reply waits until the test releases it. */
  hold?: HeldReplies;
  /** Aborted when the service closes, so a long latency fault never holds `close()` up. */
  signal: AbortSignal;
  commonHeaders?: Record<string, string>;
}

export async function deliver(req: IncomingMessage, res: ServerResponse, reply: Reply, options: DeliverOptions): Promise<void> {
  let closeAfter = false;
  if (reply.kind === 'send') closeAfter = !(await discardUnreadBody(req));
  try {
    if (options.hold !== undefined) await options.hold.wait(options.signal);
    if (options.delayMs > 0) await sleep(options.delayMs, undefined, { signal: options.signal });
  } catch {
    req.socket.destroy();
    return;
  }
  // The client may have given up during the delay; writing then would only raise errors.
  if (req.socket.destroyed || res.writableEnded) return;
  if (reply.kind === 'reset') {
    req.socket.resetAndDestroy();
    return;
  }
  writeReply(res, closeAfter ? { ...reply, headers: { ...reply.headers, Connection: 'close' } } : reply, options.commonHeaders);
}

export function writeReply(res: ServerResponse, reply: SendReply, commonHeaders?: Record<string, string>): void {
  const body = Buffer.from(reply.body, 'utf8');
  res.writeHead(reply.status, {
    ...commonHeaders,
    // Also for the malformed-body fault: a JSON content type over a body that is not JSON.
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    ...reply.headers,
  });
  res.end(body);
}
