import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The engines a document's reading or normalising needs, and nothing else does. */
const HEAVY = ['sharp', 'pdfjs-dist', 'pdf-lib', '@napi-rs/canvas', 'tesseract.js', 'mrz'];
const heavy = (path: string) => HEAVY.some((name) => path === name || path.startsWith(`${name}/`));

/** What loads the core: its entrance, the command line and the runtime (the app's and the browser host's). */
const ENTRIES = ['main/core/index.ts', 'main/cli/index.ts', 'main/runtime/runtime.ts'];

describe("the core's one entrance", () => {
  // What the command line's `--help` and the app's window wait for: no document engine, which
  // loads at the first document read (an `import()` inside the function that needs it).
  it('loads no document engine at start, from any entry that loads the core', async () => {
    const result = await build({
      entryPoints: ENTRIES,
      outdir: 'unwritten',
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      metafile: true,
      external: ['better-sqlite3', 'electron', ...HEAVY],
      logLevel: 'silent',
    });
    const loadedAtStart = Object.entries(result.metafile.inputs).flatMap(([file, input]) =>
      input.imports.filter((item) => heavy(item.path) && item.kind !== 'dynamic-import').map((item) => `${file} -> ${item.path}`),
    );
    expect(loadedAtStart).toEqual([]);
  });
});
