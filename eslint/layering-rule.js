// The folder layering of docs/architecture.md as one lint rule, in the spirit of VS Code's
// `code-layering`: each layer lists what it may import, and every import is resolved to a layer.
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILTINS = new Set(builtinModules);

const relativeToRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** The layer a file belongs to, from its path relative to the project root. */
export function layerOfFile(file) {
  const rel = relativeToRoot(file);
  if (rel.startsWith('shared/')) return 'shared';
  if (rel.startsWith('main/electron/')) return 'electron-main';
  if (rel.startsWith('main/')) return 'main';
  // The renderer's build config runs in Node with Vite; only its sources run in the window.
  if (rel.startsWith('renderer/') && !rel.startsWith('renderer/vite.config.')) return 'renderer';
  return 'other';
}

/** The folder of main/ a file lives in (`store`, `core`, `ipc`, ...), or undefined outside main/. */
export function mainFolderOf(file) {
  const match = /^main\/([^/]+)\//.exec(relativeToRoot(file));
  return match?.[1];
}

/** The npm package an import names: `svelte/reactivity` -> `svelte`, `@scope/x/y` -> `@scope/x`. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
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

/**
 * Inside main/, which folder may not import which (issue 12): the core is handed the training
 * service's address by the runtime and the command line; the store knows nothing of the client,
 * the outbox (core) or who calls it; the IPC layer translates requests and never reaches past the
 * core to the processes that host it. main/electron/ is its own layer above.
 */
const MAIN_FOLDER_FORBIDDEN = {
  core: ['training-service', 'ipc', 'runtime', 'cli', 'browser-host'],
  store: ['client', 'core', 'ipc', 'runtime', 'cli', 'browser-host', 'training-service', 'documents', 'receipts'],
  ipc: ['training-service', 'runtime', 'cli', 'browser-host'],
};

/**
 * Inside main/, the folders whose imports into main/ are limited to a list (issue 12: `ipc/`
 * talks only to the core's public surface, `main/core/index.ts`; the logger is handed in).
 */
const MAIN_FOLDER_ONLY = {
  ipc: { folders: ['ipc', 'log'], files: ['main/core', 'main/core/index', 'main/core/index.ts'] },
};

/**
 * Inside main/, the folders a folder may be imported from, and no others: the store is reached
 * through the core (main/core/requests.ts); receipts and documents are the core's own parts. The
 * command line is listed until its commands call coreFor.
 */
const MAIN_FOLDER_IMPORTED_ONLY_BY = {
  store: {
    // The training service keeps its own database with the store's migration runner.
    folders: ['store', 'core', 'receipts', 'documents', 'training-service', 'cli'],
    reason: 'only the core reaches the store: call coreFor',
  },
};

const MAIN_FOLDER_REASONS = {
  core: 'the core is handed what it runs on (the training service comes as a base URL from the runtime or command line)',
  store: 'the store keeps data; it knows nothing of the client, the outbox or its callers',
  ipc: 'IPC handlers translate requests for the core; they do not reach the processes that host them',
};

const MAIN_FOLDER_ONLY_REASONS = {
  ipc: 'IPC handlers call the core only through its public surface, main/core/index.ts (add what they need there)',
};

/** The npm packages a layer may import (its only outside code); other layers take any package. */
const ALLOWED_PACKAGES = {
  shared: ['zod', 'ibantools'],
  renderer: ['svelte'],
};

const PACKAGE_REASONS = {
  shared: 'shared/ runs in every process and imports only zod and ibantools (data such as country names is generated into it)',
  renderer: 'the renderer is Svelte in a sandboxed window: better-sqlite3, sharp and other packages belong to main',
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
    messages: {
      forbidden: "{{layer}} may not import '{{specifier}}': {{reason}}.",
      forbiddenFolder: "main/{{folder}}/ may not import '{{specifier}}': {{reason}}.",
      forbiddenPackage: "{{layer}} may not import the package '{{specifier}}': {{reason}}.",
    },
  },
  create(context) {
    const file = context.filename;
    const layer = layerOfFile(file);
    const forbidden = FORBIDDEN[layer];
    const folder = layer === 'main' ? mainFolderOf(file) : undefined;
    const folderForbidden = (folder && MAIN_FOLDER_FORBIDDEN[folder]) ?? [];
    const folderOnly = folder && MAIN_FOLDER_ONLY[folder];
    const allowedPackages = ALLOWED_PACKAGES[layer];
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = layerOfImport(specifier, file);
      if (forbidden.includes(target)) {
        context.report({ node, messageId: 'forbidden', data: { layer: `${layer}/`, specifier, reason: REASONS[target] } });
        return;
      }
      if (target === 'package' && allowedPackages && !allowedPackages.includes(packageOf(specifier))) {
        context.report({ node, messageId: 'forbiddenPackage', data: { layer: `${layer}/`, specifier, reason: PACKAGE_REASONS[layer] } });
        return;
      }
      if (target === 'main' && folderForbidden.length > 0) {
        const targetFolder = mainFolderOf(path.resolve(path.dirname(file), specifier));
        if (targetFolder !== undefined && folderForbidden.includes(targetFolder)) {
          context.report({ node, messageId: 'forbiddenFolder', data: { folder, specifier, reason: MAIN_FOLDER_REASONS[folder] } });
          return;
        }
      }
      if (target === 'main' && folder !== undefined) {
        // A folder's own index (`'../store'`) names the folder too.
        const targetFolder = /^main\/([^/]+)(?:\/|$)/.exec(relativeToRoot(path.resolve(path.dirname(file), specifier)))?.[1];
        const guarded = targetFolder && MAIN_FOLDER_IMPORTED_ONLY_BY[targetFolder];
        if (guarded && !guarded.folders.includes(folder)) {
          context.report({ node, messageId: 'forbiddenFolder', data: { folder, specifier, reason: guarded.reason } });
          return;
        }
      }
      if (target === 'main' && folderOnly) {
        const resolved = path.resolve(path.dirname(file), specifier);
        const targetFolder = mainFolderOf(resolved);
        const allowed = folderOnly.folders.includes(targetFolder) || folderOnly.files.includes(relativeToRoot(resolved));
        if (!allowed) {
          context.report({ node, messageId: 'forbiddenFolder', data: { folder, specifier, reason: MAIN_FOLDER_ONLY_REASONS[folder] } });
        }
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
