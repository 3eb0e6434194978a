import { percentile } from './stats';

/** What a hostile input cost the app: its time, resident memory at the peak and before, and how slowly main answered meanwhile. */
export interface HostileFigures {
  ms: number;
  /** At its peak (sampled every 5 ms; what is counted is the caller's `rss`), and before. */
  peakRss: number;
  baselineRss: number;
  /** `status:get` while the work ran: the 95th percentile and the slowest. */
  statusP95Ms: number;
  slowestStatusMs: number;
  outcomes: string[];
}

/**
 * Runs `work` while `askStatus` is asked every 10 ms and `rss` sampled every 5 ms: the process's
 * lifetime peak (resourceUsage().maxRSS) is set by its start-up and counts no child.
 */
export async function whileAsking(
  work: () => Promise<string[]>,
  askStatus: () => Promise<unknown>,
  rss: () => number,
): Promise<HostileFigures> {
  const baselineRss = rss();
  let peakRss = baselineRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rss())), 5);
  const started = performance.now();
  let done = false;
  const working = work().finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const asked = performance.now();
    await askStatus();
    latencies.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const outcomes = await working;
  const ms = performance.now() - started;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return {
    ms,
    peakRss: Math.max(peakRss, rss()),
    baselineRss,
    statusP95Ms: latencies.length > 0 ? percentile(latencies, 95) : 0,
    slowestStatusMs: latencies.at(-1) ?? 0,
    outcomes,
  };
}
