// Writes examples/<type>.json from the test fixtures: complete applications a newcomer can import
// with `npm run fieldboard -- import examples/soletrader.json --type soletrader`.
// test/unit/examples.test.ts fails when the two drift apart.
import fs from 'node:fs';
import path from 'node:path';
import { ENTITY_TYPES } from '../shared/entity-types';
import { completeApplication } from '../test/fixtures/applications';

const dir = path.resolve('examples'); // run from the project root
fs.mkdirSync(dir, { recursive: true });
for (const type of ENTITY_TYPES) {
  fs.writeFileSync(path.join(dir, `${type}.json`), JSON.stringify(completeApplication(type), null, 2) + '\n');
}
console.log(`wrote ${ENTITY_TYPES.length} examples to ${dir}`);
