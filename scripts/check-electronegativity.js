// The shell's security check for CI: runs @doyensec/electronegativity over the Electron main
// process and the renderer's page, reads its CSV (the tool exits 0 even with findings), and fails
// unless every finding is justified in docs/security.md's table by its check id and file.
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
const csv = path.join(input, 'findings.csv');
const keep = process.argv.includes('--print');
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/@doyensec/electronegativity/dist/index.js'), '-i', input, '-e', electronVersion, '-r', '-o', csv],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

const findings = parseCsv(fs.readFileSync(csv, 'utf8'))
  .slice(1)
  .filter((row) => row.length > 3)
  .map(([check, severity, , file]) => ({ check: check.trim(), severity, file: file === 'N/A' ? 'N/A' : file.replace(/^\.?\//, '') }));
if (keep) console.log(fs.readFileSync(csv, 'utf8'));
fs.rmSync(input, { recursive: true, force: true });

const security = fs.readFileSync(path.join(root, 'docs/security.md'), 'utf8');
const justified = (finding) =>
  security
    .split('\n')
    .some((line) => line.startsWith('|') && line.includes(`\`${finding.check}\``) && line.includes(`\`${finding.file}\``));
const open = findings.filter((finding) => !justified(finding));

console.log(
  `electronegativity ${electronVersion}: ${findings.length} finding(s), ${findings.length - open.length} justified in docs/security.md`,
);
for (const finding of open) console.log(`  UNJUSTIFIED ${finding.check} (${finding.severity}) in ${finding.file}`);
process.exit(open.length === 0 ? 0 : 1);

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks (the tool's code samples do). */
function parseCsv(text) {
  const rows = [[]];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === '\n') {
      rows.at(-1).push(cell);
      cell = '';
      if (c === '\n') rows.push([]);
    } else if (c !== '\r') cell += c;
  }
  rows.at(-1).push(cell);
  return rows;
}
