import { type ApplicationListQuery, listApplications } from '$main/database';
import { benchClock, openBenchDatabase, seedDatabase, withTempDir } from './fixtures';
import { type BenchRow, ms, summarise, timeSync, verdict } from './stats';

const APPLICATIONS = 10_000;
const PAGE = 50;
const RUNS = 100;
const WARMUP = 10;
const GOAL_MS = 20;

/** What the dashboard asks: tabs, pages, and the search box, with how many rows each must find. */
const QUERIES: { name: string; query: ApplicationListQuery; expect: (total: number) => boolean }[] = [
  { name: 'newest first, page 1', query: { limit: PAGE, offset: 0 }, expect: (n) => n === APPLICATIONS },
  { name: 'status=draft, page 1', query: { status: 'draft', limit: PAGE, offset: 0 }, expect: (n) => n === APPLICATIONS * 0.4 },
  {
    name: 'status=submitted, page 21',
    query: { status: 'submitted', limit: PAGE, offset: 20 * PAGE },
    expect: (n) => n === APPLICATIONS * 0.25,
  },
  // A rare status: its page sorts the tab's own rows instead of walking the updated_at index.
  { name: 'status=rejected, page 1', query: { status: 'rejected', limit: PAGE, offset: 0 }, expect: (n) => n > 100 && n < 250 },
  { name: 'last page (offset 9,950)', query: { limit: PAGE, offset: APPLICATIONS - PAGE }, expect: (n) => n === APPLICATIONS },
  { name: 'search "kaffi", page 1', query: { search: 'kaffi', limit: PAGE, offset: 0 }, expect: (n) => n > 500 && n < 1_000 },
  { name: 'search "ÞÓRSBÚÐ" (folded), page 1', query: { search: 'ÞÓRSBÚÐ', limit: PAGE, offset: 0 }, expect: (n) => n > 500 && n < 1_000 },
  { name: 'search "kaffi" + status=ready', query: { search: 'kaffi', status: 'ready', limit: PAGE, offset: 0 }, expect: (n) => n > 0 },
  { name: 'search "4711" (one row)', query: { search: '4711', limit: PAGE, offset: 0 }, expect: (n) => n === 1 },
  { name: 'search with no match', query: { search: 'zzzz', limit: PAGE, offset: 0 }, expect: (n) => n === 0 },
];

export async function listBench(): Promise<BenchRow[]> {
  return withTempDir('list', (dir) => {
    const clock = benchClock();
    const seedStart = performance.now();
    seedDatabase(dir, clock, APPLICATIONS);
    const seedMs = performance.now() - seedStart;
    const database = openBenchDatabase(dir, clock.now);
    try {
      const rows: BenchRow[] = [
        {
          bench: 'list',
          name: `seed ${APPLICATIONS.toLocaleString('en')} applications, status mix of a dashboard`,
          figure: `${(seedMs / 1000).toFixed(1)} s`,
          goal: '',
          verdict: '',
        },
      ];
      for (const { name, query, expect } of QUERIES) {
        const total = listApplications(database, query).total;
        if (!expect(total)) throw new Error(`list query "${name}" found ${total} rows, which the seed does not explain`);
        const s = summarise(timeSync(RUNS, WARMUP, () => void listApplications(database, query)));
        rows.push({
          bench: 'list',
          name: `${name} (${total.toLocaleString('en')} match), n=${s.n}`,
          figure: `p50 ${ms(s.p50)} ms, p99 ${ms(s.p99)} ms`,
          goal: `< ${GOAL_MS} ms`,
          verdict: verdict(s.p99 < GOAL_MS),
        });
      }
      return rows;
    } finally {
      database.close();
    }
  });
}
