import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Not a restatement of electron-builder.yml: each test checks the packaging against what the app
// actually needs on disk, so adding a native dependency or moving the entry breaks it here.
const root = path.resolve(import.meta.dirname, '../../..');
const config = parse(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

const matches = (file: string, glob: string) => path.matchesGlob(file, glob);

/** Compiled addons (`*.node`) of a package folder, as paths relative to the project root. */
function addonsUnder(folder: string): string[] {
  if (!fs.existsSync(path.join(root, folder))) return [];
  return (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
    .filter((entry) => entry.endsWith('.node'))
    .map((entry) => path.posix.join(folder, entry.split(path.sep).join('/')));
}

/** Every addon a production dependency loads: its own, or one of its optional platform packages'. */
function productionAddons(): string[] {
  return Object.keys(pkg.dependencies).flatMap((name: string) => {
    const own = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    const platform = Object.keys(own.optionalDependencies ?? {});
    return [name, ...platform].flatMap((dep) => addonsUnder(`node_modules/${dep}`));
  });
}

describe('the packaging configuration', () => {
  it('unpacks every native addon the production dependencies load (an addon inside the asar cannot load)', () => {
    const addons = productionAddons();
    expect(addons.some((file) => file.includes('better_sqlite3'))).toBe(true);
    expect(addons.some((file) => file.includes('sharp'))).toBe(true);
    const packed = addons.filter((file) => !config.asarUnpack.some((glob: string) => matches(file, glob)));
    expect(packed).toEqual([]);
  });

  it('unpacks the OCR engine, its language data and every package its worker thread requires', () => {
    // The worker thread is started from a file path and requires from where it lies, so every
    // package of tesseract.js's dependency closure must be on disk, beside the language data.
    const closure = new Set<string>();
    const visit = (name: string) => {
      if (closure.has(name)) return;
      closure.add(name);
      const own = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
      for (const dep of Object.keys(own.dependencies ?? {})) visit(dep);
    };
    visit('tesseract.js');
    visit('@tesseract.js-data/eng');
    visit('@tesseract.js-data/isl');
    expect(closure.has('tesseract.js-core')).toBe(true);
    const files = [...closure].map((name) => `node_modules/${name}/package.json`);
    files.push(
      'node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
      'node_modules/@tesseract.js-data/isl/4.0.0_best_int/isl.traineddata.gz',
      'node_modules/tesseract.js/src/worker-script/node/index.js',
    );
    const packed = files.filter((file) => !config.asarUnpack.some((glob: string) => matches(file, glob)));
    expect(packed).toEqual([]);
    // The models read are shipped; the legacy engine's, which nothing reads, are not.
    const excluded = config.files.filter((glob: string) => glob.startsWith('!')).map((glob: string) => glob.slice(1));
    const dropped = (file: string) => excluded.some((glob: string) => matches(file, glob));
    expect(files.filter(dropped)).toEqual([]);
    expect(dropped('node_modules/@tesseract.js-data/eng/4.0.0/eng.traineddata.gz')).toBe(true);
  });

  it('packs the entry package.json starts the app from, and no exclusion drops it', () => {
    const included = config.files.filter((glob: string) => !glob.startsWith('!'));
    const excluded = config.files.filter((glob: string) => glob.startsWith('!')).map((glob: string) => glob.slice(1));
    expect(included.some((glob: string) => matches(pkg.main, glob))).toBe(true);
    expect(excluded.some((glob: string) => matches(pkg.main, glob))).toBe(false);
  });
});
