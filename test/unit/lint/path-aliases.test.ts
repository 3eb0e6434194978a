import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATH_ALIASES } from '../../../path-aliases.js';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the path aliases', () => {
  it('TypeScript (and esbuild, which reads its paths) knows exactly the aliases Vite, vitest and the lint know', () => {
    const base = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const fromTsconfig = Object.fromEntries(
      Object.entries(base.compilerOptions.paths).map(([alias, [target]]) => [
        alias.replace(/\/\*$/, ''),
        (target as string).replace(/^\.\/|\/\*$/g, ''),
      ]),
    );
    expect(fromTsconfig).toEqual(PATH_ALIASES);
  });

  it('each alias names a folder that exists', () => {
    for (const folder of Object.values(PATH_ALIASES)) expect(fs.statSync(path.join(root, folder)).isDirectory()).toBe(true);
  });
});
