import type { ChildTaskName, ChildTasks } from './child-tasks';

/** Main's one request to a child: a task, its settings and the untrusted bytes. */
export type ToChild = {
  [Name in ChildTaskName]: { task: Name; input: ChildTasks[Name]['input']; bytes: Uint8Array };
}[ChildTaskName];

/** The child's two messages: it is ready (its limits may be set), then its verdict and the most memory it held. */
export type FromChild = { ready: true } | { verdict: unknown; peakRssBytes: number };

/** A child that runs out of memory in JavaScript exits with this, rather than answering. */
export const EXIT_OUT_OF_MEMORY = 71;
