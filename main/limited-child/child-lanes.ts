import os from 'node:os';
import type { ChildTaskName } from './child-tasks';

/**
 * Children run in two lanes, each one child at a time: `intake` checks and normalises a document
 * the agent is adding (they wait for its answer), `reading` reads stored documents in the
 * background (OCR may take most of a minute). A reading never holds the intake lane, so storing a
 * document never waits behind one; with the app's own process, at most two children run.
 */
export type Lane = 'intake' | 'reading';

/** The tasks that read stored documents; every other task (a new one included) is intake. */
const READING_TASKS: ReadonlySet<ChildTaskName> = new Set(['letter-read', 'letter-ocr', 'pdf-page-picture', 'mrz-read']);

export function laneOf(task: ChildTaskName): Lane {
  return READING_TASKS.has(task) ? 'reading' : 'intake';
}

const tails: Record<Lane, Promise<unknown>> = { intake: Promise.resolve(), reading: Promise.resolve() };

/** Runs `job` once the lane's jobs before it have ended, however they ended. */
export function inLane<T>(lane: Lane, job: () => Promise<T>): Promise<T> {
  const turn = tails[lane].then(job);
  tails[lane] = turn.catch(() => undefined);
  return turn;
}

/**
 * A child kept alive between its lane's jobs (the OCR child) is ended before its lane starts a
 * child of another task: the lane's one child is then the new one.
 */
const keptChildEnders: Partial<Record<Lane, () => void>> = {};

export function keepChildInLane(lane: Lane, end: () => void): void {
  keptChildEnders[lane] = end;
}

export function makeWayInLane(lane: Lane): void {
  keptChildEnders[lane]?.();
}

/**
 * A reading is background work the agent does not wait for; intake is what the agent waits for.
 * A reading's child runs this much nicer than the app (os.setPriority: nice on Linux and macOS,
 * "below normal" on Windows), so on two busy cores a document being added gets the processor first.
 */
const READING_NICER_BY = 10;

/** Lowers the priority of a child of the reading lane; a system that refuses leaves it as it is. */
export function setLanePriority(lane: Lane, pid: number): void {
  if (lane !== 'reading') return;
  try {
    os.setPriority(pid, Math.min(19, os.getPriority() + READING_NICER_BY));
  } catch {
    // The child still runs within its limits, at the priority it has.
  }
}
