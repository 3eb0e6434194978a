// The core's benchmarks as a table of figures beside their goals; not tests, nothing here fails a
// build. `npm run bench` runs them all; `npm run bench -- list submit` runs some.
import os from 'node:os';
import { autosaveBench } from './autosave';
import { runInChild, serveChild } from './child';
import { listBench } from './list';
import type { BenchRow } from './stats';
import { seedSubmitFolder, submitBench } from './submit';

const BENCHES: Record<string, () => Promise<BenchRow[]>> = {
  autosave: autosaveBench,
  list: listBench,
  submit: submitBench,
};

/** Everything a child process may be asked to run: the benches, and the submit bench's seeding. */
const TASKS: Record<string, (args: string[]) => Promise<unknown>> = {
  ...BENCHES,
  'submit-seed': ([dataDir]) => seedSubmitFolder(dataDir!),
};

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
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) return serveChild(TASKS, process.argv.slice(childAt + 1));

  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in BENCHES));
  if (unknown.length > 0) throw new Error(`unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  const names = asked.length > 0 ? asked : Object.keys(BENCHES);
  if (globalThis.gc === undefined) console.warn('run with --expose-gc (npm run bench does) for steadier figures');

  const rows: BenchRow[] = [];
  let failed = false;
  const started = performance.now();
  for (const name of names) {
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
  const cpus = os.cpus();
  console.log(
    `\nFieldboard core benchmarks — Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${os.platform()}`,
  );
  console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s; latencies are nearest-rank percentiles of n runs\n`);
  console.log(table(rows));
  if (failed) process.exitCode = 1;
}

await main();
