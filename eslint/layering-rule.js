// The folder layering of docs/architecture.md as one lint rule, configured like VS Code's
// `code-layering`: one table says which folder may import which, and which packages each may use.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { resolveAlias } from '../path-aliases.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILTINS = new Set(builtinModules);

/**
 * The layers, bottom up. A file belongs to the longest folder below that holds it (files in none,
 * such as tests, benches and scripts, are not checked). It may import its own folder, the folders
 * or files named under "may import", and only the packages named under "packages" ('node' is
 * Node's built-in modules). Changing who may import what is changing one line here.
 */
// prettier-ignore
export const LAYERS = {
  // folder                  may import (besides itself)                                                   packages
  'shared':                  { imports: [],                                                                packages: ['zod', 'ibantools', 'libphonenumber-js'] },
  'renderer/src':            { imports: ['shared'],                                                        packages: ['svelte'] },
  'main/log':                { imports: ['main/crypto/own-folder.ts', 'main/crypto/private-files.ts',
                                         'shared/rules/separators.ts'],                                    packages: ['node'] },
  'main/crypto':             { imports: [],                                                                packages: ['node'] },
  'main/renderer-files':     { imports: [],                                                                packages: ['node'] },
  'main/json':               { imports: ['shared'],                                                        packages: [] },
  'main/files':              { imports: [],                                                                packages: ['node'] },
  'main/off-thread':         { imports: ['shared', 'main/json'],                                           packages: ['node'] },
  'main/limited-child':      { imports: ['main/documents/pdf-check-task.ts', 'main/documents/image-normalise-task.ts',
                                         'main/documents/mrz/read-mrz-task.ts', 'main/documents/letter/letter-read-task.ts',
                                         'main/documents/letter/letter-ocr-task.ts',
                                         'main/documents/pdf-render/page-picture-task.ts',
                                         'main/documents/thumbnail-task.ts'],                              packages: ['node'] },
  'main/client':             { imports: ['shared', 'main/json'],                                           packages: ['node'] },
  'main/sqlite':             { imports: [],                                                                packages: ['better-sqlite3'] },
  'main/database':           { imports: ['shared', 'main/crypto', 'main/files', 'main/sqlite'],            packages: ['node', 'better-sqlite3'] },
  'main/documents':          { imports: ['shared', 'main/limited-child'],                                  packages: ['node', 'sharp', 'pdf-lib', 'pdfjs-dist',
                                                                                                           '@napi-rs/canvas', 'tesseract.js', 'mrz'] },
  'main/receipts':           { imports: ['shared'],                                                        packages: ['node', 'qrcode'] },
  'main/core':               { imports: ['shared', 'main/log', 'main/crypto', 'main/client', 'main/database',
                                         'main/documents', 'main/receipts', 'main/files'],                 packages: ['node', 'zod'] },
  'main/ipc':                { imports: ['shared', 'main/log', 'main/core/index.ts', 'main/off-thread'],   packages: ['node', 'zod'] },
  'main/training-service':   { imports: ['shared', 'main/log', 'main/crypto', 'main/sqlite', 'main/core',
                                         'main/json'],                                                     packages: ['node', 'zod', 'better-sqlite3'] },
  'main/runtime':            { imports: ['shared', 'main/log', 'main/crypto', 'main/core/index.ts', 'main/ipc',
                                         'main/training-service'],                                         packages: ['node'] },
  'main/cli':                { imports: ['shared', 'main/log', 'main/crypto', 'main/core/index.ts', 'main/training-service',
                                         'main/json', 'main/files', 'main/off-thread'],                    packages: ['node'] },
  'main/browser-host':       { imports: ['shared', 'main/log', 'main/crypto', 'main/ipc', 'main/runtime',
                                         'main/renderer-files', 'main/json', 'main/off-thread'],           packages: ['node'] },
  'main/electron':           { imports: ['shared', 'main/log', 'main/crypto', 'main/receipts',
                                         'main/ipc', 'main/runtime', 'main/renderer-files', 'main/limited-child'], packages: ['node', 'electron'] },
};

