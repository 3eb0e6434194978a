// Bundles the Node entry points (command line, training service, browser host, benchmarks) as ESM,
// and the Electron main process and preload as CommonJS (a sandboxed preload cannot be ESM), with
// esbuild. Native modules (better-sqlite3, sharp, @napi-rs/canvas), tesseract.js (it starts its worker thread and
// loads its WebAssembly from files beside its own), pdfjs-dist (4 MB that only a letter's reading
// loads, not every child's start) and electron stay external. Each side gets the
// limited child that parses untrusted files (`parse-child`) and the worker thread that parses large
// bodies off main's event loop (`parse-worker`), built with whatever entry needs them.
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
// Built only when named (the tests' build names it): the end-to-end tests' app process.
const testEntries = {
  'e2e-host': 'test/e2e/host/e2e-host.ts',
};
const PARSE_CHILD = 'main/limited-child/child-entry.ts';
const PARSE_WORKER = 'main/off-thread/worker-entry.ts';
const EXTERNAL = ['better-sqlite3', 'electron', 'sharp', '@napi-rs/canvas', 'tesseract.js', 'pdfjs-dist'];
/** The entries that parse documents, and so start the limited child from beside themselves. */
const parsesDocuments = new Set(['cli', 'browser-host', 'bench', 'e2e-host']);

const electronEntries = {
  main: 'main/electron/main.ts',
  preload: 'main/electron/preload.ts',
  'parse-child': PARSE_CHILD,
  'parse-worker': PARSE_WORKER,
};

const { existsSync } = await import('node:fs');
const entryPoints = Object.fromEntries([
  ...Object.entries(entries).filter(([name, file]) => existsSync(file) && (only.length === 0 || only.includes(name))),
  ...Object.entries(testEntries).filter(([name]) => only.includes(name)),
]);
if (only.length === 0 || only.includes('parse-child') || Object.keys(entryPoints).some((name) => parsesDocuments.has(name))) {
  entryPoints['parse-child'] = PARSE_CHILD;
  entryPoints['parse-worker'] = PARSE_WORKER;
}

await build({
  entryPoints,
  outdir: `${buildDir}/node`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: EXTERNAL,
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
    external: EXTERNAL,
    // CommonJS has no import.meta; code that finds files beside itself (the OCR model) gets the bundle's own URL.
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    logLevel: quiet ? 'warning' : 'info',
  });
}
