import fs from 'node:fs';
import path from 'node:path';

/**
 * What the docs say about the repository's files, read the way a maintainer reads them: every
 * code span and link that names a path of this repository, with the doc and line it is on.
 */

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Folders that are never the repository's own (built, installed or written by a run). */
const NOT_THE_REPOSITORY = new Set(['node_modules', 'dist', 'out', 'test-results', '.git', '.electron-native', '.fieldboard-data']);

/** The top folders a path in a doc may start with; a path starting with any other is not ours. */
export const TOP_FOLDERS = ['main', 'shared', 'renderer', 'test', 'scripts', 'bench', 'docs', 'examples', 'eslint', 'bin', '.githooks', '.ci'];

/** The path aliases (`$shared/wire`) name the same folders. */
const ALIASES: Record<string, string> = { $shared: 'shared', $main: 'main', $renderer: 'renderer/src', $test: 'test' };

/** A machine's own folder: a path starting at the root that is not one every Linux has. */
const MACHINE_PATH = /`(\/[A-Za-z]+\/[^` ]+)`/g;
const SYSTEM_FOLDERS = /^\/(dev|proc|sys|etc|usr)\//;

/** What the docs are checked against. */
export interface Checkout {
  entries: Set<string>;
  /** The packages package.json names: a path inside one is looked for in node_modules. */
  packages: ReadonlySet<string>;
  read: (file: string) => string;
  installed: (packagePath: string) => boolean;
}

export function checkoutAt(root = ROOT): Checkout {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
  return {
    entries: repositoryEntries(root),
    packages: new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]),
    read: (file) => fs.readFileSync(path.join(root, file), 'utf8'),
    installed: (packagePath) => fs.existsSync(path.join(root, 'node_modules', packagePath.replace(/\*.*$/, ''))),
  };
}

export interface Mention {
  doc: string;
  line: number;
  text: string;
}

/** Every file and folder of the repository, relative to its root, folders ending in '/'. */
export function repositoryEntries(root = ROOT): Set<string> {
  const entries = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (NOT_THE_REPOSITORY.has(entry.name)) continue;
      const rel = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        entries.add(`${rel}/`);
        walk(rel);
      } else entries.add(rel);
    }
  };
  walk('');
  return entries;
}

/** The docs that are checked: every Markdown file of the repository (README.md, docs/, each folder's README). */
export function docsOf(entries: Set<string>): string[] {
  return [...entries].filter((entry) => entry.endsWith('.md')).sort();
}

/** The text with its fenced code blocks blanked, line count kept: a block shows commands and trees, not claims. */
function withoutFences(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '));
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The code spans of a Markdown text (a span may cross a line break), with the line each starts on. */
export function codeSpans(doc: string, markdown: string): Mention[] {
  const text = withoutFences(markdown);
  const spans: Mention[] = [];
  const ticks = /`+/g;
  for (let open = ticks.exec(text); open !== null; open = ticks.exec(text)) {
    const fence = open[0];
    const close = new RegExp(`(?<!\`)${fence}(?!\`)`, 'g');
    close.lastIndex = open.index + fence.length;
    const end = close.exec(text);
    if (end === null) continue;
    spans.push({ doc, line: lineAt(text, open.index), text: text.slice(open.index + fence.length, end.index).replace(/\s+/g, ' ').trim() });
    ticks.lastIndex = end.index + fence.length;
  }
  return spans;
}

/** The targets of a Markdown text's links `[words](target)`, outside code spans and blocks. */
export function linkTargets(doc: string, markdown: string): Mention[] {
  const text = withoutFences(markdown).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => ({ doc, line: lineAt(text, m.index), text: m[1]! }));
}

/**
 * Words of code spans that look like paths but are not this repository's: other projects' files the
 * docs cite as sources, and what a build writes. Everything else a doc names must be here.
 */
export const NOT_OURS: Record<string, string> = {
  'packages/ui': "podman-desktop's form components, the model of ours",
  'data/kennitala-without-checksum.json': "ice-ken's synthetic kennitölur",
  'tests/test_kennitala.py': "ice-ken's tests",
  'src/index.ts': "is-kennitala's list of test persons",
  'utils/example-ibans/*': "php-iban's example IBANs",
  'registry.txt': "php-iban's copy of the IBAN registry",
  'iso18245/data/{visa,mastercard,amex}_list.csv': "python-iso18245's lists, copied to scripts/mcc-data/",
  'browser-host.js': 'the browser host as the build writes it',
  'e2e-host.js': "the end-to-end tests' host as the build writes it",
};

/** Words that name no file of a checkout: what a build or a run writes, a media type, a date. */
const NOT_A_FILE = /^(dist|out|test-results|\.electron-native)\/|^application\/|^[\d/.-]+$/;

export type Named =
  | { kind: 'rooted'; path: string }
  /** A path from a folder the text names before it (`lib/api.ts`), or a file's name alone. */
  | { kind: 'partial'; path: string }
  /** A path inside an installed package (`libphonenumber-js/metadata.max.json`). */
  | { kind: 'package'; path: string };

