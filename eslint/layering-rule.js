// The folder layering of docs/architecture.md as one lint rule, in the spirit of VS Code's
// `code-layering`: each layer lists what it may import, and every import is resolved to a layer.
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILTINS = new Set(builtinModules);

/** The layer a file belongs to, from its path relative to the project root. */
export function layerOfFile(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  if (rel.startsWith('shared/')) return 'shared';
  if (rel.startsWith('main/electron/')) return 'electron-main';
  if (rel.startsWith('main/')) return 'main';
  if (rel.startsWith('renderer/')) return 'renderer';
  return 'other';
}

/** The layer an import specifier points into. */
export function layerOfImport(specifier, fromFile) {
  if (specifier === 'electron' || specifier.startsWith('electron/')) return 'electron';
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0])) return 'node';
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return layerOfFile(path.resolve(path.dirname(fromFile), specifier));
  }
  return 'package';
}

const FORBIDDEN = {
  shared: ['electron', 'node', 'main', 'electron-main', 'renderer'],
  main: ['electron', 'electron-main', 'renderer'],
  'electron-main': ['renderer'],
  renderer: ['electron', 'node', 'main', 'electron-main'],
  other: [],
};

const REASONS = {
  electron: 'only main/electron/ may import electron',
  node: 'shared/ and renderer/ run without Node: no node: modules',
  main: 'main/ is reached only through the IPC contract',
  'electron-main': 'the Electron shell is the top layer: nothing imports it',
  renderer: 'renderer/ talks to main only through window.api',
};

export const layeringRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layering of shared/, main/, main/electron/ and renderer/' },
    schema: [],
    messages: { forbidden: "{{layer}} may not import '{{specifier}}': {{reason}}." },
  },
  create(context) {
    const file = context.filename;
    const layer = layerOfFile(file);
    const forbidden = FORBIDDEN[layer];
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = layerOfImport(specifier, file);
      if (forbidden.includes(target)) {
        context.report({ node, messageId: 'forbidden', data: { layer: `${layer}/`, specifier, reason: REASONS[target] } });
      }
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
