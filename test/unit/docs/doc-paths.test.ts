import { describe, expect, it } from 'vitest';
import { checkoutAt, codeSpans, docsOf, exists, linkTargets, machinePaths, missingPaths, named, NOT_OURS } from './doc-paths';

// Files move (the core's folders are regrouped, a helper is renamed); a doc that still names the old
// path sends the next maintainer looking for nothing. Each failure names the doc, the line and the path.
const checkout = checkoutAt();
const docs = docsOf(checkout.entries);

describe('the paths the docs name', () => {
  it('are read from README.md, docs/ and every README in the tree', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/decisions.md', 'main/training-service/README.md']));
  });

  it('exist in the repository', () => {
    expect(docs.flatMap((doc) => missingPaths(doc, checkout.read(doc), checkout))).toEqual([]);
  });

  it('leave out only other projects’ files that a doc still names', () => {
    const named = new Set(docs.flatMap((doc) => codeSpans(doc, checkout.read(doc)).flatMap((span) => span.text.split(' '))));
    expect(Object.keys(NOT_OURS).filter((word) => !named.has(word))).toEqual([]);
  });

  it('name no folder of one machine', () => {
    expect(docs.flatMap((doc) => machinePaths(doc, checkout.read(doc)))).toEqual([]);
  });
});

describe('reading a doc for paths', () => {
  const doc = 'docs/example.md';
  const sample = [
    'The store (`main/store/store.ts`, `shared/wire/*`) and `renderer/src/screens/<screen>/`,',
    'run with `node scripts/build-node.js`; not `dist/renderer` nor `app://x/y`. A span over a line: `main/ipc/',
    'dispatcher.ts`. See [the decisions](decisions.md#autosave) and [gone](../elsewhere.md).',
    '```',
    'main/not-checked-in-a-block.ts `main/nor-this.ts`',
    '```',
    'The spec, `../shared/spec/interface.md`; this machine: `/work/main/x` and `/dev/null`.',
  ].join('\n');

  it('finds code spans and links with their lines, skipping code blocks', () => {
    expect(codeSpans(doc, sample).map((s) => `${s.line}:${s.text}`)).toContain('2:main/ipc/ dispatcher.ts');
    expect(codeSpans(doc, sample).some((s) => s.text.includes('nor-this'))).toBe(false);
    expect(linkTargets(doc, sample).map((l) => `${l.line}:${l.text}`)).toEqual(['3:decisions.md#autosave', '3:../elsewhere.md']);
  });

  it('tells paths from the root, partial paths and paths in a package from words that name no file', () => {
    const packages = new Set(['libphonenumber-js', 'tesseract.js', '@tesseract.js-data/isl']);
    expect(named('(main/store/store.ts),')).toEqual({ kind: 'rooted', path: 'main/store/store.ts' });
    expect(named('$shared/wire')).toEqual({ kind: 'rooted', path: 'shared/wire' });
    expect(named('../shared/spec/x.md', 'docs/decisions.md')).toEqual({ kind: 'rooted', path: 'shared/spec/x.md' });
    expect(named('lib/api.ts')).toEqual({ kind: 'partial', path: 'lib/api.ts' });
    expect(named('store.ts')).toEqual({ kind: 'partial', path: 'store.ts' });
    expect(named('libphonenumber-js/metadata.max.json', '', packages)).toEqual({ kind: 'package', path: 'libphonenumber-js/metadata.max.json' });
    for (const word of ['tesseract.js', '@tesseract.js-data/isl', 'dist/renderer', '31/12/1980', 'application/json', '<data>/fieldboard.key', 'version>/', 'registry.txt', 'applications:add'])
      expect(named(word, '', packages)).toBeUndefined();
  });

  it('matches globs and <placeholder> segments against what is there, a trailing / only a folder', () => {
    const here = new Set(['main/', 'main/store/', 'main/store/store.ts', 'renderer/src/screens/editor/']);
    expect(exists('main/store/store.ts', here)).toBe(true);
    expect(exists('main/store', here)).toBe(true);
    expect(exists('main/store/store.ts/', here)).toBe(false);
    expect(exists('main/store/*.ts', here)).toBe(true);
    expect(exists('main/**/store.ts', here)).toBe(true);
    expect(exists('renderer/src/screens/<screen>/', here)).toBe(true);
    expect(exists('main/store/<name>.svelte', here)).toBe(false);
    expect(exists('main/cli/restore-undo.ts', here)).toBe(false);
    expect(exists('store/store.ts', here, true)).toBe(true);
    expect(exists('screens/<screen>/', here, true)).toBe(true);
    expect(exists('core/store.ts', here, true)).toBe(false);
  });

  it('reports what is missing as doc:line: path, and a link to a heading the doc lacks', () => {
    const here = new Set(['docs/', 'docs/decisions.md', 'main/', 'main/store/', 'main/store/store.ts']);
    const checkout = { entries: here, packages: new Set<string>(), read: () => '## Outbox\n', installed: () => false };
    const missing = missingPaths(doc, sample, checkout);
    expect(missing).toEqual([
      'docs/example.md:1: shared/wire/*',
      'docs/example.md:1: renderer/src/screens/<screen>/',
      'docs/example.md:2: scripts/build-node.js',
      'docs/example.md:2: main/ipc/',
      'docs/example.md:2: dispatcher.ts',
      'docs/example.md:7: shared/spec/interface.md',
      'docs/example.md:3: decisions.md#autosave (no such heading)',
      'docs/example.md:3: ../elsewhere.md',
    ]);
  });

  it('finds a folder of one machine in a code span, code blocks included, but not /dev, /proc, /sys, /etc, /usr', () => {
    expect(machinePaths(doc, sample)).toEqual(['docs/example.md:7: /work/main/x']);
    expect(machinePaths(doc, '```\nrun `/home/agent/x.sh`\n```')).toEqual(['docs/example.md:2: /home/agent/x.sh']);
  });
});
