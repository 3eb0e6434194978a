import { execFile } from 'node:child_process';
import { type LaunchedChild, launchChild } from './child-launcher';
import { type ChildLimits, PARSE_CHILD_LIMITS, heapMbWithin, prlimitArgs } from './child-limits';
import { EXIT_OUT_OF_MEMORY } from './child-messages';
import type { ChildTaskName, ChildTasks } from './child-tasks';

/** What ended a child before it answered. `no_limit`: the limits could not be set, so it was never given the file. */
export type StopReason = 'memory' | 'cpu' | 'time' | 'crashed' | 'no_limit';

export type ChildOutcome<Verdict> =
  /** `peakRssBytes`: the child's own high-water mark of resident memory, main's not included. */
  | { kind: 'answered'; verdict: Verdict; peakRssBytes: number }
  | { kind: 'stopped'; by: StopReason; exitCode: number | null; signal: NodeJS.Signals | null };

/**
 * One child at a time, whatever the file: the whole app's memory is then main's plus one child's
 * limit, however many files an agent drops at once. The time limit counts from a file's own turn.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * WebAssembly (tesseract's OCR engine) would reserve about 10 GB of address space per memory for
 * its guard pages, which the address-space limit refuses; with explicit bounds checks instead, a
 * memory reserves only what it may grow to, and the data limit counts it.
 */
const WASM_WITHIN_ADDRESS_LIMIT = ['--disable-wasm-trap-handler'];

/**
 * Runs a parser of untrusted bytes in a child process of its own, whose memory (all of it: V8's
 * heap, ArrayBuffers, native libraries) and processor time the operating system limits, and ends
 * it at the wall-clock limit too. Main only waits: it keeps answering however the child ends.
 */
export function runInLimitedChild<Name extends ChildTaskName>(
  task: Name,
  input: ChildTasks[Name]['input'],
  bytes: Buffer,
  limits: ChildLimits = PARSE_CHILD_LIMITS,
): Promise<ChildOutcome<ChildTasks[Name]['verdict']>> {
  const turn = queue.then(() => runOne(task, input, bytes, limits));
  queue = turn.catch(() => undefined);
  return turn;
}

function runOne<Name extends ChildTaskName>(
  task: Name,
  input: ChildTasks[Name]['input'],
  bytes: Buffer,
  limits: ChildLimits,
): Promise<ChildOutcome<ChildTasks[Name]['verdict']>> {
  return new Promise((resolve) => {
    const child = launchChild([`--max-old-space-size=${heapMbWithin(limits)}`, ...WASM_WITHIN_ADDRESS_LIMIT]);
    let stderr = '';
    let timedOut = false;
    let settled = false;
    const settle = (outcome: ChildOutcome<ChildTasks[Name]['verdict']>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill();
      resolve(outcome);
    };
    const stop = (by: StopReason) => settle({ kind: 'stopped', by, exitCode: null, signal: null });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill();
    }, limits.timeoutMs);
    child.onStderr((text) => (stderr = (stderr + text).slice(-4096)));
    child.onExit((exitCode, signal) => settle({ kind: 'stopped', by: stopReason(exitCode, signal, stderr, timedOut), exitCode, signal }));
    child.onMessage((message) => {
      if ('verdict' in message) {
        return settle({ kind: 'answered', verdict: message.verdict as ChildTasks[Name]['verdict'], peakRssBytes: message.peakRssBytes });
      }
      void applyLimits(child, limits).then((applied) => {
        if (settled) return;
        if (!applied) return stop('no_limit');
        child.send({ task, input, bytes } as never);
      });
    });
  });
}

function stopReason(exitCode: number | null, signal: NodeJS.Signals | null, stderr: string, timedOut: boolean): StopReason {
  if (timedOut) return 'time';
  // Main kills only at the time limit or after an answer, so a kill here is the kernel's, past RLIMIT_CPU.
  if (signal === 'SIGXCPU' || signal === 'SIGKILL') return 'cpu';
  if (exitCode === EXIT_OUT_OF_MEMORY || /out of memory|allocation failed/i.test(stderr)) return 'memory';
  return 'crashed';
}

/**
 * Sets the child's limits by its pid, before it is sent a byte of the file: the same way for a
 * Node child and for Electron's utility process, which cannot be started under a wrapper.
 * util-linux's `prlimit` calls prlimit(2), which an unprivileged process may do for its own
 * children. Other systems have no such call; there the wall-clock and V8 heap limits are all.
 */
function applyLimits(child: LaunchedChild, limits: ChildLimits): Promise<boolean> {
  const pid = child.pid();
  if (pid === undefined) return Promise.resolve(false);
  if (process.platform !== 'linux') return Promise.resolve(true);
  return new Promise((resolve) => execFile('prlimit', prlimitArgs(pid, limits), (error) => resolve(error === null)));
}