/** Why a layer's line reads as it does: the end of the lint message for an import it refuses. */
export const REASONS = {
  shared: 'shared/ runs in every process: no Node, DOM or Electron, and only the packages both sides need',
  'renderer/src': 'the renderer is Svelte in a sandboxed window and talks to main only through window.api',
  'main/log':
    "the logger is handed to the rest of main and imports of it only the checks that keep its folder and file the user's own (and of shared/ the separators numbers are printed with)",
  'main/crypto': 'the crypto primitives sit below everything that seals data',
  'main/renderer-files': 'serving the built page needs only the file system',
  'main/json': 'the bounded JSON reader is pure code every reader of outside JSON shares',
  'main/files': 'reading a file safely needs only the file system',
  'main/off-thread': 'the parsing worker takes large JSON and base64 off the event loop and knows nothing of what it parses for',
  'main/limited-child': 'the limited child runs untrusted parsing under OS limits and reaches only the tasks it runs, nothing that stores',
  'main/client': 'the service client speaks the wire format and knows nothing of the database or the outbox',
  'main/sqlite': 'the schema runner serves every SQLite file and knows none of them',
  'main/database': 'the database keeps data; it knows nothing of the client, the outbox or its callers, and only it touches SQLite',
  'main/documents': 'documents are read and normalised below the core, which stores them',
  'main/receipts': 'receipts are rendered from the data the core gathers, and read nothing themselves',
  'main/core': 'the core is handed what it runs on (the training service comes as a base URL from the runtime or command line)',
  'main/ipc': 'IPC handlers call the core only through its public surface, main/core/index.ts (add what they need there)',
  'main/training-service': 'the training service simulates the acquirer with its own file of IDs, apart from the database',
  'main/runtime':
    'the runtime hosts the core through its one entrance, main/core/index.ts (add what it needs there), and never the Electron shell',
  'main/cli':
    'the command line drives the core through its one entrance, main/core/index.ts (add what it needs there), never the database or the hosts of the app',
  'main/browser-host': 'the browser host serves the page and the IPC contract over HTTP',
  'main/electron': 'the Electron shell is the top layer: nothing imports it, and it alone imports electron',
};

const relativeToRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const FOLDERS = Object.keys(LAYERS).sort((a, b) => b.length - a.length);

/** The layer a file belongs to (the longest folder of LAYERS that holds it), or undefined. */
export function layerOfFile(file) {
  const rel = relativeToRoot(file);
  return FOLDERS.find((folder) => rel === folder || rel.startsWith(`${folder}/`));
}

/** The npm package an import names: `svelte/reactivity` -> `svelte`, `@scope/x/y` -> `@scope/x`. */
export function packageOf(specifier) {
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0])) return 'node';
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isPath = (specifier) => specifier.startsWith('.') || specifier.startsWith('/');

/** Whether an import of `target` (a path relative to the root) is named by one of `entries`. */
function named(entries, target) {
  return entries.some((entry) => {
    if (/\.[a-z]+$/.test(entry)) return [entry, entry.replace(/\.[a-z]+$/, ''), path.posix.dirname(entry)].includes(target);
    return target === entry || target.startsWith(`${entry}/`);
  });
}

/** Why `fromFile` may not import `specifier`, or undefined when it may. */
export function refusal(specifier, fromFile) {
  const layer = layerOfFile(fromFile);
  if (layer === undefined) return undefined;
  const { imports, packages } = LAYERS[layer];
  const aliased = resolveAlias(specifier);
  if (aliased === undefined && !isPath(specifier)) return packages.includes(packageOf(specifier)) ? undefined : REASONS[layer];
  const resolved = aliased ?? path.resolve(path.dirname(fromFile), specifier);
  const target = relativeToRoot(resolved);
  const targetLayer = layerOfFile(resolved);
  if (targetLayer === layer || named(imports, target)) return undefined;
  return targetLayer === undefined && !target.startsWith('main/') ? undefined : REASONS[layer];
}

export const layeringRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layering declared in LAYERS (eslint/layering-rule.js)' },
    schema: [],
    messages: { forbidden: "{{layer}}/ may not import '{{specifier}}': {{reason}}." },
  },
  create(context) {
    const file = context.filename;
    const layer = layerOfFile(file);
    if (layer === undefined) return {};
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const reason = refusal(specifier, file);
      if (reason) context.report({ node, messageId: 'forbidden', data: { layer, specifier, reason } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal') {
          check(node, node.arguments[0].value);
        }
      },
    };
  },
};

export default { rules: { layering: layeringRule } };