/** What a word of a code span names, or undefined when it names no file. */
export function named(word: string, doc = '', packages: ReadonlySet<string> = new Set()): Named | undefined {
  const bare = word.replace(/^[("']+|[)"',.;:]+$/g, '');
  if (bare === '' || bare in NOT_OURS || NOT_A_FILE.test(bare) || bare.includes('://')) return undefined;
  // A placeholder cut by a space (`<electron version>/`) is not a path.
  if ((bare.match(/</g) ?? []).length !== (bare.match(/>/g) ?? []).length || bare.startsWith('<')) return undefined;
  if (!/^[\w.$@<>*{},-]+(\/[\w.@<>*{},-]*)*$/.test(bare)) return undefined;
  // A path from the doc's own folder: outside the repository it names nothing there (`../elsewhere`).
  if (bare.startsWith('../')) return { kind: 'rooted', path: path.posix.normalize(path.posix.join(path.posix.dirname(doc), bare)) };
  const [first = '', ...rest] = bare.split('/');
  if (first in ALIASES) return { kind: 'rooted', path: [ALIASES[first], ...rest].join('/') };
  if (TOP_FOLDERS.includes(first) && rest.length > 0) return { kind: 'rooted', path: bare };
  const packageName = first.startsWith('@') ? `${first}/${rest[0]}` : first;
  if (packages.has(packageName)) return rest.length > (first.startsWith('@') ? 1 : 0) ? { kind: 'package', path: bare } : undefined;
  if (first.startsWith('@')) return undefined;
  if (rest.length > 0) return { kind: 'partial', path: bare };
  return /\.(ts|js|cjs|mjs|svelte|json|md|css|yml|html)$/.test(bare) ? { kind: 'partial', path: bare } : undefined;
}

/** A path's pattern: `*` any name, `**` any depth, `<placeholder>` one name or part of one, `{a,b}` either. */
function patternOf(pathText: string): RegExp {
  let source = '';
  for (let i = 0; i < pathText.length; i += 1) {
    const char = pathText[i]!;
    if (pathText.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '<' && pathText.indexOf('>', i) > i) {
      i = pathText.indexOf('>', i);
      source += '[^/]+';
    } else if (char === '{' && pathText.indexOf('}', i) > i) {
      const end = pathText.indexOf('}', i);
      source += `(?:${pathText
        .slice(i + 1, end)
        .split(',')
        .map((part) => part.replace(/[.+^$()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      i = end;
    } else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Every entry and every tail of one (`lib/api.ts` of `renderer/src/lib/api.ts`), folders ending in '/'. */
const tailsOf = (() => {
  const cache = new WeakMap<Set<string>, Set<string>>();
  return (entries: Set<string>) => {
    let tails = cache.get(entries);
    if (tails === undefined) {
      tails = new Set();
      for (const entry of entries) {
        const parts = entry.split('/');
        for (let i = 0; i < parts.length; i += 1) if (parts[i] !== '') tails.add(parts.slice(i).join('/'));
      }
      cache.set(entries, tails);
    }
    return tails;
  };
})();

/**
 * Whether a path a doc names is in the repository: a folder when written with '/' at its end, globs
 * and placeholders matching one; a partial path (`lib/api.ts`, `store.ts`) anywhere below the root.
 */
export function exists(pathText: string, entries: Set<string>, partial = false): boolean {
  const folder = pathText.endsWith('/');
  const wanted = pathText.replace(/\/+$/, '');
  const among = partial ? tailsOf(entries) : entries;
  if (!/[*?<{]/.test(wanted)) return among.has(`${wanted}/`) || (!folder && among.has(wanted));
  const pattern = patternOf(wanted);
  return [...among].some((entry) => {
    const isFolder = entry.endsWith('/');
    return (isFolder || !folder) && pattern.test(isFolder ? entry.slice(0, -1) : entry);
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function anchorsOf(markdown: string): Set<string> {
  return new Set([...withoutFences(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

/** Every path a doc names in the repository that is not there, as `doc:line: path`. */
export function missingPaths(doc: string, markdown: string, checkout: Checkout): string[] {
  const { entries, packages, read, installed } = checkout;
  const missing: string[] = [];
  for (const span of codeSpans(doc, markdown)) {
    // A placeholder is one word whatever it holds (`<electron version>`).
    for (const word of span.text.replace(/<[^<>]*>/g, (placeholder) => placeholder.replace(/ /g, '_')).split(' ')) {
      const name = named(word, doc, packages);
      if (name === undefined) continue;
      const found = name.kind === 'package' ? installed(name.path) : exists(name.path, entries, name.kind === 'partial');
      if (!found) missing.push(`${doc}:${span.line}: ${name.path}`);
    }
  }
  for (const link of linkTargets(doc, markdown)) {
    if (/^[a-z][a-z+.-]*:/i.test(link.text)) continue;
    const [target = '', anchor] = link.text.split('#');
    const file = target === '' ? doc : path.posix.normalize(path.posix.join(path.posix.dirname(doc), target));
    if (file.startsWith('../') || !exists(file, entries)) {
      missing.push(`${doc}:${link.line}: ${link.text}`);
    } else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(read(file)).has(anchor)) {
      missing.push(`${doc}:${link.line}: ${link.text} (no such heading)`);
    }
  }
  return missing;
}

/**
 * Every path of one machine a doc names in a code span, code blocks included, as `doc:line: path`:
 * the same search the repository's before-stop check makes.
 */
export function machinePaths(doc: string, markdown: string): string[] {
  return markdown.split('\n').flatMap((line, index) =>
    [...line.matchAll(MACHINE_PATH)].filter((m) => !SYSTEM_FOLDERS.test(m[1]!)).map((m) => `${doc}:${index + 1}: ${m[1]}`),
  );
}
