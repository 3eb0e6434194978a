import type { Rule, ESLint } from 'eslint';
export declare const layeringRule: Rule.RuleModule;
export declare function layerOfFile(file: string): string;
export declare function layerOfImport(specifier: string, fromFile: string): string;
export declare function mainFolderOf(file: string): string | undefined;
export declare function packageOf(specifier: string): string;
declare const plugin: ESLint.Plugin;
export default plugin;
