import type { Rule, ESLint } from 'eslint';
export declare const layeringRule: Rule.RuleModule;
export declare function layerOfFile(file: string): string;
export declare function layerOfImport(specifier: string, fromFile: string): string;
declare const plugin: ESLint.Plugin;
export default plugin;
