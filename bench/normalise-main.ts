// Runs the normalise bench on its own: `node dist/node/bench-normalise.js` after bundling this
// file like the other entries (scripts/build-node.js). bench/run.ts can take `normaliseBench` as is.
import { normaliseBench } from './normalise';

const rows = await normaliseBench();
const width = Math.max(...rows.map((row) => row.name.length));
for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.figure.padStart(14)}  ${row.goal.padEnd(9)} ${row.verdict}`);
if (rows.some((row) => row.verdict === 'NOT met')) process.exitCode = 1;
