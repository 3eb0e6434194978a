/** Latency figures of one measured loop, in milliseconds. */
export interface Summary {
  n: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

/**
 * Nearest-rank percentile of an ascending list: the smallest sample with at least p% of the
 * samples at or below it. No interpolation, so p99 of 2,000 samples is the 1,980th: a sample that
 * really happened.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no samples');
  if (p <= 0) return sorted[0]!;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, x) => sum + x, 0);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: total / sorted.length,
    max: sorted[sorted.length - 1]!,
  };
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times, returning each run's duration. */
export function timeSync(runs: number, warmup: number, fn: (i: number) => void): number[] {
  for (let i = 0; i < warmup; i += 1) fn(i);
  const samples: number[] = new Array<number>(runs);
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn(warmup + i);
    samples[i] = performance.now() - start;
  }
  return samples;
}

export const ms = (value: number): string => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));

export const mb = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

/** One line of the printed table. `verdict` is empty for figures that have no goal of their own. */
export interface BenchRow {
  bench: string;
  name: string;
  figure: string;
  goal: string;
  verdict: '' | 'met' | 'NOT met';
}

export const verdict = (met: boolean): BenchRow['verdict'] => (met ? 'met' : 'NOT met');
