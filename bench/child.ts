import { fork } from 'node:child_process';

/**
 * Benches and their set-up run in processes of their own: one bench's heap (conf's 50 MB file,
 * a gigabyte of attachments written while seeding) must not show up in another's latencies or
 * in the submit bench's RSS. The bundle forks itself with `--child <task> [args…]`.
 */
export type ChildMessage = { value: unknown } | { error: string };

export function runInChild<T>(task: string, args: readonly string[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, ['--child', task, ...args], { execArgv: process.execArgv, stdio: 'inherit' });
    let answer: ChildMessage | undefined;
    child.on('message', (message: ChildMessage) => (answer = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (answer !== undefined && 'value' in answer) resolve(answer.value as T);
      else reject(new Error(answer?.error ?? `${task} exited with ${signal ?? code} and no answer`));
    });
  });
}

/** The child's side: runs the task named on the command line and sends back what it returns. */
export async function serveChild(tasks: Record<string, (args: string[]) => Promise<unknown>>, argv: readonly string[]): Promise<void> {
  const [name = '', ...args] = argv;
  try {
    const task = tasks[name];
    if (task === undefined) throw new Error(`no bench task "${name}"`);
    process.send!({ value: await task(args) } satisfies ChildMessage);
  } catch (error) {
    process.send!({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ChildMessage);
    process.exitCode = 1;
  }
}
