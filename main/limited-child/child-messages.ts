import type { ChildTaskName, ChildTasks } from './child-tasks';

/** Main's one request to a child: a task, its settings and the untrusted bytes. */
export type ToChild = {
  [Name in ChildTaskName]: { task: Name; input: ChildTasks[Name]['input']; bytes: Uint8Array };
}[ChildTaskName];

/**
 * The child's messages: it is ready (its limits may be set), then a verdict for each task, with the
 * most memory it has held and the processor time it has used so far (a kept child runs many).
 */
export type FromChild = { ready: true } | { verdict: unknown; peakRssBytes: number; cpuSeconds: number };

/** A child that runs out of memory in JavaScript exits with this, rather than answering. */
export const EXIT_OUT_OF_MEMORY = 71;
