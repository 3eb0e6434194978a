import { execFile } from 'node:child_process';
import { type Lane, inLane, laneOf, makeWayInLane, setLanePriority } from './child-lanes';
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
 * WebAssembly (tesseract's OCR engine) would reserve about 10 GB of address space per memory for
 * its guard pages, which the address-space limit refuses; with explicit bounds checks instead, a
 * memory reserves only what it may grow to, and the data limit counts it.
 */
const WASM_WITHIN_ADDRESS_LIMIT = ['--disable-wasm-trap-handler'];

/**
 * Runs a parser of untrusted bytes in a child process of its own, whose memory (all of it: V8's
 * heap, ArrayBuffers, native libraries) and processor time the operating system limits, and ends
 * it at the wall-clock limit too. Main only waits: it keeps answering however the child ends.
 * One child at a time in the task's lane (`child-lanes.ts`), so the whole app's memory is main's
 * plus one child's limit a lane, however many files an agent drops at once; the time limit
 * counts from a file's own turn.
 */
export function runInLimitedChild<Name extends ChildTaskName>(
  task: Name,
  input: ChildTasks[Name]['input'],
  bytes: Buffer,
  limits: ChildLimits = PARSE_CHILD_LIMITS,
): Promise<ChildOutcome<ChildTasks[Name]['verdict']>> {
  const lane = laneOf(task);
  return inLane(lane, () => {
    makeWayInLane(lane);
    return runOne(task, input, bytes, limits, lane);
  });
}

function runOne<Name extends ChildTaskName>(
  task: Name,
  input: ChildTasks[Name]['input'],
  bytes: Buffer,
  limits: ChildLimits,
  lane: Lane,
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
        setLanePriority(lane, child.pid()!);
        child.send({ task, input, bytes } as never);
      });
    });
  });
}

/** What a child prints when an allocation is refused; V8 aborts with C++'s bad_alloc when a native one (a WebAssembly memory) is. */
const OUT_OF_MEMORY_TEXT = /out of memory|allocation failed|could not allocate memory|bad_alloc/i;

export function stopReason(exitCode: number | null, signal: NodeJS.Signals | null, stderr: string, timedOut: boolean): StopReason {
  if (timedOut) return 'time';
  // Main kills only at the time limit or after an answer, so a kill here is the kernel's, past RLIMIT_CPU.
  if (signal === 'SIGXCPU' || signal === 'SIGKILL') return 'cpu';
  if (exitCode === EXIT_OUT_OF_MEMORY || OUT_OF_MEMORY_TEXT.test(stderr)) return 'memory';
  return 'crashed';
}

/**
 * Sets the child's limits by its pid, before it is sent a byte of the file: the same way for a
 * Node child and for Electron's utility process, which cannot be started under a wrapper.
 * util-linux's `prlimit` calls prlimit(2), which an unprivileged process may do for its own
 * children. Other systems have no such call; there the wall-clock and V8 heap limits are all.
 */
export function applyLimits(child: LaunchedChild, limits: ChildLimits, args = prlimitArgs): Promise<boolean> {
  const pid = child.pid();
  if (pid === undefined) return Promise.resolve(false);
  if (process.platform !== 'linux') return Promise.resolve(true);
  return new Promise((resolve) => execFile('prlimit', args(pid, limits), (error) => resolve(error === null)));
}
