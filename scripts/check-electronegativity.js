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

const findings = fs
  .readFileSync(csv, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [check, severity, , file] = line.split(',').map((cell) => cell.replace(/^"|"$/g, '').trim());
    return { check, severity, file: file === 'N/A' ? 'N/A' : file.replace(/^\.?\/?/, '') };
  });
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
