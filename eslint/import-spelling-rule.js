// One spelling for an import that reaches far: a path that climbs three folders or more
// (`../../../x`) is written with the path alias that names its target (`$main/x`), as
// tsconfig.base.json and path-aliases.js declare them. Only files a bundler or vitest resolves
// (TypeScript and Svelte, configs aside) are held to it; a plain-Node script cannot use an alias.
import path from 'node:path';
import { PATH_ALIASES } from '../path-aliases.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_CLIMBS = 3;

const relativeToRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** The aliased spelling of `specifier` written in `fromFile`, or undefined when no alias names its target. */
export function aliasedSpelling(specifier, fromFile) {
  const target = relativeToRoot(path.resolve(path.dirname(fromFile), specifier));
  const [alias, folder] =
    Object.entries(PATH_ALIASES)
      .sort((a, b) => b[1].length - a[1].length)
      .find(([, folder]) => target.startsWith(`${folder}/`)) ?? [];
  return alias === undefined ? undefined : `${alias}${target.slice(folder.length)}${specifier.endsWith('/') ? '/' : ''}`;
}

/** Whether `specifier` climbs too far. */
export const climbsTooFar = (specifier) => specifier.startsWith('../') && (specifier.match(/\.\.\//g) ?? []).length >= MAX_CLIMBS;

/** A recorded migration's source is hashed by the schema guard, so it is never edited. */
const FROZEN = /[\\/]migrations[\\/]\d{3}-[^\\/]+\.ts$/;

/** Files whose imports a bundler or vitest resolves, and so may use an alias. */
export const resolvesAliases = (file) => /\.(ts|svelte)$/.test(file) && !/\.config\.ts$/.test(file) && !FROZEN.test(file);

export const importSpellingRule = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'An import that climbs three folders or more uses the path alias' },
    schema: [],
    messages: { climbs: "'{{specifier}}' climbs {{climbs}} folders: write '{{aliased}}'." },
  },
  create(context) {
    const file = context.filename;
    if (!resolvesAliases(file)) return {};
    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !climbsTooFar(source.value)) return;
      const aliased = aliasedSpelling(source.value, file);
      if (aliased === undefined) return;
      const quote = source.raw[0];
      context.report({
        node: source,
        messageId: 'climbs',
        data: { specifier: source.value, climbs: String(source.value.match(/\.\.\//g).length), aliased },
        fix: (fixer) => fixer.replaceText(source, `${quote}${aliased}${quote}`),
      });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
    };
  },
};

export default { rules: { 'import-spelling': importSpellingRule } };
