import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Every TypeScript file of the main process, with its text. */
function mainSources(): { file: string; text: string }[] {
  return fs
    .readdirSync('main', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join('main', name))
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

const filesMatching = (pattern: RegExp) =>
  mainSources()
    .filter(({ text }) => pattern.test(text))
    .map(({ file }) => file)
    .sort();

describe('one entrance for documents', () => {
  it('writes an attachment row in one place, called only by the store step after the gate, and the restore’s', () => {
    expect(filesMatching(/INSERT\s+INTO\s+attachments/i)).toEqual(['main/database/documents/documents-repo.ts']);
    expect(filesMatching(/\binsertDocument\(/)).toEqual([
      'main/core/documents/store-document.ts',
      'main/database/documents/documents-repo.ts',
    ]);
    // What a restore may change of a restored row: through its own gate (main/core/backup/restore-gate.ts);
    // and a stored row's missing thumbnail, which the limited child made from its own bytes, alone.
    expect(filesMatching(/UPDATE\s+attachments\s+SET/i)).toEqual([
      'main/database/backup/restore-documents.ts',
      'main/database/documents/thumbnails-repo.ts',
    ]);
    expect(fs.readFileSync('main/database/documents/thumbnails-repo.ts', 'utf8').match(/UPDATE\s+attachments\s+SET[^']*/gi)).toEqual([
      'UPDATE attachments SET thumbnail = ? WHERE id = ? AND sha256 = ? AND thumbnail IS NULL',
    ]);
    // The store step takes only what the gate made: a document it did not pass does not compile.
    expect(fs.readFileSync('main/core/documents/store-document.ts', 'utf8')).toMatch(/document: NormalisedDocument/);
    expect(filesMatching(/\bstoreNormalised\(/)).toEqual([
      'main/core/applications/import-application.ts',
      'main/core/documents/document-intake.ts',
      'main/core/documents/store-document.ts',
    ]);
  });

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
