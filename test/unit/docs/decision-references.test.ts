import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The code and the docs cite docs/decisions.md by a section (`see decisions: Autosave`) or by a
// decision's id (`decision G17`); a citation of something the file does not hold misleads.
const root = path.resolve(import.meta.dirname, '../../..');
const decisions = fs.readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');
const headings = new Set([...decisions.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim()));
const ids = new Set([...decisions.matchAll(/^\| ([A-Z]{1,2}\d+) \|/gm)].map((m) => m[1]!));

const FOLDERS = ['main', 'renderer/src', 'shared', 'bench', 'scripts', 'eslint', 'test'];
const DOCS = ['README.md', 'docs/architecture.md', 'docs/security.md', 'docs/benchmarks.md'];

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }).flatMap((entry) =>
    entry.isFile() && /\.(ts|js|svelte|css)$/.test(entry.name) ? [path.relative(root, path.join(entry.parentPath, entry.name))] : [],
  );
}

/** Every citation of the decisions in `text`: section names and ids. */
function citations(text: string): { sections: string[]; ids: string[] } {
  return {
    sections: [...text.matchAll(/[Ss]ee decisions: ([A-Z][\w' ]*\w)/g)].map((m) => m[1]!),
    ids: [...text.matchAll(/\bdecisions?(?:\.md)?,? ([A-Z]{1,2}\d+)\b/g)].map((m) => m[1]!),
  };
}

describe('citations of docs/decisions.md', () => {
  const files = [...FOLDERS.flatMap(filesUnder), ...DOCS];
  const cited = files.map((file) => ({ file, ...citations(fs.readFileSync(path.join(root, file), 'utf8')) }));

  it('name sections the file has', () => {
    const missing = cited.flatMap(({ file, sections }) => sections.filter((s) => !headings.has(s)).map((s) => `${file}: ${s}`));
    expect(missing).toEqual([]);
  });

  it('name decisions the file has', () => {
    const missing = cited.flatMap(({ file, ids: named }) => named.filter((id) => !ids.has(id)).map((id) => `${file}: ${id}`));
    expect(missing).toEqual([]);
  });

  it('are found at all (the patterns still match the way the code cites)', () => {
    expect(cited.flatMap((c) => c.sections)).toContain('Autosave');
    expect(cited.flatMap((c) => c.ids)).toContain('G17');
  });
});
