import type { FromChild, ToChild } from './child-messages';
import { EXIT_OUT_OF_MEMORY } from './child-messages';
import { CHILD_TASKS } from './child-tasks';
import { isOutOfMemory } from './out-of-memory';

/**
 * The limited child's program (bundled as `parse-child`): it says it is ready, main sets its
 * operating-system limits, then it runs the task main sends and answers; a kept child is sent
 * one task after another. Anything thrown ends it; main reports how it ended. Nothing is written
 * anywhere: the bytes come and the verdict goes over the message channel.
 */

interface ParentChannel {
  send(message: FromChild): void;
  onMessage(listener: (message: ToChild) => void): void;
}

/** The part of Electron's `process.parentPort` used here (main/ does not name Electron's types). */
interface UtilityParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

/** Electron's utility process has `process.parentPort`; a Node child has `process.send`. */
function parentChannel(): ParentChannel {
  const port = (process as { parentPort?: UtilityParentPort }).parentPort;
  if (port !== undefined) {
    return {
      send: (message) => port.postMessage(message),
      onMessage: (listener) => void port.on('message', (event) => listener(event.data as ToChild)),
    };
  }
  return {
    send: (message) => void process.send!(message),
    onMessage: (listener) => void process.on('message', (message) => listener(message as ToChild)),
  };
}

function end(error: unknown): never {
  process.exit(isOutOfMemory(error) ? EXIT_OUT_OF_MEMORY : 1);
}

const channel = parentChannel();
process.on('uncaughtException', end);
// A kept child outlives a document: when main is gone (its channel closed), nothing is left to answer.
process.on('disconnect', () => process.exit(0));
process.on('unhandledRejection', end);
channel.onMessage((message) => {
  const bytes = Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
  const load = CHILD_TASKS[message.task] as () => Promise<(bytes: Buffer, input: unknown) => Promise<unknown>>;
  load()
    .then((task) => task(bytes, message.input))
    .then((verdict) => {
      const usage = process.resourceUsage();
      channel.send({ verdict, peakRssBytes: usage.maxRSS * 1024, cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6 });
    }, end);
});
channel.send({ ready: true });
