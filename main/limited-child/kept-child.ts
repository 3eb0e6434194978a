import { type Lane, inLane, keepChildInLane, laneOf, setLanePriority } from './child-lanes';
import { type LaunchedChild, launchChild } from './child-launcher';
import { type ChildLimits, OCR_CHILD_LIMITS, cpuLimitArgs, heapMbWithin, prlimitArgs } from './child-limits';
import type { FromChild } from './child-messages';
import type { ChildTaskName, ChildTasks } from './child-tasks';
import { type ChildOutcome, type StopReason, applyLimits, stopReason } from './run-in-limited-child';

export interface KeptChildSettings {
  limits: ChildLimits & { lifetimeCpuSeconds: number };
  /** How long the child waits for the next document before it is ended. */
  idleMs: number;
}

const KEPT_CHILD_SETTINGS: KeptChildSettings = { limits: OCR_CHILD_LIMITS, idleMs: 60_000 };

/** What a kept child's answer also tells: how long this document waited for a new child to start. */
export type KeptOutcome<Verdict> = ChildOutcome<Verdict> & { startWaitMs: number };

interface Kept {
  child: LaunchedChild;
  /** Ready and limited; false when it could not be limited or died before it was ready. */
  ready: Promise<boolean>;
  exited: boolean;
  cpuSeconds: number;
  /**
   * The start and the end of its error output while the current document is read: a refused
   * allocation is said first, then a native stack far longer than the end kept.
   */
  stderrHead: string;
  stderr: string;
  /** The document being read, told of the answer or of the child's end. */
  waiting?: { onMessage(message: FromChild): void; onExit(exitCode: number | null, signal: NodeJS.Signals | null): void };
}

let current: Kept | undefined;
let idleTimer: NodeJS.Timeout | undefined;

function start(settings: KeptChildSettings, lane: Lane): Kept {
  const { limits } = settings;
  const child = launchChild([`--max-old-space-size=${heapMbWithin(limits)}`]);
  let markReady: (ready: boolean) => void = () => undefined;
  const kept: Kept = {
    child,
    ready: new Promise((resolve) => (markReady = resolve)),
    exited: false,
    cpuSeconds: 0,
    stderrHead: '',
    stderr: '',
  };
  child.onStderr((text) => {
    if (kept.stderrHead.length < 8192) kept.stderrHead = (kept.stderrHead + text).slice(0, 8192);
    kept.stderr = (kept.stderr + text).slice(-4096);
  });
  child.onMessage((message) => {
    if (!('ready' in message)) return kept.waiting?.onMessage(message);
    // The processor limit is its lifetime's here; each document's own is set before it is sent.
    const args = (pid: number, l: ChildLimits) => [
      ...prlimitArgs(pid, l).filter((arg) => !arg.startsWith('--cpu=')),
      `--cpu=${l.cpuSeconds}:${settings.limits.lifetimeCpuSeconds}`,
    ];
    void applyLimits(child, limits, args).then((applied) => {
      if (applied) setLanePriority(lane, child.pid()!);
      markReady(applied);
    });
  });
  child.onExit((exitCode, signal) => {
    kept.exited = true;
    if (current === kept) current = undefined;
    markReady(false);
    kept.waiting?.onExit(exitCode, signal);
  });
  return kept;
}

function retire(kept: Kept): void {
  if (current === kept) current = undefined;
  kept.child.kill();
}

function setCpuLimit(kept: Kept, settings: KeptChildSettings): Promise<boolean> {
  const { limits } = settings;
  const soft = Math.min(kept.cpuSeconds + limits.cpuSeconds, limits.lifetimeCpuSeconds);
  return applyLimits(kept.child, limits, (pid) => cpuLimitArgs(pid, soft, limits.lifetimeCpuSeconds));
}

async function runOne<Name extends ChildTaskName>(
  task: Name,
  input: ChildTasks[Name]['input'],
  bytes: Buffer,
  settings: KeptChildSettings,
): Promise<KeptOutcome<ChildTasks[Name]['verdict']>> {
  clearTimeout(idleTimer);
  const began = performance.now();
  const fresh = current === undefined;
  const kept = current ?? (current = start(settings, laneOf(task)));
  const stopped = (by: StopReason, exitCode: number | null = null, signal: NodeJS.Signals | null = null) =>
    ({ kind: 'stopped', by, exitCode, signal, startWaitMs: 0 }) as const;
  if (!(await kept.ready) || !(await setCpuLimit(kept, settings))) {
    retire(kept);
    return stopped(kept.exited ? 'crashed' : 'no_limit');
  }
  const startWaitMs = fresh ? performance.now() - began : 0;
  kept.stderrHead = '';
  kept.stderr = '';
  return new Promise((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      retire(kept);
    }, settings.limits.timeoutMs);
    const settle = (outcome: KeptOutcome<ChildTasks[Name]['verdict']>) => {
      clearTimeout(timer);
      kept.waiting = undefined;
      resolve(outcome);
    };
    kept.waiting = {
      onMessage: (message) => {
        if (!('verdict' in message)) return;
        kept.cpuSeconds = message.cpuSeconds;
        // Near its lifetime's processor time, the next document gets a new child.
        if (kept.cpuSeconds > settings.limits.lifetimeCpuSeconds - settings.limits.cpuSeconds) retire(kept);
        settle({
          kind: 'answered',
          verdict: message.verdict as ChildTasks[Name]['verdict'],
          peakRssBytes: message.peakRssBytes,
          startWaitMs,
        });
      },
      onExit: (exitCode, signal) => {
        settle({ ...stopped(stopReason(exitCode, signal, `${kept.stderrHead}\n${kept.stderr}`, timedOut), exitCode, signal), startWaitMs });
      },
    };
    kept.child.send({ task, input, bytes } as never);
  });
}

function scheduleIdleEnd(settings: KeptChildSettings): void {
  clearTimeout(idleTimer);
  const kept = current;
  if (kept === undefined) return;
  idleTimer = setTimeout(() => retire(kept), settings.idleMs);
  // An idle child never keeps a command-line process alive: its end is only tidying up.
  idleTimer.unref();
  kept.child.unref?.();
}

/**
 * Runs a task in the kept child: started on the first document, with operating-system limits on
 * its memory and its processor time per document and a wall-clock kill per document, then kept
 * for `idleMs` after the last answer so the next document does not pay its start. One document at
 * a time, in its task's lane, whose one-off children end it first; a child that dies (its limits,
 * a crash) is replaced by the next document's.
 */
export function runInKeptChild<Name extends ChildTaskName>(
  request: { task: Name; input: ChildTasks[Name]['input']; bytes: Buffer },
  settings: KeptChildSettings = KEPT_CHILD_SETTINGS,
): Promise<KeptOutcome<ChildTasks[Name]['verdict']>> {
  const lane = laneOf(request.task);
  keepChildInLane(lane, endKeptChild);
  return inLane(lane, async () => {
    current?.child.ref?.();
    try {
      return await runOne(request.task, request.input, request.bytes, settings);
    } finally {
      scheduleIdleEnd(settings);
    }
  });
}

/** The kept child's process id while one runs (tests, benches). */
export function keptChildPid(): number | undefined {
  return current?.child.pid();
}

/** Ends the kept child now (the app's shutdown). */
export function endKeptChild(): void {
  clearTimeout(idleTimer);
  if (current !== undefined) retire(current);
}
