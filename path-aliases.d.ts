/** Alias prefix → the folder it stands for, relative to the repository root. */
export declare const PATH_ALIASES: Record<string, string>;
/** Vite's `resolve.alias` entries for the same aliases. */
export declare const viteAliases: { find: RegExp; replacement: string }[];
/** The file an aliased import names (absolute), or undefined when the specifier is not aliased. */
export declare function resolveAlias(specifier: string): string | undefined;
