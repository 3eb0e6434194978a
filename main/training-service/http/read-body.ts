import type { IncomingMessage } from 'node:http';
import { MAX_REQUEST_ARRAY_ITEMS, MAX_REQUEST_DEPTH, MAX_REQUEST_MEMBERS, MAX_REQUEST_TEXT_CHARS } from '$shared/request-limits';
import { ATTACHMENT_FILE_PATHS } from '$shared/wire/application-size';
import { MAX_BASE64_LENGTH } from '$shared/wire/attachment';
import { type JsonLimits, JsonLimitError, parseJsonWithin } from '$main/json/bounded-json';
import { type Reply, errorReply } from './replies';

/**
 * The largest request body accepted: ten applications' worth of the 10 MB attachments the wire
 * schema allows would not fit, but a real application (a few scans, base64) fits many times over.
 * The real service shows no limit (§8.2); this one exists so the client's 413 path can be tested.
 */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

/** An application's shape, with a document's base64 only where an application holds one. */
const BODY_LIMITS: JsonLimits = {
  maxChars: MAX_REQUEST_BYTES,
  maxDepth: MAX_REQUEST_DEPTH,
  maxArrayItems: MAX_REQUEST_ARRAY_ITEMS,
  maxMembers: MAX_REQUEST_MEMBERS,
  maxStringChars: MAX_REQUEST_TEXT_CHARS,
  longStrings: { paths: ATTACHMENT_FILE_PATHS, maxChars: MAX_BASE64_LENGTH },
};

export type BodyResult = { ok: true; value: unknown } | { ok: false; reply: Reply };

/** `application/json`, with or without parameters; a charset other than UTF-8 is refused. */
export function isJsonContentType(value: string | undefined): boolean {
  if (value === undefined) return false;
  const [mediaType, ...parameters] = value.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  const charset = parameters
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/^"|"$/g, '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

const tooLarge = (): Reply => errorReply(413, `The request body is larger than ${MAX_REQUEST_BYTES} bytes`);

const notJson = (why: string): Reply => errorReply(415, `The request body is not JSON: ${why}`);

/**
 * Reads and parses the body. Stops keeping bytes the moment the limit is passed, and a declared
 * `Content-Length` over it is refused before anything is read; what the client still sends is
 * dropped by `discardUnreadBody` before the 413 goes out, never buffered.
 */
export async function readJsonBody(req: IncomingMessage): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_REQUEST_BYTES) return { ok: false, reply: tooLarge() };
  const collected = await collect(req);
  // A client that went away gets nothing; that is its doing, not a failure of the service.
  if (collected === 'gone') return { ok: false, reply: { kind: 'reset' } };
  if (collected === 'too-large') return { ok: false, reply: tooLarge() };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(collected);
  } catch {
    return { ok: false, reply: notJson('it is not UTF-8 text') };
  }
  if (text.trim() === '') return { ok: false, reply: notJson('it is empty') };
  try {
    const value = parseJsonWithin(text, BODY_LIMITS);
    return { ok: true, value };
  } catch (error) {
    // Refused on its shape before anything is built: no application nests or repeats like that.
    if (error instanceof JsonLimitError) return { ok: false, reply: errorReply(413, `The request body is refused: ${error.message}`) };
    return { ok: false, reply: notJson((error as Error).message) };
  }
}

/** The whole body; 'too-large' as soon as it passes the limit; 'gone' when the client left first. */
function collect(req: IncomingMessage): Promise<Buffer | 'too-large' | 'gone'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onGone);
      req.off('error', onGone);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        cleanup();
        chunks.length = 0;
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onGone = () => {
      cleanup();
      resolve('gone');
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onGone);
    req.on('error', onGone);
  });
}
