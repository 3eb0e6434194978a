import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../../eslint/layering-rule.js';
import { ARCHITECTURE, layersTable, tableInDoc, withTable } from '../../../scripts/docs/layers-table.js';

// docs/architecture.md shows who may import whom; LAYERS is what the lint enforces. The doc's table
// is written from LAYERS, and this fails the moment one changes without the other.
describe('the layering table of docs/architecture.md', () => {
  it('is the table LAYERS gives (run `npm run docs:layers` after changing LAYERS)', () => {
    expect(tableInDoc(fs.readFileSync(ARCHITECTURE, 'utf8')), 'docs/architecture.md differs from LAYERS: npm run docs:layers').toBe(layersTable());
  });

  it('has a row per line of LAYERS, saying what it may import and use', () => {
    const table = layersTable();
    for (const folder of Object.keys(LAYERS)) expect(table).toContain(`| \`${folder}/\` |`);
    const layers = { 'main/a': { imports: ['shared', 'main/b/entry.ts'], packages: ['node', 'zod'] }, 'main/c': { imports: [], packages: [] } };
    expect(layersTable(layers, { 'main/a': 'a reason' }).split('\n').slice(2)).toEqual([
      '| `main/a/` | `shared/`, `main/b/entry.ts` | Node, `zod` | a reason |',
      '| `main/c/` | nothing | none |  |',
    ]);
  });

  it('is rewritten between its markers, and a line added to LAYERS shows in it', () => {
    const widened = { ...LAYERS, 'main/new-room': { imports: ['shared'], packages: [] } };
    const doc = withTable(`# A\n\n${withTable(fs.readFileSync(ARCHITECTURE, 'utf8'))}`, layersTable(widened, { 'main/new-room': 'a reason' }));
    expect(tableInDoc(doc)).toContain('| `main/new-room/` | `shared/` | none | a reason |');
    expect(tableInDoc(doc)).not.toBe(layersTable());
    expect(() => withTable('# A doc without the markers')).toThrow(/lost the markers/);
  });
});
