import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions.md keeps what holds now and why, one row a decision; the history and the longer
// reasoning live in git. A row must stay short enough to read, and an id must name one decision:
// the code cites decisions by id.
const decisions = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/decisions.md'), 'utf8');
const MAX_ROW = 600;

/** The cells of a table row; `\|` inside a cell is text, not a separator. */
const cellsOf = (row: string) =>
  row
    .trim()
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());

const rows = decisions
  .split('\n')
  .filter((line) => /^\| [A-Z]{1,3}\d+ \|/.test(line))
  .map((line) => ({ id: cellsOf(line)[0]!, text: cellsOf(line).join(' ') }));

describe('docs/decisions.md', () => {
  it('has its decisions in tables', () => {
    expect(rows.length).toBeGreaterThan(200);
  });

  it(`keeps every decision under ${MAX_ROW} characters, its cells counted without the pipes`, () => {
    const long = rows.filter((row) => row.text.length >= MAX_ROW).map((row) => `${row.id}: ${row.text.length} characters`);
    expect(long).toEqual([]);
  });

  it('gives each decision an id of its own', () => {
    const seen = new Set<string>();
    const twice = rows.filter((row) => seen.size === seen.add(row.id).size).map((row) => row.id);
    expect(twice).toEqual([]);
  });

  it('lists every topic in its Topics line, and tells branches where to append', () => {
    const [topics = '', appended = ''] = decisions.split('<!-- The topic sections end here.');
    const headings = [...topics.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    const listed = [...(topics.match(/^Topics: [\s\S]*?\n\n/m)?.[0] ?? '').matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
    expect(listed).toEqual(headings);
    expect(appended).toMatch(/Branches append new decisions below/);
  });
});
