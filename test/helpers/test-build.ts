import path from 'node:path';

/**
 * Where the tests build the bundles they run (the command line, the browser host, the renderer):
 * apart from `dist/`, so a test run never replaces what an open `npm run start:browser` serves.
 * Relative to the repository; the build scripts read it from FIELDBOARD_BUILD_DIR.
 */
export const TEST_BUILD_DIR = 'dist/test';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A file of the tests' build, as an absolute path. */
export function testBuild(...parts: string[]): string {
  return path.join(ROOT, TEST_BUILD_DIR, ...parts);
}
