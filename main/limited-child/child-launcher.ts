import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FromChild, ToChild } from './child-messages';

/**
 * A started child process running `child-entry.ts`, as main sees it: one message channel each way,
 * its error output and how it ended. The same shape over Node's `child_process` and Electron's
 * utility process, so the limits and the outcome are decided in one place (`run-in-limited-child.ts`).
 */
export interface LaunchedChild {
  /** Known once the child has said it is ready. */
  pid(): number | undefined;
  send(message: ToChild): void;
  onMessage(listener: (message: FromChild) => void): void;
  onStderr(listener: (text: string) => void): void;
  /** `signal` where the platform reports one (Electron's utility process gives only a code). */
  onExit(listener: (exitCode: number | null, signal: NodeJS.Signals | null) => void): void;
  kill(): void;
  /** Whether an idle child keeps main's process alive (a Node child); Electron's app lives on anyway. */
  ref?(): void;
  unref?(): void;
}

export type ChildLauncher = (execArgv: readonly string[]) => LaunchedChild;

/**
 * Beside the running Node bundle (`dist/node/parse-child.js`, or the tests' `dist/test/node/`);
 * from the TypeScript sources (tests), the bundle the test set-up builds into FIELDBOARD_BUILD_DIR.
 */
function nodeChildEntry(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, 'parse-child.js');
  if (fs.existsSync(beside)) return beside;
  return path.resolve(here, '../..', process.env.FIELDBOARD_BUILD_DIR ?? 'dist', 'node', 'parse-child.js');
}

/** Node's own executable (the command line, the browser host, tests); structured clone carries the bytes. */
export const launchNodeChild: ChildLauncher = (execArgv) => {
  const child = spawn(process.execPath, [...execArgv, nodeChildEntry()], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
    // Inherited NODE_OPTIONS could raise the heap or load code into the child.
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  child.stderr!.setEncoding('utf8');
  return {
    pid: () => child.pid,
    send: (message) => void child.send(message, () => undefined),
    onMessage: (listener) => void child.on('message', (message) => listener(message as FromChild)),
    onStderr: (listener) => void child.stderr!.on('data', listener),
    // A child that could not start at all ends as one that crashed.
    onExit: (listener) => void child.once('exit', listener).once('error', () => listener(null, null)),
    kill: () => void child.kill('SIGKILL'),
    ref: () => {
      child.ref();
      child.channel?.ref();
      (child.stderr as { ref?: () => void } | null)?.ref?.();
    },
    unref: () => {
      child.unref();
      child.channel?.unref();
      (child.stderr as { unref?: () => void } | null)?.unref?.();
    },
  };
};

let launcher: ChildLauncher = launchNodeChild;

/** The packaged app's main process starts children its own way (Electron's utility process). */
export function useChildLauncher(launch: ChildLauncher): void {
  launcher = launch;
}

export function launchChild(execArgv: readonly string[]): LaunchedChild {
  return launcher(execArgv);
}
