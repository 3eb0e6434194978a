// Writes the schema guard's snapshot of each migration named on the command line (versions), or
// of every migration that has none. Refuses released migrations: they never change.
//   npm run schema:snapshot -- 5
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from '../main/store/migrations';
import { RELEASED_THROUGH } from '../main/store/schema-guard/reviewed-exceptions';
import { SNAPSHOTS_DIR, fileStem, makeSnapshot, readSnapshots } from '../main/store/schema-guard/snapshots';

const root = process.cwd();
const asked = process.argv.slice(2).map(Number);
if (asked.some((v) => !Number.isInteger(v) || v < 1 || v > MIGRATIONS.length)) {
  console.error(`Versions are 1 to ${MIGRATIONS.length}.`);
  process.exit(2);
}
const existing = readSnapshots(root);
const versions = asked.length > 0 ? asked : MIGRATIONS.map((m) => m.version).filter((v) => !existing.some((s) => s.version === v));
// A released migration gets a snapshot once, when it has none; it is never rewritten.
const released = versions.filter((v) => v <= RELEASED_THROUGH && existing.some((s) => s.version === v));
if (released.length > 0) {
  console.error(
    `Migration ${released.join(', ')} is released (1 to ${RELEASED_THROUGH}); its snapshot is not rewritten. Revert the edit and add a new migration.`,
  );
  process.exit(1);
}
const dir = path.join(root, SNAPSHOTS_DIR);
fs.mkdirSync(dir, { recursive: true });
for (const version of versions) {
  // A renumbered migration leaves its old snapshot under another name: remove what this version replaces.
  for (const file of fs.readdirSync(dir)) if (file.startsWith(`${String(version).padStart(3, '0')}-`)) fs.rmSync(path.join(dir, file));
  const snapshot = makeSnapshot(root, MIGRATIONS, version);
  const file = path.join(dir, `${fileStem(snapshot)}.json`);
  fs.writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, file)}`);
}
for (const file of fs.readdirSync(dir)) {
  const version = Number(file.slice(0, 3));
  if (version > MIGRATIONS.length) {
    fs.rmSync(path.join(dir, file));
    console.log(`Removed ${file}: no migration ${version}`);
  }
}
if (versions.length === 0) console.log('Every migration has its snapshot.');
