import type { Rule, ESLint } from 'eslint';
export declare const importSpellingRule: Rule.RuleModule;
export declare function aliasedSpelling(specifier: string, fromFile: string): string | undefined;
export declare function climbsTooFar(specifier: string): boolean;
export declare function resolvesAliases(file: string): boolean;
declare const plugin: ESLint.Plugin;
export default plugin;
