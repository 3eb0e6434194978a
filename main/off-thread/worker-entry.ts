import { parentPort } from 'node:worker_threads';
import { jsonOverrun } from '$main/json/bounded-json';
import { buffersIn, decodeBase64, decodeBase64At } from './base64-fields';
import type { FromWorker, ToWorker } from './worker-messages';

/**
 * The parsing worker: large JSON bodies and files' base64 are scanned, parsed and decoded here,
 * so main's event loop holds none of it (decision B30). Bundled as `parse-worker` beside each
 * entry that starts it.
 */
const port = parentPort!;
port.on('message', (message: ToWorker) => {
  const answer = answerTo(message);
  port.postMessage(answer, answer.ok ? buffersIn(answer.value) : []);
});

function answerTo(message: ToWorker): FromWorker {
  const { id } = message;
  if (message.task === 'base64') {
    const bytes = decodeBase64(message.text);
    return bytes === undefined ? { id, ok: false, refusal: { kind: 'base64', path: [] } } : { id, ok: true, value: bytes };
  }
  const text = Buffer.from(message.bytes).toString('utf8');
  const overrun = jsonOverrun(text, message.limits);
  if (overrun !== undefined) return { id, ok: false, refusal: { kind: 'limit', overrun } };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return { id, ok: false, refusal: { kind: 'syntax', message: (error as Error).message } };
  }
  const wrong = decodeBase64At(value, message.base64At);
  if (wrong !== undefined) return { id, ok: false, refusal: { kind: 'base64', path: wrong } };
  return { id, ok: true, value };
}
