// The core's benchmarks as a table of figures beside their goals; not tests, nothing here fails a
// build. `npm run bench` runs them all; `npm run bench -- list submit` runs some. The kill -9
// harness (minutes, and it kills processes) runs only when asked: FIELDBOARD_BENCH_KILL=1 adds it
// to any run, `npm run bench -- kill` runs it alone.
import os from 'node:os';
import { autosaveBench } from './autosave';
import { documentsReadBench } from './documents-read';
import { runInChild, serveChild } from './child';
import { type KillFigures, killBench, killTable, killVerdict } from './kill';
import { listBench } from './list';
import { hostileFilesBench, measureHostileFile } from './hostile-files';
import { measureHostileRequest, sendHostileRequests } from './hostile-requests';
import { intakeDuringReadingBench } from './intake-during-reading';
import { normaliseBench } from './normalise';
import { purgeBench } from './purge';
import { restoreGateBench } from './restore-gate';
import { searchBench } from './search';
import type { BenchRow } from './stats';
import { serveTrainingService } from './service-process';
import { seedSubmitFolder, submitBench, submitRun } from './submit';

const BENCHES: Record<string, () => Promise<BenchRow[]>> = {
  autosave: autosaveBench,
  list: listBench,
  search: searchBench,
  submit: submitBench,
  normalise: normaliseBench,
  'hostile-files': hostileFilesBench,
  purge: purgeBench,
  'documents-read': documentsReadBench,
  'restore-gate': restoreGateBench,
  intake: intakeDuringReadingBench,
};

/** Everything a child process may be asked to run: the benches, and the submit bench's seeding. */
const TASKS: Record<string, (args: string[]) => Promise<unknown>> = {
  ...BENCHES,
  kill: killBench,
  'submit-seed': ([dataDir, count]) => seedSubmitFolder(dataDir!, Number(count)),
  'submit-run': ([count]) => submitRun(Number(count)),
  'hostile-file': measureHostileFile,
  'hostile-request': measureHostileRequest,
  'hostile-client': sendHostileRequests,
};

const KILL = 'kill';

function table(rows: BenchRow[]): string {
  const columns = ['bench', 'name', 'figure', 'goal', 'verdict'] as const;
  type Line = Record<(typeof columns)[number], string>;
  const header: Line = { bench: 'bench', name: 'measurement', figure: 'figure', goal: 'goal', verdict: 'verdict' };
  const all: Line[] = [header, ...rows];
  const widths = columns.map((c) => Math.max(...all.map((row) => row[c].length)));
  const line = (row: Line) => `| ${columns.map((c, i) => row[c].padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  if (process.argv[2] === '--service') return serveTrainingService(process.argv[3]!);
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) return serveChild(TASKS, process.argv.slice(childAt + 1));

  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in BENCHES) && name !== KILL);
  if (unknown.length > 0) {
    throw new Error(`unknown bench ${unknown.join(', ')}; choose from ${[...Object.keys(BENCHES), KILL].join(', ')}`);
  }
  const benchNames = asked.length > 0 ? asked.filter((name) => name !== KILL) : Object.keys(BENCHES);
  const withKill = asked.includes(KILL) || process.env.FIELDBOARD_BENCH_KILL === '1';
  if (globalThis.gc === undefined) console.warn('run with --expose-gc (npm run bench does) for steadier figures');

  const rows: BenchRow[] = [];
  let failed = false;
  const started = performance.now();
  for (const name of benchNames) {
    const benchStart = performance.now();
    console.error(`bench ${name}…`);
    try {
      rows.push(...(await runInChild<BenchRow[]>(name)));
    } catch (error) {
      failed = true;
      rows.push({
        bench: name,
        name: 'FAILED',
        figure: error instanceof Error ? error.message.split('\n')[0]! : String(error),
        goal: '',
        verdict: '',
      });
      console.error(error instanceof Error ? error.message : error);
    }
    console.error(`bench ${name} done in ${((performance.now() - benchStart) / 1000).toFixed(0)} s`);
  }
  // After the others: its CLI processes and the service would disturb their latencies.
  let kill: KillFigures | Error | undefined;
  if (withKill) {
    const killStart = performance.now();
    console.error('bench kill…');
    kill = await runInChild<KillFigures>(KILL).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (kill instanceof Error || killVerdict(kill) !== 'met') failed = true;
    if (kill instanceof Error) console.error(kill.message);
    console.error(`bench kill done in ${((performance.now() - killStart) / 1000).toFixed(0)} s`);
  }
  const cpus = os.cpus();
  console.log(
    `\nFieldboard core benchmarks — Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${os.platform()}`,
  );
  console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s; latencies are nearest-rank percentiles of n runs\n`);
  if (rows.length > 0) console.log(table(rows));
  if (kill !== undefined) {
    console.log('\nkill -9 while importing and submitting (the command line against the in-process training service)\n');
    console.log(kill instanceof Error ? `FAILED: ${kill.message.split('\n')[0]!}` : killTable(kill));
  }
  if (failed) process.exitCode = 1;
}

await main();
