import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startTrainingService } from '$main/training-service/training-service';
import { runKillHarness, seededRandom } from '$test/helpers/kill-harness';
import { TEST_BUILD_DIR, testBuild } from '$test/helpers/test-build';
import { withTempDir } from './fixtures';

const DEFAULT_CYCLES = 200;

/** What one run of the kill -9 harness found, from the client's side and the service's. */
export interface KillFigures {
  seed: number;
  cycles: number;
  kills: number;
  acknowledgedSaves: number;
  /** Applications left unknown_outcome: killed mid-request, so only a person can say whether to resend. */
  unknownOutcomes: number;
  integrity: string;
  lostSaves: number;
  /** Applications the service created more than once. */
  createdTwice: number;
  /** Applications still draft, ready or queued locally although the service created them. */
  createdButResendable: number;
  merchantsTotal: number;
  statuses: Record<string, number>;
  seconds: number;
}

/** The folder holding scripts/build-node.js: two levels up from the bundle, one from bench/. */
function repositoryRoot(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'scripts', 'build-node.js'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no scripts/build-node.js above ${import.meta.dirname}`);
  }
}

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The harness runs the real command line (the tests' build of it) and kills it; a bundle older
 * than the sources it is built from would test yesterday's code, so it is rebuilt first.
 */
function ensureCliBundle(root: string): void {
  const cli = testBuild('node', 'cli.js');
  const sources = Math.max(newestChange(path.join(root, 'main')), newestChange(path.join(root, 'shared')));
  if (existsSync(cli) && statSync(cli).mtimeMs >= sources) return;
  console.error(`kill: building ${TEST_BUILD_DIR}/node/cli.js…`);
  execFileSync(process.execPath, ['scripts/build-node.js', 'cli', '--quiet'], {
    cwd: root,
    env: { ...process.env, FIELDBOARD_BUILD_DIR: TEST_BUILD_DIR },
    stdio: 'inherit',
  });
}

/**
 * FIELDBOARD_BENCH_KILL=1 npm run bench: kills the command line with SIGKILL at random points
 * while it imports and while it submits to an in-process training service, for
 * FIELDBOARD_BENCH_KILL_CYCLES cycles (200), then checks from both sides what survived.
 * FIELDBOARD_KILL_SEED replays a run.
 */
export async function killBench(): Promise<KillFigures> {
  ensureCliBundle(repositoryRoot());
  const cycles = Number(process.env.FIELDBOARD_BENCH_KILL_CYCLES ?? DEFAULT_CYCLES);
  if (!Number.isInteger(cycles) || cycles < 1) throw new Error('FIELDBOARD_BENCH_KILL_CYCLES must be a whole number ≥ 1');
  const seed = Number(process.env.FIELDBOARD_KILL_SEED ?? Date.now() % 1_000_000);
  console.error(`kill: ${cycles} cycles, seed ${seed} (replay with FIELDBOARD_KILL_SEED=${seed})`);
  return withTempDir('kill-service', (serviceDataDir) =>
    withTempDir('kill-core', async (dataDir) => {
      const service = await startTrainingService({
        dataDir: serviceDataDir,
        onError: (error) => console.error('training service:', error),
      });
      try {
        const started = performance.now();
        const result = await runKillHarness({ service, serviceDataDir, dataDir, cycles, random: seededRandom(seed) });
        const seconds = (performance.now() - started) / 1000;
        const createdTwice = Object.values(service.stats().perApplication).filter((n) => n > 1).length;
        return {
          seed,
          cycles: result.cycles,
          kills: result.killed,
          acknowledgedSaves: result.acknowledgedSaves,
          unknownOutcomes: result.statuses.unknown_outcome ?? 0,
          integrity: result.integrity,
          lostSaves: result.lostSaves.length,
          createdTwice,
          createdButResendable: result.createdButResendable.length,
          merchantsTotal: result.merchantsTotal,
          statuses: result.statuses,
          seconds,
        };
      } finally {
        await service.close();
      }
    }),
  );
}

export type KillVerdict = 'met' | 'NOT met' | 'inconclusive';

/**
 * Met: nothing acknowledged lost, nothing created twice, nothing created left where it could be
 * sent again. Inconclusive when the run exercised too little to say so: the harness's kill
 * windows are fixed (60–460 ms into an import, 150–1,050 ms into a submit), and on a loaded
 * machine the command line may not even finish starting inside them.
 */
export function killVerdict(figures: KillFigures): KillVerdict {
  const held = figures.integrity === 'ok' && figures.lostSaves === 0 && figures.createdTwice === 0 && figures.createdButResendable === 0;
  if (!held) return 'NOT met';
  return figures.kills > 0 && figures.acknowledgedSaves > 0 && figures.merchantsTotal > 0 ? 'met' : 'inconclusive';
}

export function killTable(figures: KillFigures): string {
  const header = [
    'cycles',
    'kills',
    'acknowledged saves',
    'unknown outcomes',
    'integrity',
    'lost saves',
    'created twice',
    'created but resendable',
    'verdict',
  ];
  const values = [
    figures.cycles,
    figures.kills,
    figures.acknowledgedSaves,
    figures.unknownOutcomes,
    figures.integrity,
    figures.lostSaves,
    figures.createdTwice,
    figures.createdButResendable,
    killVerdict(figures),
  ].map(String);
  const widths = header.map((h, i) => Math.max(h.length, values[i]!.length));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const statuses =
    Object.entries(figures.statuses)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ') || 'none';
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    line(values),
    '',
    `seed ${figures.seed}; ${figures.seconds.toFixed(0)} s; merchants created ${figures.merchantsTotal}; local statuses at the end: ${statuses}`,
  ].join('\n');
}
