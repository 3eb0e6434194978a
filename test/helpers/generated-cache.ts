import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const versions = new Map<string, string | null>();

/** The helpers' folder: beside this file, or from the repository's root where a bench runs bundled. */
function helpersFolder(): string {
  const beside = path.dirname(fileURLToPath(import.meta.url));
  return existsSync(path.join(beside, 'generated-cache.ts')) ? beside : path.resolve('test/helpers');
}

/** A hash of the generator's sources and the image library, or null where a source cannot be read (then nothing is cached). */
function generatorVersion(sources: readonly string[]): string | null {
  const known = versions.get(sources.join('\n'));
  if (known !== undefined) return known;
  const hash = createHash('sha256').update(sharp.versions.vips ?? '');
  let version: string | null = null;
  const files = sources.map((source) => path.join(helpersFolder(), source));
  if (files.every((file) => existsSync(file))) {
    for (const file of files) hash.update(readFileSync(file));
    version = hash.digest('hex').slice(0, 16);
  }
  versions.set(sources.join('\n'), version);
  return version;
}

const FOLDER = path.join(os.tmpdir(), 'fieldboard-generated-corpora');

/** How a generated value is written to the cache and read back (its bytes as base64). */
export interface CacheCodec<T> {
  encode(value: T): unknown;
  decode(stored: unknown): T;
}

/**
 * A generated corpus made once per machine and kept by its key (a seed and options) and its
 * generator's version (`sources`, paths under `test/helpers/`: a change to any makes it anew), so
 * every file, run and bench that asks for it again reads it from disk instead of drawing it again.
 */
export async function cachedGenerated<T>(
  key: unknown,
  sources: readonly string[],
  codec: CacheCodec<T>,
  make: () => Promise<T>,
): Promise<T> {
  const version = generatorVersion(sources);
  if (version === null) return make();
  const name = createHash('sha256')
    .update(`${version}:${JSON.stringify(key)}`)
    .digest('hex')
    .slice(0, 32);
  const file = path.join(FOLDER, `${name}.json`);
  try {
    return codec.decode(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    const made = await make();
    await mkdir(FOLDER, { recursive: true });
    // Written aside and renamed: runs in parallel never read half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, JSON.stringify(codec.encode(made)));
    await rename(partial, file);
    return made;
  }
}

/** A value holding one file's bytes. */
export function bytesCodec<T extends { bytes: Buffer }>(): CacheCodec<T> {
  return {
    encode: (value) => ({ ...value, bytes: value.bytes.toString('base64') }),
    decode: (stored) => {
      const value = stored as T & { bytes: string };
      return { ...value, bytes: Buffer.from(value.bytes, 'base64') };
    },
  };
}

/** A list of values each holding one file's bytes. */
export function bytesListCodec<T extends { bytes: Buffer }>(): CacheCodec<T[]> {
  const one = bytesCodec<T>();
  return { encode: (values) => values.map(one.encode), decode: (stored) => (stored as unknown[]).map(one.decode) };
}
