import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PathSegment } from '$shared/rules/problem';
import { type JsonLimits, JsonLimitError, type PathPattern, jsonOverrun } from '$main/json/bounded-json';
import { decodeBase64, decodeBase64At } from './base64-fields';
import type { FromWorker, ToWorker, WorkerRefusal } from './worker-messages';

/**
 * Below this many bytes (or characters of base64) a body is parsed or decoded where it is: the
 * scan and JSON.parse take well under a millisecond, less than the trip to the worker and back.
 */
export const OFF_THREAD_MIN_BYTES = 64 * 1024;

/** A string at one of the paths given as base64 that is not base64. */
export class Base64TextError extends Error {
  override readonly name = 'Base64TextError';
  constructor(readonly path: PathSegment[]) {
    super('the file is not base64 text');
  }
}

/** The worker ended before it answered (a crash, or its heap limit): nothing it was given is answered. */
export class ParseWorkerError extends Error {
  override readonly name = 'ParseWorkerError';
}

/**
 * JSON checked against `limits` and parsed, off main's event loop when it is large (decision
 * B30); strings at `base64At` come back as their bytes (a Uint8Array each, transferred, never
 * copied on main). Throws JsonLimitError past a limit, SyntaxError for what is not JSON,
 * Base64TextError for a file that is not base64. `bytes` is UTF-8; a large one is handed over.
 */
export async function parseJsonOffThread(bytes: Buffer, limits: JsonLimits, base64At: readonly PathPattern[] = []): Promise<unknown> {
  if (bytes.length < OFF_THREAD_MIN_BYTES) return parseHere(bytes.toString('utf8'), limits, base64At);
  const answer = await ask({ id: 0, task: 'json', bytes: transferable(bytes), limits, base64At });
  if (answer.ok) return answer.value;
  throw refusalError(answer.refusal);
}

/** A file's base64 as bytes, decoded off main's event loop when it is large; undefined if it is not base64 (an empty text neither). */
export async function decodeBase64OffThread(text: string): Promise<Buffer | undefined> {
  if (text.length < OFF_THREAD_MIN_BYTES) {
    const bytes = decodeBase64(text);
    return bytes === undefined ? undefined : asBuffer(bytes);
  }
  const answer = await ask({ id: 0, task: 'base64', text });
  return answer.ok ? asBuffer(answer.value as Uint8Array) : undefined;
}

function parseHere(text: string, limits: JsonLimits, base64At: readonly PathPattern[]): unknown {
  const overrun = jsonOverrun(text, limits);
  if (overrun !== undefined) throw new JsonLimitError(overrun);
  const value = JSON.parse(text) as unknown;
  const wrong = decodeBase64At(value, base64At);
  if (wrong !== undefined) throw new Base64TextError(wrong);
  return value;
}

function refusalError(refusal: WorkerRefusal): Error {
  if (refusal.kind === 'limit') return new JsonLimitError(refusal.overrun);
  if (refusal.kind === 'base64') return new Base64TextError(refusal.path);
  return new SyntaxError(refusal.message);
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The body's memory, handed to the worker whole: a Buffer that shares its ArrayBuffer is copied first. */
function transferable(bytes: Buffer): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes.buffer as ArrayBuffer;
  return Uint8Array.prototype.slice.call(bytes).buffer as ArrayBuffer;
}

/**
 * One worker for the process, started on first use and kept; it keeps the process alive only
 * while it has work. Tasks queue in its own message order, one at a time.
 */
let worker: Worker | undefined;
const waiting = new Map<number, { resolve: (answer: FromWorker) => void; reject: (error: Error) => void }>();
let lastId = 0;

function ask(message: ToWorker): Promise<FromWorker> {
  const running = worker ?? startWorker();
  const id = (lastId += 1);
  running.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    running.postMessage({ ...message, id }, message.task === 'json' ? [message.bytes] : []);
  });
}

function startWorker(): Worker {
  const started = new Worker(workerFile(), { stdout: false, stderr: false });
  started.on('message', (answer: FromWorker) => {
    const asked = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) started.unref();
    asked?.resolve(answer);
  });
  const ended = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const asked of waiting.values()) asked.reject(error);
    waiting.clear();
  };
  started.on('error', (error) => ended(new ParseWorkerError(`the parsing worker failed: ${error.message}`)));
  started.on('exit', (code) => ended(new ParseWorkerError(`the parsing worker ended (${code})`)));
  worker = started;
  return started;
}

/**
 * Beside the running bundle (`dist/node/parse-worker.js`, the app's `parse-worker.cjs`); from the
 * TypeScript sources (tests), the bundle the test set-up builds into FIELDBOARD_BUILD_DIR.
 */
function workerFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const name of ['parse-worker.js', 'parse-worker.cjs']) {
    const beside = path.join(here, name);
    if (fs.existsSync(beside)) return beside;
  }
  return path.resolve(here, '../..', process.env.FIELDBOARD_BUILD_DIR ?? 'dist', 'node', 'parse-worker.js');
}
