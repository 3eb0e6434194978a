// Bundles the plain-Node entry points (command line, training service, later the browser host)
// with esbuild. better-sqlite3 stays external: it is a native module loaded from node_modules.
import { build } from 'esbuild';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
// `node scripts/build-node.js cli` builds one entry; no name builds them all.
const only = args.filter((arg) => !arg.startsWith('--'));

const entries = {
  cli: 'main/cli/index.ts',
  'training-service': 'main/training-service/cli.ts',
  bench: 'bench/run.ts',
  'browser-host': 'main/browser-host/start.ts',
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
