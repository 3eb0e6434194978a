// Writes the schema guard's one snapshot (main/database/schema-guard/schema.json) from the migrations
// as they are: after adding a migration, or merging a branch that added one, run
//   npm run schema:snapshot
// It refuses to record an edit of a migration already on main, and a removed table or column
// unless `-- --retire` says the removal was reviewed (the name is then never used again).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from '../main/database/migrations';
import {
  SNAPSHOT_COMMAND,
  SNAPSHOT_FILE,
  type SchemaSnapshot,
  mergeRetired,
  readSnapshot,
  removedNames,
  schemaNow,
  serializeSnapshot,
} from '../main/database/schema-guard/guard';

const root = process.cwd();
const retire = process.argv.includes('--retire');
const now = schemaNow(root, MIGRATIONS);
const file = path.join(root, SNAPSHOT_FILE);
const before: SchemaSnapshot | undefined = fs.existsSync(file) ? readSnapshot(root) : undefined;

/** The migrations main has recorded: those never change again. Absent outside a git checkout. */
function onMain(): Record<string, string> {
  try {
    const text = execFileSync('git', ['show', `main:${SNAPSHOT_FILE.split(path.sep).join('/')}`], { encoding: 'utf8', stdio: 'pipe' });
    return (JSON.parse(text) as SchemaSnapshot).migrations;
  } catch {
    return {};
  }
}

const frozen = Object.entries(onMain()).filter(([stem, hash]) => now.migrations[stem] !== undefined && now.migrations[stem] !== hash);
if (frozen.length > 0) {
  console.error(`${frozen.map(([stem]) => stem).join(', ')}: on main, so never edited. Revert the edit and add a new migration.`);
  process.exit(1);
}
const removed = before ? removedNames(before.schema, now.schema) : { tables: [], columns: [] };
const retired = before?.retired ?? { tables: [], columns: [] };
const unreviewed = [
  ...removed.tables.filter((t) => !retired.tables.includes(t)),
  ...removed.columns.filter((c) => !retired.columns.includes(c)),
];
if (unreviewed.length > 0 && !retire) {
  console.error(`The migrations remove ${unreviewed.join(', ')}. Keep them, or after review run: ${SNAPSHOT_COMMAND} -- --retire`);
  process.exit(1);
}
const snapshot: SchemaSnapshot = { migrations: now.migrations, retired: mergeRetired(retired, removed), schema: now.schema };
fs.writeFileSync(file, serializeSnapshot(snapshot));
console.log(`Wrote ${SNAPSHOT_FILE}: ${Object.keys(now.migrations).length} migrations.`);
