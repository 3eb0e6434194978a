import { type LaunchedChild, launchNodeChild, useChildLauncher } from '$main/limited-child/child-launcher';
import { afterEachTest } from './after-each-test';

/** One limited child as main used it: the task and bytes it was given, and its answer, if it gave one. */
export interface WatchedChild {
  task?: string;
  bytes?: number;
  verdict?: unknown;
  exit?: { code: number | null; signal: NodeJS.Signals | null };
}

/**
 * Watches every limited child main starts from now until the test ends (the app's own launcher,
 * wrapped): what it was sent and what it answered. How a test shows that work happened in a child,
 * not in the test's own process.
 */
export function watchChildren(): WatchedChild[] {
  const children: WatchedChild[] = [];
  useChildLauncher((execArgv): LaunchedChild => {
    const child = launchNodeChild(execArgv);
    const watched: WatchedChild = {};
    children.push(watched);
    return {
      ...child,
      send: (message) => {
        watched.task = message.task;
        watched.bytes = message.bytes.byteLength;
        child.send(message);
      },
      onMessage: (listener) =>
        child.onMessage((message) => {
          if ('verdict' in message) watched.verdict = message.verdict;
          listener(message);
        }),
      onExit: (listener) =>
        child.onExit((code, signal) => {
          watched.exit = { code, signal };
          listener(code, signal);
        }),
    };
  });
  return children;
}

afterEachTest(() => useChildLauncher(launchNodeChild));
