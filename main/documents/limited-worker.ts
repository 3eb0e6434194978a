import { Worker } from 'node:worker_threads';

export interface WorkerLimits {
  /** The worker's V8 heap. */
  heapMb: number;
  /** From the worker's start to its answer. */
  timeoutMs: number;
}

/**
 * Runs `source` (JavaScript text) in a worker thread with a heap limit and a time limit, and
 * answers its one message. The worker is ended when it answers, runs out of time or memory
 * (ERR_WORKER_OUT_OF_MEMORY), throws or exits; every way but an answer is `overrun`. `bytes` is
 * copied once and the copy transferred, so main's buffer stays main's.
 */
export function runLimitedWorker<Verdict>(
  source: string,
  bytes: Buffer,
  workerData: Record<string, unknown>,
  limits: WorkerLimits,
  overrun: Verdict,
): Promise<Verdict> {
  return new Promise((resolve) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(source, {
      eval: true,
      workerData: { ...workerData, bytes: copy },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (verdict: Verdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(verdict);
    };
    const timer = setTimeout(() => settle(overrun), limits.timeoutMs);
    worker.once('message', (verdict: Verdict) => settle(verdict));
    worker.once('error', () => settle(overrun));
    worker.once('exit', () => settle(overrun));
  });
}
