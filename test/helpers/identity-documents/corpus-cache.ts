import { bytesCodec, cachedGenerated } from '../generated-cache';

/** The generator's own sources: a change to any of them makes new documents, so it is part of the key. */
const SOURCES = [
  'identity-corpus.ts',
  'degrade.ts',
  'render-document.ts',
  'holders.ts',
  'keystone.ts',
  'zone-lines.ts',
  'icao-transliteration.ts',
].map((source) => `identity-documents/${source}`);

/**
 * A generated document made once per machine and kept by its seed and options (and the
 * generator's version), so tests and benches that ask for the same seed again read it from disk.
 */
export function cachedDocument<T extends { bytes: Buffer }>(key: unknown, make: () => Promise<T>): Promise<T> {
  return cachedGenerated(key, SOURCES, bytesCodec<T>(), make);
}
