// The import aliases for the project's top folders, so no import climbs four folders up. One list
// for Vite, vitest and the layering lint; tsconfig.base.json's `paths` say the same (TypeScript
// and esbuild read those), and test/unit/lint/path-aliases.test.ts keeps the two equal.
import path from 'node:path';

const ROOT = import.meta.dirname;

/** Alias prefix → the folder it stands for, relative to the repository root. */
export const PATH_ALIASES = {
  $shared: 'shared',
  $main: 'main',
  $renderer: 'renderer/src',
  $test: 'test',
};

/** The same as Vite's `resolve.alias`, with absolute folders. */
export const viteAliases = Object.entries(PATH_ALIASES).map(([alias, folder]) => ({
  find: new RegExp(`^\\${alias}/`),
  replacement: `${path.join(ROOT, folder)}/`,
}));

/** The file an aliased import names (absolute), or undefined when the specifier is not aliased. */
export function resolveAlias(specifier) {
  const [head, ...rest] = specifier.split('/');
  const folder = PATH_ALIASES[head];
  return folder === undefined || rest.length === 0 ? undefined : path.join(ROOT, folder, ...rest);
}
