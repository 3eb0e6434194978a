import { type ChildProcess, fork } from 'node:child_process';

/**
 * Benches and their set-up run in processes of their own: one bench's heap (conf's 50 MB file,
 * a gigabyte of attachments written while seeding) must not show up in another's latencies or
 * in the submit bench's RSS. The bundle forks itself with `--child <task> [args…]`.
 */
export type ChildMessage = { value: unknown } | { error: string };

const running = new Set<ChildProcess>();

let stopsChildren = false;

/**
 * A bench stopped (Ctrl-C, a timeout's SIGTERM) stops its children too: most benches run
 * synchronously (seeding, SQLite), so a child would not notice its parent had gone before its
 * own work was done, minutes and gigabytes later. Killed outright, for the same reason, so a
 * killed child's folder (`fieldboard-bench-*` in the system's temp folder) stays behind.
 */
function stopChildrenWhenStopped(): void {
  if (stopsChildren) return;
  stopsChildren = true;
  const stop = (signal: NodeJS.Signals) => {
    for (const child of running) child.kill('SIGKILL');
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export function runInChild<T>(task: string, args: readonly string[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    stopChildrenWhenStopped();
    const child = fork(process.argv[1]!, ['--child', task, ...args], { execArgv: process.execArgv, stdio: 'inherit' });
    running.add(child);
    let answer: ChildMessage | undefined;
    child.on('message', (message: ChildMessage) => (answer = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (answer !== undefined && 'value' in answer) resolve(answer.value as T);
      else reject(new Error(answer?.error ?? `${task} exited with ${signal ?? code} and no answer`));
    });
  });
}

/** The child's side: runs the task named on the command line and sends back what it returns. */
export async function serveChild(tasks: Record<string, (args: string[]) => Promise<unknown>>, argv: readonly string[]): Promise<void> {
  const [name = '', ...args] = argv;
  // A parent killed outright (SIGKILL) closes the channel: a child waiting on something then
  // stops. The listener holds the channel open, so it goes at the end.
  const orphaned = () => process.exit(1);
  process.once('disconnect', orphaned);
  const answer = (message: ChildMessage) => {
    if (process.connected) process.send!(message);
  };
  try {
    const task = tasks[name];
    if (task === undefined) throw new Error(`no bench task "${name}"`);
    answer({ value: await task(args) });
  } catch (error) {
    answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exitCode = 1;
  } finally {
    process.off('disconnect', orphaned);
  }
}
