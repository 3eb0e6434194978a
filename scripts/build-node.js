// Bundles the Node entry points (command line, training service, browser host, benchmarks) as ESM,
// and the Electron main process and preload as CommonJS (a sandboxed preload cannot be ESM), with
// esbuild. Native modules (better-sqlite3, sharp), electron and tesseract.js (it starts its worker
// thread from its own files, and its language data lies beside it) stay external. Each side gets the
// limited child that parses untrusted files (`parse-child`), built with whatever entry needs it.
import { build } from 'esbuild';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
// `node scripts/build-node.js cli` builds one entry; no name builds them all.
const only = args.filter((arg) => !arg.startsWith('--'));
// The tests build into their own folder (FIELDBOARD_BUILD_DIR=dist/test), so a test run never
// replaces the files an open `npm run start:browser` is serving.
const buildDir = process.env.FIELDBOARD_BUILD_DIR ?? 'dist';

const entries = {
  cli: 'main/cli/index.ts',
  'training-service': 'main/training-service/cli.ts',
  bench: 'bench/run.ts',
  'bench-renderer': 'bench/renderer.ts',
  'browser-host': 'main/browser-host/start.ts',
  'schema-snapshot': 'scripts/schema-snapshot.ts',
};
const PARSE_CHILD = 'main/limited-child/child-entry.ts';
/** The entries that parse documents, and so start the limited child from beside themselves. */
const parsesDocuments = new Set(['cli', 'browser-host', 'bench']);

const electronEntries = {
  main: 'main/electron/main.ts',
  preload: 'main/electron/preload.ts',
  'parse-child': PARSE_CHILD,
};

const { existsSync } = await import('node:fs');
const entryPoints = Object.fromEntries(
  Object.entries(entries).filter(([name, file]) => existsSync(file) && (only.length === 0 || only.includes(name))),
);
if (only.length === 0 || only.includes('parse-child') || Object.keys(entryPoints).some((name) => parsesDocuments.has(name))) {
  entryPoints['parse-child'] = PARSE_CHILD;
}

await build({
  entryPoints,
  outdir: `${buildDir}/node`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: ['better-sqlite3', 'electron', 'sharp', 'tesseract.js'],
  // ESM bundles need a require() for the CommonJS dependencies they inline.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: quiet ? 'warning' : 'info',
});

const electronPoints = Object.fromEntries(
  Object.entries(electronEntries).filter(([name]) => only.length === 0 || only.includes('electron') || only.includes(`electron-${name}`)),
);
if (Object.keys(electronPoints).length > 0) {
  await build({
    entryPoints: electronPoints,
    outdir: `${buildDir}/electron`,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    sourcemap: true,
    external: ['better-sqlite3', 'electron', 'sharp', 'tesseract.js'],
    logLevel: quiet ? 'warning' : 'info',
  });
}
