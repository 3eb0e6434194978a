// The commit message rule in CI: every commit after the recorded base (scripts/commits/base, the
// last commit made before the rule) must follow it. Older history is not judged. Skips quietly
// where there is no history to read (a tarball, or a shallow clone without the base).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { messageProblems } from './commit-message.js';

const root = path.resolve(import.meta.dirname, '../..');
const base = fs.readFileSync(path.join(import.meta.dirname, 'base'), 'utf8').trim();
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });

let log;
try {
  git('cat-file', '-e', `${base}^{commit}`);
  log = git('log', '--no-merges', '--format=%h%x00%B%x1e', `${base}..HEAD`);
} catch {
  console.log(`commit messages: not checked (no git history holding ${base.slice(0, 10)})`);
  process.exit(0);
}

const failures = log
  .split('\x1e')
  .map((entry) => entry.replace(/^\n/, ''))
  .filter((entry) => entry.includes('\0'))
  .map((entry) => {
    const [hash, message] = entry.split('\0');
    return { hash, message, problems: messageProblems(message) };
  })
  .filter((commit) => commit.problems.length > 0);

for (const { hash, message, problems } of failures) {
  console.error(`${hash} ${message.split('\n')[0].slice(0, 60)}\n  ${problems.join('\n  ')}`);
}
if (failures.length > 0) {
  console.error(`commit messages: ${failures.length} break the rule (subject ≤ 72, imperative, blank line, body)`);
  process.exit(1);
}
