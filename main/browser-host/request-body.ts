import type http from 'node:http';
import type { IpcErrorCode } from '$shared/ipc/errors';
import {
  MAX_REQUEST_ARRAY_ITEMS,
  MAX_REQUEST_DEPTH,
  MAX_REQUEST_DOCUMENT_CHARS,
  MAX_REQUEST_MEMBERS,
  MAX_REQUEST_TEXT_CHARS,
  REQUEST_DOCUMENT_KEY,
} from '$shared/request-limits';
import { type JsonLimits, JsonLimitError } from '$main/json/bounded-json';
import { OFF_THREAD_MIN_BYTES, ParseWorkerError, parseJsonOffThread } from '$main/off-thread/off-thread';

export const MAX_BODY_BYTES = 20 * 1024 * 1024;

/**
 * Bodies being read, parsed or answered at once, in bytes (those under OFF_THREAD_MIN_BYTES are
 * not counted): two documents at the largest size, or a dozen photos. Each costs main a few times
 * its size until it is answered, so forty uploads at once cannot take gigabytes (decision B31).
 */
export const MAX_BODIES_IN_FLIGHT_BYTES = 48 * 1024 * 1024;

/** Seconds a client refused for a full budget is asked to wait (`Retry-After`). */
export const BUSY_RETRY_SECONDS = 1;

const REQUEST_LIMITS: JsonLimits = {
  maxChars: MAX_BODY_BYTES,
  maxDepth: MAX_REQUEST_DEPTH,
  maxArrayItems: MAX_REQUEST_ARRAY_ITEMS,
  maxMembers: MAX_REQUEST_MEMBERS,
  maxStringChars: MAX_REQUEST_TEXT_CHARS,
  longStrings: { paths: [[REQUEST_DOCUMENT_KEY]], maxChars: MAX_REQUEST_DOCUMENT_CHARS },
};

export type BodyResult = { ok: true; request: unknown } | { ok: false; status: number; code: IpcErrorCode; message: string };

export interface BodyBudget {
  /** Holds `bytes` more for this response until it closes; false (nothing held) when the budget has no room. */
  hold(res: http.ServerResponse, bytes: number): boolean;
  /** Bytes held now, for the tests and the bench. */
  held(): number;
}

export function createBodyBudget(max = MAX_BODIES_IN_FLIGHT_BYTES): BodyBudget {
  let used = 0;
  const byResponse = new WeakMap<http.ServerResponse, number>();
  return {
    hold(res, bytes) {
      if (used + bytes > max) return false;
      used += bytes;
      const before = byResponse.get(res);
      byResponse.set(res, (before ?? 0) + bytes);
      // Given back once the answer is sent or the client is gone, whichever comes first.
      if (before === undefined) res.once('close', () => (used -= byResponse.get(res) ?? 0));
      return true;
    },
    held: () => used,
  };
}

/**
 * Reads an API request's JSON body within the size limit and the budget, and parses it within
 * the request limits; a large body is parsed on the parsing worker, never on main's event loop.
 * A declared length the budget has no room for is refused before a byte is kept, and what the
 * client sends is read and dropped, so it sees the answer rather than a reset.
 */
export async function readRequestBody(req: http.IncomingMessage, res: http.ServerResponse, budget: BodyBudget): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  let held = 0;
  const holdUpTo = (bytes: number) => {
    if (bytes < OFF_THREAD_MIN_BYTES || bytes <= held) return true;
    if (!budget.hold(res, bytes - held)) return false;
    held = bytes;
    return true;
  };
  if (Number.isFinite(declared) && declared <= MAX_BODY_BYTES && !holdUpTo(declared)) {
    await drained(req);
    return busy();
  }
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return { ok: false, status: 413, code: 'request_too_large', message: 'the request is too large' };
    if (!holdUpTo(size)) return busy();
    chunks.push(chunk);
  }
  const body = chunks.length === 0 ? Buffer.from('{}') : Buffer.concat(chunks, size);
  chunks.length = 0;
  try {
    return { ok: true, request: await parseJsonOffThread(body, REQUEST_LIMITS) };
  } catch (error) {
    if (error instanceof JsonLimitError || error instanceof ParseWorkerError) {
      return { ok: false, status: 413, code: 'request_too_large', message: `the request is refused: ${error.message}` };
    }
    return { ok: false, status: 400, code: 'invalid_request', message: 'the request is not JSON' };
  }
}

function busy(): BodyResult {
  return { ok: false, status: 503, code: 'busy', message: 'other large requests are being taken in; try again shortly' };
}

function drained(req: http.IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    req.once('end', resolve).once('close', resolve).once('error', resolve);
    req.resume();
  });
}
