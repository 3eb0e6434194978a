import type { Rule, ESLint } from 'eslint';
export declare const LAYERS: Record<string, { imports: string[]; packages: string[] }>;
export declare const REASONS: Record<string, string>;
export declare const layeringRule: Rule.RuleModule;
export declare function layerOfFile(file: string): string | undefined;
export declare function packageOf(specifier: string): string;
export declare function refusal(specifier: string, fromFile: string): string | undefined;
declare const plugin: ESLint.Plugin;
export default plugin;
