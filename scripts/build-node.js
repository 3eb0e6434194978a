// Bundles the Node entry points (command line, training service, browser host, benchmarks) as ESM,
// and the Electron main process and preload as CommonJS (a sandboxed preload cannot be ESM), with
// esbuild. Native modules (better-sqlite3, sharp) and electron stay external.
import { build } from 'esbuild';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
// `node scripts/build-node.js cli` builds one entry; no name builds them all.
const only = args.filter((arg) => !arg.startsWith('--'));

const entries = {
  cli: 'main/cli/index.ts',
  'training-service': 'main/training-service/cli.ts',
  bench: 'bench/run.ts',
  'bench-renderer': 'bench/renderer.ts',
  'browser-host': 'main/browser-host/start.ts',
  'schema-snapshot': 'scripts/schema-snapshot.ts',
};

const electronEntries = {
  main: 'main/electron/main.ts',
  preload: 'main/electron/preload.ts',
};

const { existsSync } = await import('node:fs');
const entryPoints = Object.fromEntries(
  Object.entries(entries).filter(([name, file]) => existsSync(file) && (only.length === 0 || only.includes(name))),
);

await build({
  entryPoints,
  outdir: 'dist/node',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: ['better-sqlite3', 'electron', 'sharp'],
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
    outdir: 'dist/electron',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    sourcemap: true,
    external: ['better-sqlite3', 'electron', 'sharp'],
    logLevel: quiet ? 'warning' : 'info',
  });
}
