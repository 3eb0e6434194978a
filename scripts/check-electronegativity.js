// The shell's security check for CI: runs @doyensec/electronegativity over the Electron main
// process and the renderer's page, reads its SARIF (JSON) report, and fails unless every finding
// is justified by exactly one row of docs/security.md's table, matched by check id, file and a
// snippet of the flagged source, and every row justifies exactly one finding.
//
// Not the CSV: the tool writes the CSV's header and its rows with two concurrent fs.writeFile
// calls (util/file.js), so now and then the rows land first and the header overwrites them —
// the "1 finding, 0 justified" of a flaky run. The SARIF is written by one call.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const electronVersion = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')).version;

// One input folder holding what ships: the shell's sources and the page they load.
const input = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldboard-electronegativity-'));
fs.cpSync(path.join(root, 'main/electron'), path.join(input, 'main/electron'), { recursive: true });
fs.copyFileSync(path.join(root, 'renderer/index.html'), path.join(input, 'index.html'));
const report = path.join(input, 'findings.sarif');
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/@doyensec/electronegativity/dist/index.js'), '-i', input, '-e', electronVersion, '-r', '-o', report],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);

const sarif = readReport(report);
const findings = sarif.runs[0].results.map((result) => {
  const location = result.locations[0].physicalLocation;
  const file = location.artifactLocation.uri.replace(/^\.?\//, '');
  return { check: result.ruleId, file, line: location.region.startLine, source: flaggedSource(path.join(input, file), location.region) };
});
fs.rmSync(input, { recursive: true, force: true });

const rows = justificationRows(fs.readFileSync(path.join(root, 'docs/security.md'), 'utf8'));
const problems = [];
const used = new Map();
for (const finding of findings) {
  const matching = rows.filter((row) => row.check === finding.check && row.file === finding.file && finding.source.includes(row.snippet));
  if (matching.length === 0) problems.push(`UNJUSTIFIED ${finding.check} in ${finding.file}:${finding.line}: ${oneLine(finding.source)}`);
  if (matching.length > 1) problems.push(`AMBIGUOUS ${finding.check} in ${finding.file}:${finding.line}: ${matching.length} rows match`);
  for (const row of matching) used.set(row, (used.get(row) ?? 0) + 1);
}
for (const row of rows) {
  const count = used.get(row) ?? 0;
  if (count === 0) problems.push(`STALE justification ${row.check} in ${row.file} (\`${row.snippet}\`): it matches no finding`);
  if (count > 1) problems.push(`TOO BROAD justification ${row.check} in ${row.file} (\`${row.snippet}\`): it matches ${count} findings`);
}

console.log(
  `electronegativity ${electronVersion}: ${findings.length} finding(s), ${findings.length - problems.filter((p) => p.startsWith('UNJ')).length} justified in docs/security.md`,
);
for (const problem of problems) console.log(`  ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);

function readReport(file) {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!Array.isArray(parsed?.runs?.[0]?.results)) throw new Error('no runs[0].results');
    return parsed;
  } catch (error) {
    // Never read an unreadable report as "no findings".
    console.error(`electronegativity's report could not be read: ${error.message}`);
    process.exit(2);
  }
}

/** The text the tool flagged: charLength characters from the finding's line and column (both from 1). */
function flaggedSource(file, region) {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const offset = lines.slice(0, region.startLine - 1).reduce((sum, line) => sum + line.length + 1, 0) + region.startColumn - 1;
  return text.slice(offset, offset + Math.max(region.charLength, 1));
}

/** Rows of the justification table: | `CHECK` | `file` | `snippet` | why |. */
function justificationRows(markdown) {
  const start = markdown.indexOf('## electronegativity findings');
  if (start < 0) return [];
  return markdown
    .slice(start)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\|? ?`?|`?$/g, ''));
      return { check: cells[0], file: cells[1], snippet: cells[2] };
    });
}

function oneLine(text) {
  return text.replace(/\s+/g, ' ').trim().slice(0, 100);
}
