// `npm run test:profile`: where the tests' time goes. Runs each vitest project once (one at a
// time, on one build) with vitest's JSON reporter and prints, per project, its CPU seconds
// (user + system of vitest and every process it waited for), its wall time and the cores it
// used (the checks too, one at a time); then the files that took longest with their share of the project, and the slowest tests
// of the first few. On a busy machine read the CPU seconds and the shares, not the wall times:
// CPU seconds / cores is the least wall time the same work can take on an idle machine.
//
//   npm run test:profile                       every project
//   npm run test:profile -- --project e2e      one project (repeatable; `checks` is one)
//   npm run test:profile -- --top 30           how many files to list (default 20)
//   npm run test:profile -- --cpu FILE...      each file alone: its CPU seconds, less vitest's own
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildForTests } from './build.js';
import { CHECKS } from './checks.js';

const PROJECTS = ['checks', 'unit', 'unit-svelte', 'component', 'integration', 'integration-documents', 'e2e'];
const VITEST = path.resolve('node_modules/vitest/vitest.mjs');
const TICKS_PER_SECOND = 100;

function option(name) {
  const values = [];
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) if (args[i] === name && args[i + 1]) values.push(args[i + 1]);
  return values;
}
const files = process.argv.includes('--cpu') ? process.argv.slice(process.argv.indexOf('--cpu') + 1) : [];
const projects = option('--project').length > 0 ? option('--project') : PROJECTS;
const top = Number(option('--top')[0] ?? 20);

/** User + system CPU seconds of the processes this one has waited for (Linux: /proc). */
function childrenCpuSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** Runs a command; resolves with its exit code, wall and CPU seconds. */
function measure(command, args, options = {}) {
  const cpuBefore = childrenCpuSeconds();
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      // The checks name the packages' commands, as npm scripts do.
      env: { ...process.env, FIELDBOARD_TEST_BUILT: '1', PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}` },
      stdio: ['ignore', 'ignore', 'inherit'],
      ...options,
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, wall: (Date.now() - started) / 1000, cpu: childrenCpuSeconds() - cpuBefore }));
  });
}

const vitest = (args) => measure(process.execPath, [VITEST, 'run', ...args]);

const seconds = (value) => `${value.toFixed(1).padStart(7)} s`;
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1).padStart(5)} %`;

async function profileChecks() {
  const runs = [];
  console.log('\nchecks, one at a time:');
  for (const check of CHECKS) {
    const run = await measure(check, [], { shell: true, stdio: 'ignore' });
    console.log(`  ${seconds(run.cpu)} CPU ${seconds(run.wall)} wall  ${run.code === 0 ? '' : 'FAILED '}${check}`);
    runs.push(run);
  }
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  return { project: 'checks', cpu: sum('cpu'), wall: sum('wall'), code: runs.every((run) => run.code === 0) ? 0 : 1 };
}

async function profileProject(project, folder) {
  if (project === 'checks') return profileChecks();
  const output = path.join(folder, `${project}.json`);
  const run = await vitest(['--project', project, '--reporter=json', `--outputFile=${output}`]);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const results = report.testResults.map((file) => ({
    name: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults,
  }));
  results.sort((a, b) => b.seconds - a.seconds);
  const fileSeconds = results.reduce((sum, file) => sum + file.seconds, 0);
  console.log(
    `\n${project}: ${report.numTotalTests} tests in ${results.length} files, ` +
      `${report.numFailedTests} failed; CPU ${seconds(run.cpu).trim()}, wall ${seconds(run.wall).trim()}, ` +
      `${(run.cpu / run.wall).toFixed(2)} cores`,
  );
  console.log(`  files by their own duration (share of the ${seconds(fileSeconds).trim()} all files took):`);
  for (const file of results.slice(0, top))
    console.log(`  ${seconds(file.seconds)} ${percent(file.seconds, fileSeconds)}  ${file.tests.length} tests  ${file.name}`);
  for (const file of results)
    for (const test of file.tests.filter((test) => test.status === 'failed')) console.log(`  FAILED ${file.name} > ${test.fullName}`);
  for (const file of results.slice(0, 3)) {
    const tests = [...file.tests].sort((a, b) => b.duration - a.duration).slice(0, 5);
    console.log(`  slowest tests of ${file.name}:`);
    for (const test of tests) console.log(`    ${seconds((test.duration ?? 0) / 1000)}  ${test.title}`);
  }
  return { project, ...run, failed: report.numFailedTests };
}

async function profileFiles() {
  // vitest's own start and stop, measured on a filter that matches nothing, is taken off each file.
  const base = await vitest(['--project', 'unit', '--passWithNoTests', 'no-such-test-file']);
  console.log(`vitest alone: CPU ${seconds(base.cpu).trim()}, taken off each file below`);
  for (const file of files) {
    const run = await vitest([file]);
    console.log(`${seconds(run.cpu - base.cpu)} CPU ${seconds(run.wall)} wall  ${run.code === 0 ? '' : 'FAILED '}${file}`);
  }
}

// The checks end with the tests' build; run first, they make it, and it is not made twice.
if (files.length > 0 || projects[0] !== 'checks') await buildForTests();
if (files.length > 0) {
  await profileFiles();
} else {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fieldboard-profile-'));
  const runs = [];
  try {
    for (const project of projects) runs.push(await profileProject(project, folder));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const cpu = runs.reduce((sum, run) => sum + run.cpu, 0);
  console.log(`\nproject       CPU        wall   share of CPU`);
  for (const run of runs) console.log(`${run.project.padEnd(12)} ${seconds(run.cpu)} ${seconds(run.wall)} ${percent(run.cpu, cpu)}`);
  console.log(
    `all          ${seconds(cpu)}; on ${os.availableParallelism()} idle cores at least ${seconds(cpu / os.availableParallelism()).trim()} of wall time`,
  );
  if (runs.some((run) => run.code !== 0)) process.exitCode = 1;
}
