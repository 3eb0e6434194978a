import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The generator's own sources: a change to any of them makes new documents, so it is part of the key. */
const SOURCES = [
  'identity-corpus.ts',
  'degrade.ts',
  'render-document.ts',
  'holders.ts',
  'keystone.ts',
  'zone-lines.ts',
  'icao-transliteration.ts',
];

let generatorHash: string | null | undefined;

/** A hash of the generator's sources and the image library, or null where the sources cannot be read (then nothing is cached). */
function generator(): string | null {
  if (generatorHash !== undefined) return generatorHash;
  const beside = path.dirname(fileURLToPath(import.meta.url));
  const folder = existsSync(path.join(beside, SOURCES[0]!)) ? beside : path.resolve('test/helpers/identity-documents');
  const hash = createHash('sha256').update(sharp.versions.vips ?? '');
  for (const source of SOURCES) {
    const file = path.join(folder, source);
    if (!existsSync(file)) return (generatorHash = null);
    hash.update(readFileSync(file));
  }
  return (generatorHash = hash.digest('hex').slice(0, 16));
}

const FOLDER = path.join(os.tmpdir(), 'fieldboard-identity-corpus');

/**
 * A generated document made once per machine and kept by its seed and options (and the
 * generator's version), so tests and benches that ask for the same seed again read it from disk.
 */
export async function cachedDocument<T extends { bytes: Buffer }>(key: unknown, make: () => Promise<T>): Promise<T> {
  const version = generator();
  if (version === null) return make();
  const name = createHash('sha256')
    .update(`${version}:${JSON.stringify(key)}`)
    .digest('hex')
    .slice(0, 32);
  const file = path.join(FOLDER, `${name}.json`);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as T & { bytes: string };
    return { ...stored, bytes: Buffer.from(stored.bytes, 'base64') };
  } catch {
    const made = await make();
    await mkdir(FOLDER, { recursive: true });
    // Written aside and renamed: runs in parallel never read half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, JSON.stringify({ ...made, bytes: made.bytes.toString('base64') }));
    await rename(partial, file);
    return made;
  }
}
