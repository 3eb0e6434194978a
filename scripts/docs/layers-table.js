// The layering table of docs/architecture.md, written from LAYERS (eslint/layering-rule.js), the one
// declaration the lint enforces, so the doc cannot say otherwise. `npm run docs:layers` rewrites it;
// test/unit/docs/layers-table.test.ts fails when the doc and LAYERS disagree.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAYERS, REASONS } from '../../eslint/layering-rule.js';

export const ARCHITECTURE = path.resolve(import.meta.dirname, '../../docs/architecture.md');
export const BEGIN = '<!-- The table below is written from LAYERS (eslint/layering-rule.js) by `npm run docs:layers`: change LAYERS, not the table. -->';
export const END = '<!-- End of the table written from LAYERS. -->';

const isFile = (entry) => /\.[a-z]+$/.test(entry);
const named = (entry) => `\`${isFile(entry) ? entry : `${entry}/`}\``;
const list = (items, none) => (items.length === 0 ? none : items.join(', '));

/** The table: one row per line of LAYERS, in its order (bottom up), with the reason the lint gives. */
export function layersTable(layers = LAYERS, reasons = REASONS) {
  const rows = Object.entries(layers).map(([folder, { imports, packages }]) => {
    const mayImport = list(imports.map(named), 'nothing');
    const uses = list(
      packages.map((name) => (name === 'node' ? 'Node' : `\`${name}\``)),
      'none',
    );
    return `| ${named(folder)} | ${mayImport} | ${uses} | ${reasons[folder] ?? ''} |`;
  });
  return ['| folder | may import (besides itself) | packages | why |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The table as the doc holds it now, between the markers, or undefined when the markers are missing. */
export function tableInDoc(markdown) {
  const begin = markdown.indexOf(BEGIN);
  const end = markdown.indexOf(END);
  if (begin === -1 || end < begin) return undefined;
  return markdown.slice(begin + BEGIN.length, end).trim();
}

/** The doc with the table between the markers written afresh. */
export function withTable(markdown, table = layersTable()) {
  const begin = markdown.indexOf(BEGIN);
  const end = markdown.indexOf(END);
  if (begin === -1 || end < begin) throw new Error(`docs/architecture.md has lost the markers around the layering table:\n${BEGIN}\n${END}`);
  return `${markdown.slice(0, begin + BEGIN.length)}\n${table}\n${markdown.slice(end)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(ARCHITECTURE, withTable(fs.readFileSync(ARCHITECTURE, 'utf8')));
}
