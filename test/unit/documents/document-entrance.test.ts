import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('thumbnails', () => {
  it('makes thumbnails without sharp in the main process: the module main loads for them does not import it', async () => {
    const result = await build({
      entryPoints: ['main/documents/thumbnail.ts'],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      metafile: true,
      external: ['sharp', 'better-sqlite3', 'pdf-lib', 'pdfjs-dist', 'tesseract.js'],
      logLevel: 'silent',
    });
    const imported = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((item) => item.path));
    expect(imported).not.toContain('sharp');
    expect(Object.keys(result.metafile.inputs)).not.toContain('main/documents/thumbnail-task.ts');
  });
});
